import type { WithdrawalAccountBody } from '../core/funds-structs.js';
import { language, t, type MessageKey } from '../i18n/i18n.js';
import { regionNamer } from '../i18n/region-names.js';

/** An account's own fields, as bound (card number masked) or as typed, before binding. */
export type ShownAccount = WithdrawalAccountBody extends infer Body ? (Body extends unknown ? Omit<Body, 'tradePassword' | 'label'> & { label?: string | null } : never) : never;

/** An account in a few characters: the bank or network and the last 4 of the number or address. */
export const accountBrief = (account: ShownAccount) =>
  account.type === 'crypto' ? `${account.network} ••••${account.currencyAddress.slice(-4)}` : `${account.bankName} ••••${account.cardNumber.slice(-4)}`;

/** What a list names an account by: the user's nickname for it and its brief, or the brief alone. */
export const accountTitle = (account: ShownAccount) => (account.label ? `${account.label} · ${accountBrief(account)}` : accountBrief(account));

/**
 * A withdrawal account: its kind, then what identifies it (the bank and card number, or the network and address).
 * `full` adds the rest of a bank card's fields; a crypto address is always shown whole, since every character counts.
 */
export function WithdrawalAccountCard({ account, full = false }: { account: ShownAccount; full?: boolean }) {
  const label: [MessageKey, string][] = account.label ? [['account.label', account.label]] : [];
  const rows: [MessageKey, string][] = [...label, ...((
    account.type === 'crypto'
      ? [
          ['account.type', t('account.crypto')],
          ['account.network', account.network],
          ['account.accountName', account.accountName],
          ['account.currencyAddress', account.currencyAddress],
        ]
      : [
          ['account.type', t('account.bankCard')],
          ['account.bankName', account.bankName],
          ['account.accountName', account.accountName],
          ['account.cardNumber', account.cardNumber],
          ...(full
            ? ([
                ['account.nationality', regionNamer(language.value)(account.nationality)],
                ['account.bankAddress', account.bankAddress],
              ] as [MessageKey, string][])
            : []),
        ]) as [MessageKey, string][])];
  return (
    <dl className="up-card up-kv" data-testid="account-card">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
