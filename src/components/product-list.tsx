import { useEffect } from 'react';
import { language, t } from '../i18n/i18n.js';
import { formatDecimal, productName, signOf } from '../i18n/format.js';
import type { Product } from '../core/product.js';
import { baseAsset } from '../core/base-asset.js';
import { keptPageMs } from '../core/kept-page.js';
import { useServices } from '../hooks/use-services.js';
import { useMarket } from '../hooks/use-market.js';
import type { PageProducts } from '../state/trading-model.js';
import { paths, withQuery } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { AreaPart } from '../areas/area-part.js';
import { EmptyState } from './empty-state.js';
import { ErrorRetry } from './error-retry.js';
import { AsOf } from './as-of.js';
import { Change } from './trend.js';
import { useLoad } from '../hooks/use-load.js';
import { Later } from '../start-in-slices.js';

/**
 * Products matching `q` (all without one) with live price, 24 h change and volume; a row opens the trade screen.
 * Offline, the whole list last read stays with its last prices, greyed and "as of" when they were known.
 */
export function ProductList({ q = '' }: { q?: string }) {
  const { trading } = useServices();
  const kept = q ? undefined : trading.lastProducts();
  const load = useLoad<PageProducts>(() => trading.products(q), q ? undefined : trading.pageProducts());
  const items = (load.value ?? kept)?.items;
  const { heard, down, last } = useMarket(items?.map((p) => p.symbol));
  const failed = !load.value && load.error;
  // Prices flow again: the list that could not be read is read now.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when prices come back; `load` is a new object each render
  useEffect(() => void (!down.value && failed && load.retry()), [down.value]);
  // The page's list names its products in the page's language only (server/web/first-page.ts): shown in another
  // (after a switch, or from a page the service worker kept from before one), it is read again for their names,
  // and meanwhile a product shows its symbol's name.
  const namedIn = load.value?.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is new each render; reading the `language` signal re-renders this on a switch
  useEffect(() => void (namedIn && namedIn !== language.value && load.retry()), [namedIn, language.value]);
  if (!items) return failed ? <ErrorRetry error={failed} onRetry={load.retry} /> : <div className="up-card up-skeleton up-sk" aria-busy="true" />;
  if (!items.length) return <EmptyState title={t('common.noData')} />;
  const knownMs = Math.max(kept?.atMs ?? 0, Date.parse(last.peek()?.time ?? '') || 0);
  // A page the service worker kept brings prices from its last visit: old until the stream's first word.
  const stale = failed || down.value || (!heard.value && Date.now() - knownMs > keptPageMs);
  return (
    <>
      {stale && knownMs > 0 && <AsOf timeMs={knownMs} />}
      <ul className={stale ? 'up-list up-stale' : 'up-list'}>
        {items.map((item) => (
          <Later key={item.symbol}>
            <ProductRow item={item} />
          </Later>
        ))}
      </ul>
    </>
  );
}

/** A product's row: it reads its own live quote, so one product's tick redraws one row. */
function ProductRow({ item }: { item: Product }) {
  const { market } = useServices();
  const p: Product = { ...item, ...market.quote(item.symbol).value };
  return (
    <li>
      <Link to={withQuery(paths.detail, { symbol: p.symbol })}>
        <span className="up-grow">
          <strong>{productName(p)}</strong>
          {p.status !== 'open' && <span className="up-badge">{t(`market.${p.status}`)}</span>}
          <br />
          <small className="up-muted">
            {p.symbol} · {t('trade.volume')} {formatDecimal(p.volume24h, 1, true)} {baseAsset(p.symbol)}
          </small>
        </span>
        <AreaPart area="charts" name="sparkline" symbol={p.symbol} price={p.price} sign={signOf(p.change24h)} />
        <span className="up-quote">
          <strong className="up-num">{formatDecimal(p.price, p.precision)}</strong>
          <Change p={p} />
        </span>
      </Link>
    </li>
  );
}
