import { enums, object, optional, refine, type Infer } from 'superstruct';
import { taggedUnion } from './tagged-union.js';
import { moneyField, nationalityField, otpField, requiredString, tradePasswordField, visibleText } from './fields.js';

/** How many withdrawal accounts a user may keep at once (a removed one frees its place). */
export const withdrawalAccountsMax = 5;

/** The user's own name for a withdrawal account ("Salary card"): 1–30 characters that show what they hold. */
export const withdrawalAccountLabelField = refine(
  refine(requiredString, 'invalid_characters', (v) => visibleText.is(v)),
  'too_long',
  (v) => v.trim().length <= 30,
);

const text = (max: number) => refine(requiredString, 'too_long', (v) => v.trim().length <= max);

// Operators pay out by hand from the account's fields side by side: a number in a name (`Bank 6011 0000 0000 0004`,
// a holder `Chen 4111 1111 1111 1111`) reads as a second card number, one an operator could pay to. Digits of any
// script (\p{Nd}) count. Code `name_has_digits`.
const digitCount = (v: string) => v.match(/\p{Nd}/gu)?.length ?? 0;
/** The holder's name, as the bank or exchange holds it (a person's, compared with the verified name): no digit. */
const holderNameField = refine(text(60), 'name_has_digits', (v) => digitCount(v) === 0);
/** The bank's name: at most 3 digits (the 77 Bank), never a number that could be read as an account's. */
const bankNameField = refine(text(80), 'name_has_digits', (v) => digitCount(v) <= 3);

/** Bank card: digits only once spaces are removed, 8–30 of them (IBAN-free domestic cards and PANs alike). */
export const cardNumberField = refine(requiredString, 'card_number_invalid', (v) => /^[0-9]{8,30}$/.test(v.replace(/\s+/g, '')));
/** A wallet address for the currency side: 10–128 characters with no spaces. */
export const currencyAddressField = refine(requiredString, 'currency_address_invalid', (v) => /^[\x21-\x7e]{10,128}$/.test(v));

/** A crypto network's name as wallets write it (TRC20, ERC20, BEP20, Solana…): 2–20 letters, digits, dots or dashes. */
export const networkField = refine(requiredString, 'network_invalid', (v) => /^[A-Za-z0-9][A-Za-z0-9.-]{1,19}$/.test(v.trim()));

/** The fields of each kind of withdrawal account, as the user types them. */
export const withdrawalAccountKinds = {
  bank_card: {
    type: enums(['bank_card'] as const),
    accountName: holderNameField,
    nationality: nationalityField,
    bankName: bankNameField,
    cardNumber: cardNumberField,
    bankAddress: text(160),
  },
  crypto: {
    type: enums(['crypto'] as const),
    accountName: holderNameField,
    network: networkField,
    currencyAddress: currencyAddressField,
  },
};
export type WithdrawalAccountKind = keyof typeof withdrawalAccountKinds;

// `label`: the user's own name for it, optional. `otp`: the authenticator's code, needed while two-step sign-in is on (`otp_required`).
const added = { label: optional(withdrawalAccountLabelField), tradePassword: tradePasswordField, otp: optional(otpField) };
/**
 * Adding a withdrawal account (`POST /api/withdrawal-accounts`): one kind's fields, by `type`, an optional label and
 * the transaction password. Any type but crypto is judged as a bank card, whose `type` then says `invalid`.
 */
export const WithdrawalAccountBody = taggedUnion(
  'type',
  { bank_card: object({ ...withdrawalAccountKinds.bank_card, ...added }), crypto: object({ ...withdrawalAccountKinds.crypto, ...added }) },
  'bank_card',
);
export type WithdrawalAccountBody = Infer<typeof WithdrawalAccountBody>;

/** Renaming a withdrawal account (`PUT /api/withdrawal-accounts/{id}/label`). */
export const WithdrawalAccountLabelBody = object({ label: withdrawalAccountLabelField });
export type WithdrawalAccountLabelBody = Infer<typeof WithdrawalAccountLabelBody>;

export const WithdrawalBody = object({
  amount: moneyField,
  /**
   * The withdrawal account to pay (`GET /api/withdrawal-accounts`). It may be left out while the user has exactly
   * one, as before several could be kept; with more, it is required (422 `required`).
   */
  accountId: optional(refine(requiredString, 'account_unknown', (v) => /^[0-9a-f]{32}$/.test(v))),
  tradePassword: tradePasswordField,
  /** The authenticator's code, needed while two-step sign-in is on (`otp_required`). */
  otp: optional(otpField),
});
export type WithdrawalBody = Infer<typeof WithdrawalBody>;
