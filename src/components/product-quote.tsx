import { t, type MessageKey } from '../i18n/i18n.js';
import { formatDecimal } from '../i18n/format.js';
import type { Product } from '../core/product.js';
import { baseAsset } from '../core/base-asset.js';
import { dayRange } from '../core/day-range.js';
import { SimulatedTag } from './simulated-tag.js';
import { Change } from './trend.js';
import { useServices } from '../hooks/use-services.js';

/**
 * A product's live quote (its own ticks and stats over `product`): the price with its 24 h change, and the day's
 * high, low (always around the price), volume (in the asset traded) and amount. Only the change carries an arrow
 * and a colour (docs/decisions.md).
 */
export function ProductQuote({ product }: { product: Product }) {
  const { market } = useServices();
  const p: Product = { ...product, ...market.quote(product.symbol).value };
  const [high, low] = dayRange(p.high24h, p.low24h, p.price);
  const stats: [MessageKey, string][] = [
    ['trade.high', formatDecimal(high)],
    ['trade.low', formatDecimal(low)],
    ['trade.volume', `${formatDecimal(p.volume24h, 2, true)} ${baseAsset(p.symbol)}`],
    ['trade.turnover', formatDecimal(p.amount24h, 2, true)],
  ];
  return (
    <>
      <p className="up-muted">
        {p.symbol}
        <SimulatedTag />
      </p>
      <p className="up-big up-quote-big">
        <span className="up-num">{formatDecimal(p.price)}</span>
        <Change p={p} />
      </p>
      <dl className="up-stats up-day">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd className="up-num">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
