import { useEffect } from 'react';
import { t, type MessageKey } from '../i18n/i18n.js';
import { formatMoney, formatPercent } from '../i18n/format.js';
import { useServices } from '../hooks/use-services.js';
import { Link } from '../routing/link.js';
import { paths, withQuery } from '../routing/paths.js';
import type { SavingsRecord } from '../core/savings.js';
import { NavBar } from '../components/nav-bar.js';
import { EmptyState } from '../components/empty-state.js';
import { Loading } from '../components/loading.js';
import { ErrorRetry } from '../components/error-retry.js';
import { useLoad } from '../hooks/use-load.js';
import { AreaPart } from '../areas/area-part.js';

const dayMs = 86_400_000;

/**
 * The last 30 days' earnings, a value a day (0 on a day without), oldest first, drawn by the charts area's line;
 * a line for a record list not yet in or without earnings, a sentence instead.
 */
function EarningsChart({ records }: { records?: SavingsRecord[] }) {
  const now = Date.now();
  const days = Array<number>(30).fill(0);
  let any = false;
  for (const r of records ?? []) {
    const ago = Math.floor((now - Date.parse(r.createdAt)) / dayMs);
    if (r.kind === 'earning' && ago >= 0 && ago < 30) {
      days[29 - ago] += Number(r.amount);
      any = true;
    }
  }
  if (!any) return <p className="up-muted">{t('savings.chartEmpty')}</p>;
  return (
    <div role="img" aria-label={t('savings.chart')} data-testid="savings-chart">
      <AreaPart area="charts" name="sparkPath" values={days} sign={1} style={{ width: '100%', height: '64px' }} />
    </div>
  );
}

/** `paths.money` (tab 3): the savings product — its figures, the last 30 days' earnings and the ways in and out. */
export default function SavingsPage() {
  const { session, savings } = useServices();
  const signedIn = session.signedIn.value;
  const summary = useLoad(() => (signedIn ? savings.refresh() : Promise.resolve(undefined)));
  const recent = useLoad(() => (signedIn ? savings.recent() : Promise.resolve([])));
  useEffect(() => {
    if (signedIn) session.refresh().catch(() => {});
  }, [signedIn, session]);
  const s = savings.summary.value ?? summary.value;
  const available = session.user.value?.balances.available;
  const rows: [MessageKey, string | undefined][] = s
    ? [
        ['money.confirmed', formatMoney(s.confirmed)],
        ['money.pending', formatMoney(s.pending)],
        ['money.earningsYesterday', formatMoney(s.earningsYesterday)],
        ['money.earningsTotal', formatMoney(s.earningsTotal)],
        ['money.rate', formatPercent(s.annualRate, 2)],
        ['savings.sevenDayYield', formatPercent(s.sevenDayYield, 2)],
        ['savings.remainingIn', String(s.remainingInToday)],
        ['savings.remainingOut', String(s.remainingOutToday)],
        ['savings.available', available && formatMoney(available)],
      ]
    : [];
  return (
    <div className="up-page">
      <NavBar title={t('tabs.money')} />
      {!signedIn ? (
        <div className="up-body">
          <div className="up-card">
            <EmptyState title={t('savings.signIn')} way={{ to: withQuery(paths.login, { redirect: paths.money }), label: t('login.submit') }} />
          </div>
        </div>
      ) : summary.error && !s ? (
        <ErrorRetry error={summary.error} onRetry={summary.retry} />
      ) : !s ? (
        <Loading />
      ) : (
        <div className="up-body" data-testid="savings">
          <section className="up-hero">
            <p>{t('money.total')}</p>
            <p className="up-big up-num" data-testid="savings-total">{formatMoney(s.total)}</p>
            <div className="up-hero-actions">
              <Link className="up-btn" to={paths.savingsIn}>{t('savings.in')}</Link>
              <Link className="up-btn secondary" to={paths.savingsOut}>{t('savings.out')}</Link>
            </div>
          </section>
          <dl className="up-card up-stats">
            {rows.map(([key, value]) => (
              <div key={key}>
                <dt>{t(key)}</dt>
                <dd className="up-num">{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
          <section className="up-card">
            <h2 className="up-section-title">{t('savings.chart')}</h2>
            <EarningsChart records={recent.value} />
          </section>
          <div className="up-actions">
            <Link className="up-btn secondary" to={paths.savingsRecords}>{t('savings.records')}</Link>
            <Link className="up-btn secondary" to={paths.savingsRules}>{t('savings.rules')}</Link>
          </div>
        </div>
      )}
    </div>
  );
}
