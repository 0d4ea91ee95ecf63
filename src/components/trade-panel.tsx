import type { ReactNode } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { formatMinor, parseMoney } from '../core/money.js';
import { winningsMinor, type Direction } from '../core/settlement.js';
import { t } from '../i18n/i18n.js';
import { sentenceGap } from '../i18n/sentence-gap.js';
import { formatMoney, formatPeriod, productName } from '../i18n/format.js';
import type { Product } from '../core/product.js';
import { useServices } from '../hooks/use-services.js';
import { paths, withQuery } from '../routing/paths.js';
import { useQueryState } from '../hooks/use-query-state.js';
import { Link } from '../routing/link.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { DirectionButtons } from './direction-buttons.js';
import { MarketClosedNotice } from './market-closed-notice.js';
import { PayoutSummary } from './payout-summary.js';
import { PeriodPicker } from './period-picker.js';
import { StakePicker } from './stake-picker.js';
import { AreaPart } from '../areas/area-part.js';
import { errorMessage } from './form-error.js';
import { moneyError } from './money-error.js';
import { showToast } from './toast.js';
import { asApiError, type ApiError } from '../api/api-error.js';
import { Later } from '../start-in-slices.js';

/**
 * Period and stake of an up/down order (kept in the screen's URL, so Back returns to them), then, pinned to the
 * bottom, what a win would pay, why Rise / Fall can't be used now if they can't, and the buttons. A buy is
 * confirmed in a dialog (after the one-time risk notice) and sent once under one idempotency key.
 */
export function TradePanel({ product: p, children }: { product: Product; children?: ReactNode }) {
  const { route, url } = useLocation();
  const { session, trading, market, appInfo } = useServices();
  const [periodText, setPeriod] = useQueryState('period');
  const [amount = '', setAmount] = useQueryState('stake');
  const [direction, setDirection] = useState<Direction>('up');
  const [asking, setAsking] = useState<'risk' | 'confirm'>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError>();
  // Stable, so the dialog doesn't refocus on every price tick.
  const cancel = useCallback(() => setAsking(undefined), []);
  useEffect(() => {
    // Balance and risk acknowledgement must be fresh; the cached copy shows meanwhile.
    if (session.signedIn.value) session.refresh().catch(() => {});
  }, [session]);

  const me = session.user.value;
  const available = me?.balances.available;
  const currency = appInfo.value?.funds?.currency ?? '';
  const money = (minor: number) => formatMoney(formatMinor(minor));
  const minMinor = parseMoney(p.minStake) ?? 0;
  const maxMinor = parseMoney(p.maxStake) ?? 0;
  const stakeMinor = parseMoney(amount) ?? 0;
  // A period the product no longer offers (an old link) falls back to its first.
  const rate = p.periods.find((x) => String(x.seconds) === periodText) ?? p.periods[0];
  const valid = stakeMinor > 0 && stakeMinor >= minMinor && stakeMinor <= maxMinor;
  // What a win pays only for a stake that can be bought: 5 below a minimum of 10 pays nothing.
  const estimateMinor = valid && rate ? stakeMinor + winningsMinor(stakeMinor, parseMoney(rate.payoutRate) ?? 0) : 0;
  const outOfRange = amount !== '' && !valid;
  const availableMinor = available ? (parseMoney(available) ?? 0) : Infinity;
  // Said on the screen, before the risk notice and the confirmation, not as the server's refusal after them.
  const short = availableMinor < Math.max(minMinor, stakeMinor);
  // Prices that are not live can't be traded on: said beside the buttons, not as an error after Confirm.
  const offline = market.down.value;
  const canBuy = p.status === 'open' && !offline && !!rate && valid && !short && !busy;

  function buy(dir: Direction) {
    if (!me) return route(withQuery(paths.login, { redirect: url }));
    setDirection(dir);
    setError(undefined);
    setAsking(me.riskAcknowledged ? 'confirm' : 'risk');
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (failed) {
      const e = asApiError(moneyError(failed));
      // A profile cached before the notice was accepted: ask for it, then the order goes on.
      const risk = e.code === 'risk_not_acknowledged';
      setAsking(risk ? 'risk' : undefined);
      setError(risk ? undefined : e);
    } finally {
      setBusy(false);
    }
  }

  const accept = () =>
    run(async () => {
      await session.acknowledgeRisk();
      setAsking('confirm');
    });

  const send = () =>
    run(async () => {
      setAsking(undefined);
      const body = { symbol: p.symbol, direction, amount: formatMinor(stakeMinor), period: rate!.seconds };
      await trading.placeOrder(body);
      showToast(t('trade.success'));
    });

  return (
    <>
      <section className="up-card up-form" aria-label={t('home.productTrading')}>
        <PeriodPicker periods={p.periods} value={rate?.seconds} onPick={(seconds) => setPeriod(String(seconds))} />
        <Later>
          <StakePicker
            product={p}
            value={amount}
            onValue={setAmount}
            available={available}
            currency={currency}
            // The spec's 'Please enter another amount' with the range, under the field, as soon as the stake is outside it.
            error={outOfRange ? t('errors.amount_out_of_range', { min: formatMoney(p.minStake), max: formatMoney(p.maxStake) }) : undefined}
          />
        </Later>
        {short && !outOfRange && (
          <p className="up-notice" role="status" id="trade-short">
            {t(availableMinor ? 'trade.lowBalance' : 'trade.zeroBalance')}
            {sentenceGap()}
            <Link to={paths.deposit}>{t('trade.deposit')}</Link>
          </p>
        )}
        {children}
      </section>
      <div className="up-dock">
        {p.status !== 'open' ? (
          <MarketClosedNotice product={p} />
        ) : offline ? (
          <p className="up-notice" role="status">
            {t('trade.offline')}
          </p>
        ) : error ? (
          <p className="up-form-error" role="alert">
            {error.code === 'insufficient_funds' ? t('trade.noFunds') : errorMessage(error)}
          </p>
        ) : (
          // Rise and Fall wait for a stake: said beside them, not left greyed without a word.
          amount === '' && (
            <p className="up-hint" id="trade-need-stake">
              {t('trade.chooseStake')}
            </p>
          )
        )}
        <PayoutSummary available={available} estimate={estimateMinor ? money(estimateMinor) : undefined} />
        <DirectionButtons disabled={!canBuy} onBuy={buy} describedBy={p.status === 'open' && !offline && amount === '' ? 'trade-need-stake' : undefined} />
      </div>
      {/* Mounted while the notice may be needed, not only when asked: its chunk and text load before Buy is tapped. */}
      {me && (!me.riskAcknowledged || asking === 'risk') && (
        <AreaPart area="help" name="riskNotice" open={asking === 'risk'} busy={busy} onAccept={accept} onCancel={cancel} />
      )}
      {asking === 'confirm' && (
        <ConfirmDialog
          message={[
            `${productName(p)} ${p.symbol}`,
            `${t(`trade.${direction}`)} · ${formatPeriod(rate!.seconds)}`,
            `${t('trade.amount')} ${money(stakeMinor)} ${currency}`,
            `${t('trade.estimate')} ${money(estimateMinor)} ${currency}`,
          ].join('\n')}
          onConfirm={send}
          onCancel={cancel}
        />
      )}
    </>
  );
}
