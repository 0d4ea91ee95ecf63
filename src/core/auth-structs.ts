import { boolean, object, optional, refine, size, type Infer } from 'superstruct';
import {
  accountIdField,
  inviteCodeField,
  loginPasswordField,
  otpField,
  phoneField,
  plainText,
  requiredString,
  tradePasswordField,
} from './fields.js';

/** Registration step 1 (`POST /api/auth/register/check`). */
export const RegisterCheckBody = object({
  account: accountIdField,
  phone: phoneField,
  inviteCode: inviteCodeField,
});
export type RegisterCheckBody = Infer<typeof RegisterCheckBody>;

/** The user accepts the terms and the privacy policy: `true`, or field code `consent_required`. */
export const acceptTermsField = refine(boolean(), 'consent_required', (v) => v);

/** Registration step 2 (`POST /api/auth/register`): both secrets typed twice, and the terms accepted. */
export const RegisterBody = refine(
  refine(
    object({
      ticket: requiredString,
      password: loginPasswordField,
      passwordConfirm: requiredString,
      tradePassword: tradePasswordField,
      tradePasswordConfirm: requiredString,
      acceptTerms: acceptTermsField,
    }),
    'passwords_mismatch',
    (v) => v.password === v.passwordConfirm || { path: ['passwordConfirm'], message: 'Passwords do not match' },
  ),
  'trade_passwords_mismatch',
  (v) =>
    v.tradePassword === v.tradePasswordConfirm || {
      path: ['tradePasswordConfirm'],
      message: 'Transaction passwords do not match',
    },
);
export type RegisterBody = Infer<typeof RegisterBody>;

/**
 * Login takes any non-empty secret: the rules of today must not lock out accounts made under older ones.
 * `device` is the token the last login on this device handed out (see the server's login guard); `otp` the
 * authenticator's code, which a new device of an account with two-step sign-in needs (`otp_required`).
 */
export const LoginBody = object({
  account: requiredString,
  password: requiredString,
  device: optional(size(plainText, 1, 100)),
  otp: optional(otpField),
});
export type LoginBody = Infer<typeof LoginBody>;
