import { object, type Infer } from 'superstruct';
import { otpField, tradePasswordField } from './fields.js';

/** Turning two-step sign-in on (with a code from the newly added app) or off (with a code or a recovery code). */
export const TwoStepConfirmBody = object({
  code: otpField,
  tradePassword: tradePasswordField,
});
export type TwoStepConfirmBody = Infer<typeof TwoStepConfirmBody>;
