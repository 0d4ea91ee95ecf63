import { t } from '../i18n/i18n.js';
import { NavBar } from '../components/nav-bar.js';
import { EmptyState } from '../components/empty-state.js';

const rows = ['money.confirmed', 'money.pending', 'money.earningsYesterday', 'money.earningsTotal', 'money.rate'];

/** `/pages/money/money` (tab 3): Yu'ebao. Its figures arrive with the savings issue; until then, dashes. */
export default function MoneyPage() {
  return (
    <div class="up-page">
      <NavBar title={t('tabs.money')} />
      <div class="up-body">
        <section class="up-hero">
          <p>{t('money.total')}</p>
          <p class="up-big up-num">—</p>
        </section>
        <dl class="up-card up-stats">
          {rows.map((key) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd class="up-num">—</dd>
            </div>
          ))}
        </dl>
        <div class="up-card">
          <EmptyState title={t('money.notOpen')} />
        </div>
      </div>
    </div>
  );
}
