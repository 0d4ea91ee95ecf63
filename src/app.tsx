import { useEffect, useState } from 'react';
import { Router, Route, useLocation } from 'preact-iso/router';
import { ServicesContext, type Services } from './state/services.js';
import { useAuthGuard } from './hooks/use-auth-guard.js';
import { loadAppInfo } from './state/app-info.js';
import { UrlLocationProvider, type UrlSource } from './routing/location-provider.js';
import { paths, tabPaths } from './routing/paths.js';
import { t } from './i18n/i18n.js';
import { TabBar } from './components/tab-bar.js';
import { Toast } from './components/toast.js';
import { RouteLoading } from './components/route-loading.js';
import { AreaPart } from './areas/area-part.js';
import WelcomePage from './pages/welcome.js';
import HomePage from './pages/home.js';
import ProductsPage from './pages/products.js';
import ProductDetailPage from './pages/product-detail.js';
import { areaScreen } from './areas/area-screen.js';
import type { ComponentType } from 'react';
import { riseColour } from './state/rise-colour.js';
import NotFoundPage from './pages/not-found.js';
import { Later } from './start-in-slices.js';

/** The first visit's screens are in the core; every other one comes with its area's chunk. */
const screens: Record<keyof typeof paths, ComponentType<any>> = {
  welcome: WelcomePage,
  home: HomePage,
  products: ProductsPage,
  detail: ProductDetailPage,
  money: areaScreen('savings', 'money'),
  savingsIn: areaScreen('savings', 'savingsIn'),
  savingsOut: areaScreen('savings', 'savingsOut'),
  savingsRecords: areaScreen('savings', 'savingsRecords'),
  savingsRules: areaScreen('savings', 'savingsRules'),
  deposit: areaScreen('funds', 'deposit'),
  depositList: areaScreen('funds', 'depositList'),
  withdraw: areaScreen('withdraw', 'withdraw'),
  withdrawalList: areaScreen('records', 'withdrawalList'),
  withdrawalAccount: areaScreen('withdraw', 'withdrawalAccount'),
  withdrawalAccountDetail: areaScreen('withdraw', 'withdrawalAccountDetail'),
  moneyRecord: areaScreen('records', 'moneyRecord'),
  verify: areaScreen('verification', 'verify'),
  user: areaScreen('user', 'user'),
  settings: areaScreen('user', 'settings'),
  password: areaScreen('user', 'password'),
  security: areaScreen('security', 'security'),
  login: areaScreen('sign-in', 'login'),
  registerCheck: areaScreen('sign-in', 'registerCheck'),
  register: areaScreen('sign-in', 'register'),
  forgotPassword: areaScreen('sign-in', 'forgotPassword'),
  orders: areaScreen('orders', 'orders'),
  help: areaScreen('help', 'help'),
  about: areaScreen('help', 'about'),
  privacy: areaScreen('help', 'privacy'),
  info: areaScreen('help', 'info'),
  terms: areaScreen('help', 'terms'),
  newsList: areaScreen('news', 'newsList'),
  newsDetail: areaScreen('news', 'newsDetail'),
  wallet: areaScreen('user', 'wallet'),
  messages: areaScreen('messages', 'inbox'),
  support: areaScreen('messages', 'support'),
};


function Screens({ tabBar }: { tabBar: boolean }) {
  const { path } = useLocation();
  const blocked = useAuthGuard();
  // While an area's chunk is on its way the last screen stays up (preact-iso); this bar says a tap was heard.
  const [loading, setLoading] = useState(false);
  if (blocked) return null;
  return (
    <>
      {loading && <RouteLoading />}
      <Router onLoadStart={() => setLoading(true)} onLoadEnd={() => setLoading(false)}>
        <Route path="/" component={WelcomePage} />
        {(Object.keys(screens) as (keyof typeof paths)[]).map((name) => (
          <Route key={name} path={paths[name]} component={screens[name]} />
        ))}
        <Route default component={NotFoundPage} />
      </Router>
      {tabBar && (tabPaths as readonly string[]).includes(path) && <TabBar />}
    </>
  );
}

export function App({ services, source, tabBar = true }: { services: Services; source: UrlSource; tabBar?: boolean }) {
  useEffect(() => {
    // Whatever screen the app opens on; the welcome screen shows a failure, others keep the stored copy.
    loadAppInfo(services).catch(() => {});
  }, [services]);
  return (
    <ServicesContext.Provider value={services}>
      <UrlLocationProvider source={source}>
        {/* `rr`: a rise in red, a fall in green (the language's convention or the user's choice). `data-theme` switches
            every colour token (src/styles/variables.css); a partner's accent comes as custom properties. */}
        {/* `no-tab-bar`: a partner's frame without the tab bar keeps no room for it under the pages (embed.js). */}
        <div className={`up-root${riseColour(services.store).value === 'red' ? ' rr' : ''}${tabBar ? '' : ' no-tab-bar'}`} data-theme={services.theme.theme.value} style={services.theme.style.value}>
          {services.market.down.value && (
            <p className="up-notice up-offline" role="status">
              {t('market.offline')}
            </p>
          )}
          <Later>
            <Screens tabBar={tabBar} />
          </Later>
          {services.trading.results.value.length > 0 && <AreaPart area="orders" name="settlement" />}
          {services.session.signedIn.value && <AreaPart area="events" name="accountEvents" />}
          <Toast />
        </div>
      </UrlLocationProvider>
    </ServicesContext.Provider>
  );
}
