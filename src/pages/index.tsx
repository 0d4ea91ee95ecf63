import { t } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';
import { useServices } from '../state/services.js';
import { paths } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { NavBar } from '../components/nav-bar.js';
import { Icon } from '../components/icons.js';
import { EmptyState } from '../components/empty-state.js';

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
          <Link class="up-icon-btn" to={paths.settings} aria-label={t('set.language')}>
            <Icon name="globe" />
          </Link>
        }
      />
      <div class="up-body">
        <section class="up-hero">
          {me ? (
            <>
              <p>{t('user.totalAssets')}</p>
              <p class="up-big up-num">
                {formatMoney(me.balances.total)} <small>{appInfo.value?.funds?.currency}</small>
              </p>
            </>
          ) : (
            <>
              <p class="up-hero-title">{t('home.tagline')}</p>
              <div class="up-hero-actions">
                <Link class="up-btn" to={paths.login}>{t('login.submit')}</Link>
                <Link class="up-btn secondary" to={paths.registerCheck}>{t('login.register')}</Link>
              </div>
            </>
          )}
        </section>

        {/* Only screens that exist are linked; orders, help and the rest join with their issues. */}
        <nav class="up-card up-grid" aria-label={t('home.shortcuts')}>
          <Link to={paths.deposit}>
            <span class="up-tile-icon"><Icon name="plus" /></span>
            {t('home.quickDeposit')}
          </Link>
          <Link to={paths.products}>
            <span class="up-tile-icon"><Icon name="chart" /></span>
            {t('home.productTrading')}
          </Link>
          <Link to={paths.withdrawalAccount}>
            <span class="up-tile-icon"><Icon name="card" /></span>
            {t('home.withdrawalMethod')}
          </Link>
          <Link to={paths.money}>
            <span class="up-tile-icon"><Icon name="wallet" /></span>
            {t('tabs.money')}
          </Link>
          {serviceUrl && (
            <a href={serviceUrl} target="_blank" rel="noopener noreferrer">
              <span class="up-tile-icon"><Icon name="chat" /></span>
              {t('home.onlineService')}
            </a>
          )}
          <Link to={paths.settings}>
            <span class="up-tile-icon"><Icon name="globe" /></span>
            {t('set.language')}
          </Link>
        </nav>

        <section class="up-card" aria-labelledby="up-reco">
          <h2 id="up-reco" class="up-section-title">{t('home.recommendations')}</h2>
          <EmptyState title={t('common.noData')}>
            <p>{t('home.noProducts')}</p>
          </EmptyState>
        </section>

        <section class="up-card" aria-labelledby="up-news">
          <h2 id="up-news" class="up-section-title">{t('home.news')}</h2>
          <EmptyState title={t('common.noData')} />
        </section>
      </div>
    </div>
  );
}
