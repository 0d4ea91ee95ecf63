import type { WithdrawalAccount } from '../core/funds.js';
import { language, t, type MessageKey } from '../i18n/i18n.js';
import { regionNamer } from '../i18n/regions.js';

/** A bound withdrawal account, card number masked: the summary, or with `full` every field of the spec. */
export function WithdrawalAccountCard({ account, full = false }: { account: WithdrawalAccount; full?: boolean }) {
  const rows: [MessageKey, string][] = [
    ['account.type', t('account.bankCard')],
    ['account.bankName', account.bankName],
    ['account.accountName', account.accountName],
    ['account.cardNumber', account.cardNumber],
  ];
  if (full) {
    rows.push(
      ['account.nationality', regionNamer(language.value)(account.nationality)],
      ['account.bankAddress', account.bankAddress],
      ['account.currencyAddress', account.currencyAddress],
    );
  }
  return (
    <dl className="up-card up-kv">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
