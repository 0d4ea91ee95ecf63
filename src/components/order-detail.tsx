import type { ReactNode } from 'react';
import { useEffect } from 'react';
import type { OrderView, PricePointView } from '../core/order-structs.js';
import { t, type MessageKey } from '../i18n/i18n.js';
import { formatDecimal, formatMoney, formatPercent, formatPeriod, formatTickTime, signOf } from '../i18n/format.js';
import { useServices } from '../hooks/use-services.js';
import { Countdown } from './countdown.js';
import { orderNumber, orderTitle } from './order-title.js';
import { priceAt } from './price-at.js';
import { ErrorRetry } from './error-retry.js';
import { Loading } from './loading.js';
import { AreaPart } from '../areas/area-part.js';
import { Trend } from './trend.js';
import { useLoad } from '../hooks/use-load.js';

/** The ticks around an entry or exit, the one the rules picked in bold. */
function ProofTable({ caption, ticks, picked }: { caption: string; ticks: PricePointView[]; picked: PricePointView | null }) {
  return (
    <section className="up-card">
      <table className="up-tbl">
        <caption>{caption}</caption>
        <tbody>
          {ticks.map((tick) => (
            <tr key={tick.time} className={tick.time === picked?.time ? 'up-hit' : undefined}>
              <td>{formatTickTime(tick.time)}</td>
              <td className="up-num">{formatDecimal(tick.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** One order: what was bought, its entry and exit ticks, the rule that decided it, and the proof around both. */
export function OrderDetail({ id }: { id: string }) {
  const { trading } = useServices();
  const load = useLoad(() => trading.order(id));
  const loaded = load.value;
  useEffect(() => loaded && trading.follow([loaded]), [loaded, trading]);
  // Once the trading model sees it settle, the settled order (with its proof) replaces the open one.
  const o: OrderView | undefined = trading.settled.value[id] ?? loaded;
  if (load.error) return <ErrorRetry error={load.error} onRetry={load.retry} />;
  if (!o) return <Loading />;
  const rows: [MessageKey, ReactNode][] = [
    ['trade.amount', formatMoney(o.amount)],
    ['trade.period', `${formatPeriod(o.period)} · ${formatPercent(o.payoutRate)}`],
    ['order.entry', priceAt(o.entry, true)],
    ['order.exit', priceAt(o.exit, true)],
    [
      'order.result',
      o.result ? t(`order.${o.result}`) : <Countdown order={o} />,
    ],
    ['order.pnl', o.pnl ? <Trend sign={signOf(o.pnl)} text={formatMoney(o.pnl.replace('-', ''))} /> : '—'],
  ];
  return (
    <>
      <section className="up-card">
        <h2 className="up-section-title">{orderTitle(o, trading.known(o.symbol))}</h2>
        <p className="up-muted up-num">{orderNumber(o.id)}</p>
        <dl className="up-kv">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd className="up-num">{value}</dd>
            </div>
          ))}
        </dl>
        {o.result && <p className="up-notice">{t(`order.rule.${o.result === 'win' || o.result === 'loss' ? o.direction : o.result}`)}</p>}
      </section>
      {o.proof && o.exit && (
        <>
          <section className="up-card">
            {/* Simulated prices are labelled wherever they decide something, settled orders included. */}
            {o.proof.source.split('+').includes('sim') && <span className="up-badge pending">{t('home.simulated')}</span>}
            <AreaPart area="charts" name="proofChart" order={{ ...o, proof: o.proof, exit: o.exit }} />
          </section>
          <ProofTable caption={t('order.entry')} ticks={o.proof.entryTicks} picked={o.entry} />
          <ProofTable caption={t('order.exit')} ticks={o.proof.exitTicks} picked={o.exit} />
        </>
      )}
    </>
  );
}
