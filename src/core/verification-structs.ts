import { object, refine, type Infer } from 'superstruct';
import { nationalityField, requiredString } from './fields.js';
import { isIdNumber, isRealName } from './identity.js';

/** A photo id as `POST /api/verification/photos` answers it: 32 hex digits. */
export const photoIdPattern = /^[0-9a-f]{32}$/;
const photoIdField = refine(requiredString, 'photo_invalid', (v) => photoIdPattern.test(v));

// Longer than any rule allows, so a pasted essay is refused before a pattern looks at it.
const bounded = refine(requiredString, 'too_long', (v) => v.length <= 120);

// Superstruct runs an object's rules even when a field has the wrong type (if a later field failed only its own
// rule), so a rule across fields checks the types it reads: the wrong type is reported on its field already.
const strings = (...values: unknown[]) => values.every((v) => typeof v === 'string');

/**
 * `POST /api/verification`. Name and ID number follow the nationality's rules (src/core/identity.ts), so
 * each is checked once the nationality is known, and its failure is reported on its own field.
 */
export const VerificationBody = refine(
  refine(
    object({ name: bounded, idNumber: bounded, nationality: nationalityField, frontPhotoId: photoIdField, backPhotoId: photoIdField }),
    'real_name_invalid',
    (v) => !strings(v.name, v.nationality) || isRealName(v.name, v.nationality) || { path: ['name'], key: 'name' },
  ),
  'id_number_invalid',
  (v) => !strings(v.idNumber, v.nationality) || isIdNumber(v.idNumber, v.nationality) || { path: ['idNumber'], key: 'idNumber' },
);
export type VerificationBody = Infer<typeof VerificationBody>;
