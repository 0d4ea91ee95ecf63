import { t } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';
import { useServices } from '../hooks/use-services.js';
import { paths } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { NavBar } from '../components/nav-bar.js';
import { Icon } from '../components/icons.js';
import { ProductList } from '../components/product-list.js';
import { SimulatedTag } from '../components/simulated-tag.js';
import { AsOf } from '../components/as-of.js';
import { AreaPart } from '../areas/area-part.js';
import { tiles } from './home-tiles.js';
import { Later } from '../start-in-slices.js';

/** `paths.home` (tab 1): a greeting, the shortcuts, recommended products, the platform's highlights and news. */
export default function HomePage() {
  const { session, appInfo } = useServices();
  const me = session.user.value;
  const asOf = session.asOf.value;
  const serviceUrl = appInfo.value?.customerServiceUrl;
  const service = (
    <>
      <span className="up-tile-icon"><Icon name="chat" /></span>
      {t('home.onlineService')}
    </>
  );
  return (
    <div className="up-page">
      <NavBar
        title={t('app.name')}
        action={
          <Link className="up-icon-btn" to={paths.settings} aria-label={t('home.language')}>
            <Icon name="globe" />
          </Link>
        }
      />
      <div className="up-body">
        <section className="up-hero">
          {me ? (
            <>
              <p>
                {t('home.totalAssets')}
                {appInfo.value?.demoMode && <span className="up-badge" data-testid="demo-funds">{t('home.demoFunds')}</span>}
              </p>
              <p className={asOf ? 'up-big up-num up-stale' : 'up-big up-num'}>
                {formatMoney(me.balances.total)} <small>{appInfo.value?.funds?.currency}</small>
              </p>
              {asOf && <AsOf timeMs={asOf} />}
              <AreaPart area="user" name="balanceParts" balances={me.balances} />
            </>
          ) : (
            <>
              <p className="up-hero-title">{t('home.tagline')}</p>
              <div className="up-hero-actions">
                <Link className="up-btn" to={paths.login}>{t('home.signIn')}</Link>
                <Link className="up-btn secondary" to={paths.registerCheck}>{t('home.register')}</Link>
              </div>
            </>
          )}
          <Link className="up-hero-risk" to={paths.help} data-testid="risk-line">{t('home.riskLine')}</Link>
        </section>

        <nav className="up-card up-grid" aria-label={t('home.shortcuts')}>
          {tiles.map(([to, icon, label]) => (
            <Link key={label} to={to}>
              <span className="up-tile-icon"><Icon name={icon} /></span>
              {t(label)}
              {/* The messages area's: the core carries only this call. */}
              {to === paths.messages && me && <AreaPart area="messages" name="unreadBadge" />}
            </Link>
          ))}
          {serviceUrl ? <a href={serviceUrl} target="_blank" rel="noopener noreferrer">{service}</a> : <Link to={paths.support}>{service}</Link>}
        </nav>

        <section aria-labelledby="up-reco">
          <h2 id="up-reco" className="up-section-title up-title-row">
            {t('home.recommendations')}
            <SimulatedTag />
          </h2>
          <Later>
            <ProductList />
          </Later>
        </section>

        {/* The highlights and the latest news: the news area's, so the core carries only this call. */}
        <AreaPart area="news" name="home" />
      </div>
    </div>
  );
}
