import { useEffect } from 'react';
import { useLocation } from 'preact-iso/router';
import { t } from '../i18n/i18n.js';
import { productName } from '../i18n/format.js';
import type { Product } from '../core/product.js';
import { useServices } from '../hooks/use-services.js';
import { useMarket } from '../hooks/use-market.js';
import { paths } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { NavBar } from '../components/nav-bar.js';
import { ErrorRetry } from '../components/error-retry.js';
import { Loading } from '../components/loading.js';
import { ProductQuote } from '../components/product-quote.js';
import { TradePanel } from '../components/trade-panel.js';
import { AreaPart } from '../areas/area-part.js';
import { showToast } from '../components/toast.js';
import { useLoad } from '../hooks/use-load.js';
import { Later } from '../start-in-slices.js';

/**
 * `paths.detail?symbol=…`, the trade screen, built around its buttons: quote and chart on top with this
 * product's open positions under the chart, then period and stake, and Rise / Fall with the payout pinned to
 * the bottom (docs/decisions.md, "The trade screen").
 */
export default function ProductDetailPage() {
  const symbol = useLocation().query.symbol ?? '';
  // Another symbol is another screen: the router keeps this component when only the query changes.
  return <ProductScreen key={symbol} symbol={symbol} />;
}

function ProductScreen({ symbol }: { symbol: string }) {
  const { route } = useLocation();
  const { trading } = useServices();
  const load = useLoad(() => trading.product(symbol));
  // No such product, and nothing shown of it: retrying can't help, the list can.
  const unknown = !symbol || (load.error?.code === 'not_found' && !trading.known(symbol));
  useEffect(() => {
    if (!unknown) return;
    showToast(t('trade.unknown'));
    route(paths.products, true);
  }, [unknown, route]);
  const market = useMarket([symbol]);

  // What the list showed, until the product's own answer is in: a tap is answered without a round trip.
  const loaded = load.value ?? trading.known(symbol);
  // Only the status of the live part: the quote reads its prices itself, so a tick doesn't redraw the whole screen.
  const status = market.status(symbol).value;
  const p: Product | undefined = loaded && (status ? { ...loaded, status } : loaded);
  const mine = trading.positions.value.filter((o) => o.symbol === symbol);
  return (
    <div className="up-page no-tabs up-trade">
      <NavBar title={p ? productName(p) : symbol} backTo={paths.products} />
      <div className="up-body">
        {load.error && !loaded ? (
          <ErrorRetry error={load.error} onRetry={load.retry} />
        ) : !p ? (
          <Loading />
        ) : (
          <>
            <section className="up-card">
              <Later>
                <ProductQuote product={p} />
              </Later>
              {/* The chart's box is kept while its chunk comes, so nothing below it moves when it arrives. */}
              <div className="up-chart-slot">
                <AreaPart
                  area="charts"
                  name="priceChart"
                  fallback={<div className="up-skeleton up-plot-sk" />}
                  symbol={symbol}
                  precision={p.precision}
                  entries={mine.map((o): [number, number] => [Date.parse(o.entry.time), Number(o.entry.price)])}
                />
              </div>
              {mine.length > 0 && (
                <div className="up-strip">
                  <AreaPart area="orders" name="positions" product={p} />
                </div>
              )}
            </section>
            <TradePanel product={p}>
              <p className="up-actions up-center">
                <Link to={paths.orders}>{t('trade.positions')}</Link>
                <Link to={paths.help}>{t('help.rules')}</Link>
              </p>
            </TradePanel>
          </>
        )}
      </div>
    </div>
  );
}
