import { object, optional, refine, type Infer } from 'superstruct';
import { requiredMultilineText, requiredString } from './fields.js';
import { messageLimits } from './messages.js';
import { photoIdPattern } from './verification-structs.js';

/** `POST /api/support/messages`: 1–2000 characters of text, and maybe one of the user's uploaded photos. */
export const SupportMessageBody = object({
  body: refine(requiredMultilineText, 'too_long', (v) => Array.from(v).length <= messageLimits.supportBody),
  photoId: optional(refine(requiredString, 'photo_invalid', (v) => photoIdPattern.test(v))),
});
export type SupportMessageBody = Infer<typeof SupportMessageBody>;
