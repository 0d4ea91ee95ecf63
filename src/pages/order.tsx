import { useState } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso/router';
import type { OrderView } from '../core/order-structs.js';
import { t } from '../i18n/i18n.js';
import { formatMoney, signOf } from '../i18n/format.js';
import { useServices } from '../state/services.js';
import { paths, withQuery } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { NavBar } from '../components/nav-bar.js';
import { Countdown } from '../components/countdown.js';
import { OrderDetail } from '../components/order-detail.js';
import { PagedList } from '../components/paged-list.js';
import { RecordRow } from '../components/record-row.js';
import { Trend } from '../components/trend.js';

type Tab = 'open' | 'settled';

/** Positions with their countdowns, or closed records with result and P&L; an expired position is reloaded once settled. */
function OrderList() {
  const { trading } = useServices();
  const tab = useSignal<Tab>('open');
  const reloads = useSignal(0);
  const [waiting] = useState(() => new Set<string>());
  const settle = (id: string) => {
    if (waiting.has(id)) return;
    waiting.add(id);
    trading.waitSettled(id).then(() => reloads.value++);
  };
  const row = (o: OrderView) => (
    <Link to={withQuery(paths.orders, { id: o.id })}>
      <RecordRow title={`${o.symbol} ${o.direction === 'up' ? '▲' : '▼'} ${t(`trade.${o.direction}`)}`} amount={formatMoney(o.amount)} time={o.openedAt}>
        {o.status === 'open' ? (
          <Countdown order={o} onDone={() => settle(o.id)} />
        ) : (
          <p>
            {t(`order.${o.result}`)}
            <Trend sign={signOf(o.pnl)} text={formatMoney((o.pnl ?? '0.00').replace('-', ''))} />
          </p>
        )}
      </RecordRow>
    </Link>
  );
  return (
    <>
      <div class="up-chips" role="group">
        {(['open', 'settled'] as const).map((name) => (
          <button key={name} type="button" class="up-btn secondary" aria-pressed={tab.value === name} onClick={() => (tab.value = name)}>
            {t(`order.${name}`)}
          </button>
        ))}
      </div>
      <PagedList key={tab.value + reloads.value} load={trading.orders(tab.value)} label={t(`order.${tab.value}`)} row={row} />
    </>
  );
}

/** `/pages/order/order`: order records; `?id=` shows one order with its proof. */
export default function OrdersPage() {
  const { id } = useLocation().query;
  return (
    <div class="up-page no-tabs">
      <NavBar title={t('order.title')} backTo={id ? paths.orders : paths.user} />
      <div class="up-body">{id ? <OrderDetail id={id} /> : <OrderList />}</div>
    </div>
  );
}
