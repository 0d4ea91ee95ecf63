import { object, optional, refine, size, type Infer } from 'superstruct';
import { phoneField, plainText, requiredString } from './fields.js';
import { newSecretRules, PasswordKind } from './secret-structs.js';

// Not in auth-structs.ts, which two areas share and so rides in the first HTML: only the sign-in area and
// the server read these.

/** A password-reset code as the SMS gives it: 4 digits; code `reset_code_invalid`. */
export const resetCodeField = refine(requiredString, 'reset_code_invalid', (v) => /^[0-9]{4}$/.test(v));

/** The id `POST /api/auth/reset/code` answered (43 base64url characters); the user never types it: code `invalid`. */
export const resetRequestIdField = refine(requiredString, 'invalid', (v) => /^[A-Za-z0-9_-]{43}$/.test(v));

/** An account as typed on the forgot-password screen: login's rule (any), bounded; code `too_long`. */
const resetAccountField = refine(requiredString, 'too_long', (v) => v.length <= 64);

/**
 * `POST /api/auth/reset/code`: who forgot a password. `lang` picks the SMS's language (an unknown one falls
 * back to the default), bounded like the content pages' `lang`.
 */
export const ResetCodeRequestBody = object({
  account: resetAccountField,
  phone: phoneField,
  lang: optional(size(plainText, 0, 35)),
});
export type ResetCodeRequestBody = Infer<typeof ResetCodeRequestBody>;

/**
 * What `POST /api/auth/reset/code` answers (202): the request's id, which the reset names (of one shape whether or
 * not account and phone matched), and on a demo server only the code drawn, so the screen can show it.
 */
export interface ResetCodeAnswer {
  requestId: string;
  demoCode?: string;
}

/** `POST /api/auth/reset`: the request answered, the code from the SMS and the new secret, under the same rules as a change. */
export const PasswordResetBody = newSecretRules(
  object({
    account: resetAccountField,
    requestId: resetRequestIdField,
    code: resetCodeField,
    kind: PasswordKind,
    newPassword: requiredString,
    confirmPassword: requiredString,
  }),
);
export type PasswordResetBody = Infer<typeof PasswordResetBody>;
