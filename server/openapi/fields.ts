import { accountIdField, inviteCodeField, loginPasswordField, moneyField, nationalityField, otpField, phoneField, requiredString, tradePasswordField } from '../../src/core/fields.js';
import { acceptTermsField } from '../../src/core/auth-structs.js';
import { annotate } from './json-schema.js';

// src/core's fields check their rules in code, which the client shares, so what the document says of each is
// written here, on the server's side of the bundle.

annotate(requiredString, { minLength: 1 });
annotate(tradePasswordField, { pattern: '^[0-9]{6}$', description: 'the 6-digit transaction password', examples: ['135790'] });
/** The authenticator's code: `optional(otpField)` is a new struct, so a body that takes one annotates it with this. */
export const otpSchema = {
  pattern: '^\\s*([0-9]{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})\\s*$',
  description: 'while two-step sign-in is on: the 6-digit code of the authenticator app, or an unused recovery code (`xxxx-xxxx-xxxx`). Each works once',
  examples: ['123456'],
};
annotate(otpField, otpSchema);
/** Money in a request: at most two decimals (`"100"`, `"100.5"`, `"100.50"`), above zero. */
annotate(moneyField, { pattern: '^[0-9]+(\\.[0-9]{1,2})?$', examples: ['100.50'] });

annotate(accountIdField, { pattern: '^[A-Za-z0-9_]{6,12}$', examples: ['chen_mei88'] });
annotate(phoneField, { description: 'E.164', examples: ['+886912345678'] });
annotate(inviteCodeField, { pattern: '^[A-Za-z0-9]{4,16}$', examples: ['UPTICK'] });
annotate(nationalityField, { pattern: '^[A-Z]{2}$', examples: ['TW'] });
annotate(loginPasswordField, { minLength: 6, maxLength: 32, description: 'a letter and a digit, no spaces at either end', examples: ['correct7horse'] });
annotate(acceptTermsField, {
  const: true,
  description:
    'the user accepted the terms (`GET /pages/terms`) and the privacy policy (`GET /pages/privacy`); the server records both versions and the time. Missing: 400 `invalid_body`; false: 422 `validation_failed` with field code `consent_required`',
});

/** A new password's rule, as at registration. */
export const newPasswordRule = { minLength: 6, maxLength: 32, description: 'the rule of its kind: as at registration' };
