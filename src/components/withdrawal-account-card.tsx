import type { WithdrawalAccountBody } from '../core/funds-structs.js';
import { language, t, type MessageKey } from '../i18n/i18n.js';
import { regionNamer } from '../i18n/region-names.js';

/** An account's own fields, as bound (card number masked) or as typed, before binding. */
export type ShownAccount = WithdrawalAccountBody extends infer Body ? (Body extends unknown ? Omit<Body, 'tradePassword' | 'label'> & { label?: string | null } : never) : never;

/**
 * A withdrawal account: its kind, then what identifies it (the bank and card number, or the network and address).
 * `full` adds the rest of a bank card's fields; a crypto address is always shown whole, since every character counts.
 */
export function WithdrawalAccountCard({ account, full = false }: { account: ShownAccount; full?: boolean }) {
  const rows: [MessageKey, string][] =
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
        ];
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
