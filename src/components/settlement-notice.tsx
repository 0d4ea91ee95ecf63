import { useEffect, useRef } from 'react';
import { useLocation } from 'preact-iso/router';
import type { OrderView } from '../core/order-structs.js';
import { formatMinor, parseMoney } from '../core/money.js';
import { t, type MessageKey } from '../i18n/i18n.js';
import { formatMoney, productName, signOf } from '../i18n/format.js';
import { type Services } from '../state/services.js';
import { useServices } from '../hooks/use-services.js';
import { paths, withQuery } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { priceAt } from './price-at.js';
import { showToast } from './toast.js';

const signedMinor = (text: string) => (text.startsWith('-') ? -1 : 1) * (parseMoney(text.replace('-', '')) ?? 0);

/** What a settled order comes to: headline, product and direction, payout (stake + P&L) and signed P&L. */
function summary(o: OrderView, trading: Services['trading']) {
  const product = trading.known(o.symbol);
  const pnl = o.pnl ?? '0.00';
  return {
    // A settled order always has its result.
    headline: t(`position.ended.${o.result!}`),
    what: `${product ? productName(product) : o.symbol} ${o.direction === 'up' ? '▲' : '▼'} ${t(`trade.${o.direction}`)}`,
    payout: formatMoney(formatMinor(signedMinor(o.amount) + signedMinor(pnl))),
    pnl: (signOf(pnl) > 0 ? '+' : '') + formatMoney(pnl),
  };
}

/**
 * Announces each settled position once (the trading model's `results`): a sheet on its own product's screen
 * (with its entry and exit, and its proof a tap away), a toast on any other (a tap opens the order). A sheet
 * left by navigating away counts as seen.
 */
export function SettlementNotice() {
  const { trading } = useServices();
  const { path, query } = useLocation();
  const sheetFor = useRef<string | undefined>(undefined);
  const onScreen = (o: OrderView) => path === paths.detail && query.symbol === o.symbol;
  const results = trading.results.value;
  const sheet = results.find(onScreen);
  const elsewhere = results.filter((o) => !onScreen(o));
  useEffect(() => {
    if (sheet) sheetFor.current = sheet.id;
    const told = elsewhere.filter((o) => o.id !== sheetFor.current);
    if (told.length) {
      showToast(
        told.map((o) => {
          const s = summary(o, trading);
          return `${s.headline} · ${s.what} · ${t('position.payout')} ${s.payout} · ${t('order.pnl')} ${s.pnl}`;
        }).join('\n'),
        5000,
        // A tap opens the order, or the closed records when several ended at once.
        told.length > 1 ? withQuery(paths.orders, { tab: 'settled' }) : withQuery(paths.orders, { id: told[0].id }),
      );
    }
    for (const o of elsewhere) trading.announced(o.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by which orders ended elsewhere: `elsewhere` is a new array each render
  }, [sheet, elsewhere.map((o) => o.id).join(), trading]);
  if (!sheet) return null;
  const s = summary(sheet, trading);
  const close = () => trading.announced(sheet.id);
  const tone = sheet.result === 'win' ? 'up-rise' : sheet.result === 'loss' ? 'up-fall' : '';
  // What decided it first, so the result explains itself; its proof is one tap below.
  const rows: [MessageKey, string, string?][] = [
    ['order.entry', priceAt(sheet.entry)],
    ['order.exit', priceAt(sheet.exit)],
    ['trade.amount', formatMoney(sheet.amount)],
    ['position.payout', s.payout],
    ['order.pnl', s.pnl, tone],
  ];
  return (
    <div className="up-scrim up-sheet-scrim" onClick={(event) => event.target === event.currentTarget && close()}>
      <div className="up-dialog up-sheet" role="dialog" aria-modal="true" aria-labelledby="up-result">
        <h2 id="up-result" className={tone}>
          {s.headline}
        </h2>
        <p>{s.what}</p>
        <dl className="up-kv">
          {rows.map(([label, value, className = '']) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd className={`up-num ${className}`}>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="up-actions">
          <Link className="up-btn secondary" to={withQuery(paths.orders, { id: sheet.id })}>
            {t('position.proof')}
          </Link>
          <button type="button" className="up-btn" onClick={close}>
            {t('position.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
