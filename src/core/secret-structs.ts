import { enums, object, refine, type Infer, type Struct } from 'superstruct';
import { loginPasswordField, requiredString, tradePasswordField } from './fields.js';

// A new secret's rules, in a module of their own: the user area (changing a password) and the sign-in area (resetting
// one) both use them, and a module two areas share joins the core (build.mjs). Registration and login
// (auth-structs.ts) stay the sign-in area's alone, out of the first HTML.

export const PasswordKind = enums(['login', 'trade']);

/** The rules a new secret keeps, whatever asks for it: the rule of its kind, and typed twice alike. */
export function newSecretRules<T extends { kind: 'login' | 'trade'; newPassword: string; confirmPassword: string }>(struct: Struct<T, any>): Struct<T, any> {
  return refine(
    refine(
      refine(struct, 'password_invalid', (v) => v.kind !== 'login' || loginPasswordField.is(v.newPassword) || { path: ['newPassword'] }),
      'trade_password_invalid',
      (v) => v.kind !== 'trade' || tradePasswordField.is(v.newPassword) || { path: ['newPassword'] },
    ),
    'passwords_mismatch',
    (v) => v.newPassword === v.confirmPassword || { path: ['confirmPassword'], message: 'Passwords do not match' },
  );
}

/** `POST /api/me/password`: the new secret follows the rule of its kind. */
export const PasswordChangeBody = newSecretRules(
  object({
    kind: PasswordKind,
    oldPassword: requiredString,
    newPassword: requiredString,
    confirmPassword: requiredString,
  }),
);
export type PasswordChangeBody = Infer<typeof PasswordChangeBody>;
