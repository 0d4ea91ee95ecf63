import { useEffect } from 'react';
import { useLocation } from 'preact-iso/router';
import type { OrderView } from '../core/order-structs.js';
import type { Product } from '../core/product.js';
import { t } from '../i18n/i18n.js';
import { formatMoney, signOf } from '../i18n/format.js';
import { useServices } from '../hooks/use-services.js';
import { paths, withQuery } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { useQueryState } from '../hooks/use-query-state.js';
import { NavBar } from '../components/nav-bar.js';
import { OrderDetail } from '../components/order-detail.js';
import { orderNumber, orderTitle } from '../components/order-title.js';
import { Loading } from '../components/loading.js';
import { PagedList } from '../components/paged-list.js';
import { PositionStatus } from '../components/position-status.js';
import { priceAt } from '../components/price-at.js';
import { RecordRow } from '../components/record-row.js';
import { Trend } from '../components/trend.js';
import { useLoad } from '../hooks/use-load.js';
import { useOpenWithResults } from '../hooks/use-open-with-results.js';

/** The spec's three views: every order, open positions, closed records. */
const tabs = ['all', 'open', 'settled'] as const;
type Tab = (typeof tabs)[number];

/**
 * One order in a list: an open one counts down until the trading model sees it settled, then shows in place its
 * result, P&L, and the entry and exit that decided it.
 */
function OrderRow({ order, product }: { order: OrderView; product?: Product }) {
  const { trading } = useServices();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- follows each order once: a list read again brings the same order as a new object
  useEffect(() => trading.follow([order]), [order.id]);
  const o = trading.settled.value[order.id] ?? order;
  return (
    <Link to={withQuery(paths.orders, { id: o.id })}>
      <RecordRow title={orderTitle(o, product)} amount={formatMoney(o.amount)} time={o.openedAt}>
        <p className="up-muted up-num">{orderNumber(o.id)}</p>
        {o.status === 'open' ? (
          <PositionStatus order={o} />
        ) : (
          <>
            <p>
              {t(`order.${o.result!}`)}
              <Trend sign={signOf(o.pnl)} text={formatMoney((o.pnl ?? '0.00').replace('-', ''))} />
            </p>
            {/* What decided it; the row opens the order with its proof. */}
            {(['entry', 'exit'] as const).map((tick) => (
              <p key={tick} className="up-muted">
                <span>{t(`order.${tick}`)}</span>
                <span className="up-num">{priceAt(o[tick])}</span>
              </p>
            ))}
          </>
        )}
      </RecordRow>
    </Link>
  );
}


function OrderList() {
  const { trading } = useServices();
  const openWithResults = useOpenWithResults();
  const [askedFor, setTab] = useQueryState('tab');
  const asked = tabs.find((name) => name === askedFor);
  // No tab asked for: the one with something in it, positions while one is open, else the closed records.
  const open = useLoad(() => (asked ? Promise.resolve(undefined) : trading.orders('open')(null)));
  const tab: Tab | undefined = asked ?? (open.error ? 'open' : open.value && (open.value.items.length ? 'open' : 'settled'));
  // For the products' names in the interface language; rows show symbols until they come.
  const listed = useLoad(() => trading.products('')).value;
  if (!tab) return <Loading />;
  return (
    <>
      <div className="up-chips" role="group">
        {tabs.map((name) => (
          <button key={name} type="button" className="up-btn secondary" aria-pressed={tab === name} onClick={() => setTab(name)}>
            {t(`order.${name}`)}
          </button>
        ))}
      </div>
      <PagedList
        key={tab}
        load={tab === 'open' ? openWithResults : trading.orders(tab === 'all' ? undefined : tab)}
        label={t(`order.${tab}`)}
        row={(o) => <OrderRow order={o} product={listed?.items.find((p) => p.symbol === o.symbol) ?? trading.known(o.symbol)} />}
      />
    </>
  );
}

/** `paths.orders`: order records (`?tab=` the view, kept for Back); `?id=` shows one order with its proof. */
export default function OrdersPage() {
  const { id } = useLocation().query;
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('order.title')} backTo={id ? paths.orders : paths.user} />
      <div className="up-body">{id ? <OrderDetail id={id} /> : <OrderList />}</div>
    </div>
  );
}
