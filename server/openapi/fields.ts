import { moneyField, otpField, requiredString, tradePasswordField } from '../../src/core/fields.js';
import { annotate } from './json-schema.js';

// src/core's fields check their rules in code, which the client shares, so what the document says of each is
// written here, on the server's side of the bundle.

annotate(requiredString, { minLength: 1 });
annotate(tradePasswordField, { pattern: '^[0-9]{6}$', description: 'the 6-digit transaction password' });
annotate(otpField, {
  pattern: '^\\s*([0-9]{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})\\s*$',
  description: 'while two-step sign-in is on: the 6-digit code of the authenticator app, or an unused recovery code (`xxxx-xxxx-xxxx`). Each works once',
});
/** Money in a request: at most two decimals (`"100"`, `"100.5"`, `"100.50"`), above zero. */
annotate(moneyField, { pattern: '^[0-9]+(\\.[0-9]{1,2})?$', examples: ['100.50'] });

/** A new password's rule, as at registration. */
export const newPasswordRule = { minLength: 6, maxLength: 32, description: 'the rule of its kind: as at registration' };
