import { t } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';
import { useServices } from '../state/services.js';
import { paths } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { NavBar } from '../components/nav-bar.js';
import { Icon, type IconName } from '../components/icons.js';
import { EmptyState } from '../components/empty-state.js';
import { ProductList } from '../components/product-list.js';
import { SimulatedTag } from '../components/simulated-tag.js';
import { AreaPart } from '../areas/area-part.js';

// Only screens that exist are linked; messages, about us and the rest join with their issues.
const tiles: [string, IconName, string][] = [
  [paths.deposit, 'plus', 'home.quickDeposit'],
  [paths.products, 'chart', 'home.productTrading'],
  [paths.orders, 'list', 'home.ordersTile'],
  [paths.withdrawalAccount, 'card', 'home.withdrawalMethod'],
  [paths.money, 'wallet', 'tabs.money'],
  [paths.help, 'help', 'help.title'],
  [paths.settings, 'globe', 'home.language'],
];

/** `/pages/index/index` (tab 1): a greeting, the shortcuts, recommended products and news. */
export default function HomePage() {
  const { session, appInfo } = useServices();
  const me = session.user.value;
  const serviceUrl = appInfo.value?.customerServiceUrl;
  return (
    <div class="up-page">
      <NavBar
        title={t('app.name')}
        action={
          <Link class="up-icon-btn" to={paths.settings} aria-label={t('home.language')}>
            <Icon name="globe" />
          </Link>
        }
      />
      <div class="up-body">
        <section class="up-hero">
          {me ? (
            <>
              <p>{t('home.totalAssets')}</p>
              <p class="up-big up-num">
                {formatMoney(me.balances.total)} <small>{appInfo.value?.funds?.currency}</small>
              </p>
              <AreaPart area="user" name="balanceParts" balances={me.balances} />
            </>
          ) : (
            <>
              <p class="up-hero-title">{t('home.tagline')}</p>
              <div class="up-hero-actions">
                <Link class="up-btn" to={paths.login}>{t('home.signIn')}</Link>
                <Link class="up-btn secondary" to={paths.registerCheck}>{t('home.register')}</Link>
              </div>
            </>
          )}
        </section>

        <nav class="up-card up-grid" aria-label={t('home.shortcuts')}>
          {tiles.map(([to, icon, label]) => (
            <Link key={label} to={to}>
              <span class="up-tile-icon"><Icon name={icon} /></span>
              {t(label)}
            </Link>
          ))}
          {serviceUrl && (
            <a href={serviceUrl} target="_blank" rel="noopener noreferrer">
              <span class="up-tile-icon"><Icon name="chat" /></span>
              {t('home.onlineService')}
            </a>
          )}
        </nav>

        <section aria-labelledby="up-reco">
          <h2 id="up-reco" class="up-section-title">
            {t('home.recommendations')} <SimulatedTag />
          </h2>
          <ProductList />
        </section>

        <section class="up-card" aria-labelledby="up-news">
          <h2 id="up-news" class="up-section-title">{t('home.news')}</h2>
          <EmptyState title={t('common.noData')} />
        </section>
      </div>
    </div>
  );
}
