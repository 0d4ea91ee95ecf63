import type { Me } from '../core/me.js';
import { t } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';

/** The parts of `balances` that add up to `total` (GET /api/me), in this order. */
const parts = ['available', 'frozen', 'positions', 'savings'] as const;

/**
 * Where total assets are: available, frozen (withdrawals under review), in open trades, in savings, each named.
 * The user area's; home shows it through `AreaPart`, so the core pays only for the call.
 */
export function BalanceParts({ balances }: { balances?: Me['balances'] }) {
  return (
    <dl className="up-stats up-parts" data-testid="balance-parts">
      {parts.map((part) => (
        <div key={part}>
          <dt>{t(`assets.${part}`)}</dt>
          <dd className="up-num">{balances ? formatMoney(balances[part]) : '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
