import { enums, object, optional, refine, type Infer } from 'superstruct';
import { moneyField, nationalityField, plainText, requiredString, tradePasswordField } from './fields.js';

/** A deposit method's id: operators choose it (`deposit-methods add <id>`); `bank_transfer` and `usdt_trc20` came first. */
export const depositMethodIdPattern = /^[a-z0-9][a-z0-9_-]{1,23}$/;

export const DepositBody = object({
  amount: moneyField,
  /** A deposit method id (GET /api/deposit-methods); an unknown or disabled one is 422 `deposit_method_unavailable`. */
  method: refine(requiredString, 'too_long', (v) => v.length <= 24),
  /** The payer's reference (bank memo, transaction hash), to match the payment. */
  reference: optional(refine(plainText, 'too_long', (v) => v.length <= 100)),
});
export type DepositBody = Infer<typeof DepositBody>;

const text = (max: number) => refine(requiredString, 'too_long', (v) => v.trim().length <= max);

/** Bank card: digits only once spaces are removed, 8–30 of them (IBAN-free domestic cards and PANs alike). */
export const cardNumberField = refine(requiredString, 'card_number_invalid', (v) => /^[0-9]{8,30}$/.test(v.replace(/\s+/g, '')));
/** A wallet address for the currency side: 10–128 characters with no spaces. */
export const currencyAddressField = refine(requiredString, 'currency_address_invalid', (v) => /^[\x21-\x7e]{10,128}$/.test(v));

export const WithdrawalAccountBody = object({
  type: enums(['bank_card']),
  accountName: text(60),
  nationality: nationalityField,
  bankName: text(80),
  cardNumber: cardNumberField,
  bankAddress: text(160),
  currencyAddress: currencyAddressField,
});
export type WithdrawalAccountBody = Infer<typeof WithdrawalAccountBody>;

export const WithdrawalBody = object({
  amount: moneyField,
  tradePassword: tradePasswordField,
});
export type WithdrawalBody = Infer<typeof WithdrawalBody>;
