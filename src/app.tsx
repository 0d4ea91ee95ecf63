import { useEffect } from 'preact/hooks';
import { Router, Route, useLocation } from 'preact-iso/router';
import { ServicesContext, useServices, type Services } from './state/services.js';
import { loadAppInfo } from './state/app-info.js';
import { UrlLocationProvider, type UrlSource } from './routing/location-provider.js';
import { paths, publicPaths, tabPaths, withQuery } from './routing/paths.js';
import { t } from './i18n/i18n.js';
import { TabBar } from './components/tab-bar.js';
import { Toast } from './components/toast.js';
import WelcomePage from './pages/welcome.js';
import HomePage from './pages/index.js';
import ProductsPage from './pages/product.js';
import MoneyPage from './pages/money.js';
import UserPage from './pages/user.js';
import LoginPage from './pages/login.js';
import RegisterCheckPage from './pages/register-check.js';
import RegisterPage from './pages/register.js';
import SettingsPage from './pages/set.js';
import PasswordPage from './pages/password.js';
import DepositPage from './pages/amount.js';
import DepositListPage from './pages/withdraw-open.js';
import WithdrawPage from './pages/withdraw-money.js';
import WithdrawalListPage from './pages/withdraw-list.js';
import AccountPage from './pages/account.js';
import AccountDetailPage from './pages/account-detail.js';
import MoneyRecordPage from './pages/money-record.js';
import DetailPage from './pages/detail.js';
import OrdersPage from './pages/order.js';
import HelpPage from './pages/help.js';
import { riseColour } from './state/rise-colour.js';
import NotFoundPage from './pages/not-found.js';

/** Sends a signed-out visitor of a personal page to login, with the way back in `redirect`. */
function useAuthGuard(): boolean {
  const { path, url, route } = useLocation();
  const { session } = useServices();
  // Unknown addresses fall through to "page not found" for everyone; known ones are private unless listed public.
  const known = (Object.values(paths) as string[]).includes(path);
  const blocked = !session.signedIn.value && known && !publicPaths.includes(path);
  useEffect(() => {
    if (blocked) route(withQuery(paths.login, { redirect: url }), true);
  }, [blocked, url]);
  return blocked;
}

function Screens({ tabBar }: { tabBar: boolean }) {
  const { path } = useLocation();
  const blocked = useAuthGuard();
  if (blocked) return null;
  return (
    <>
      <Router>
        <Route path="/" component={WelcomePage} />
        <Route path={paths.welcome} component={WelcomePage} />
        <Route path={paths.home} component={HomePage} />
        <Route path={paths.products} component={ProductsPage} />
        <Route path={paths.money} component={MoneyPage} />
        <Route path={paths.user} component={UserPage} />
        <Route path={paths.login} component={LoginPage} />
        <Route path={paths.registerCheck} component={RegisterCheckPage} />
        <Route path={paths.register} component={RegisterPage} />
        <Route path={paths.settings} component={SettingsPage} />
        <Route path={paths.password} component={PasswordPage} />
        <Route path={paths.deposit} component={DepositPage} />
        <Route path={paths.depositList} component={DepositListPage} />
        <Route path={paths.withdraw} component={WithdrawPage} />
        <Route path={paths.withdrawalList} component={WithdrawalListPage} />
        <Route path={paths.withdrawalAccount} component={AccountPage} />
        <Route path={paths.withdrawalAccountDetail} component={AccountDetailPage} />
        <Route path={paths.moneyRecord} component={MoneyRecordPage} />
        <Route path={paths.detail} component={DetailPage} />
        <Route path={paths.orders} component={OrdersPage} />
        <Route path={paths.help} component={HelpPage} />
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
        {/* `rr`: a rise in red, a fall in green (the language's convention or the user's choice). */}
        <div class={riseColour(services.store).value === 'red' ? 'up-root rr' : 'up-root'}>
          {services.market.down.value && (
            <p class="up-notice up-offline" role="status">
              {t('market.offline')}
            </p>
          )}
          <Screens tabBar={tabBar} />
          <Toast />
        </div>
      </UrlLocationProvider>
    </ServicesContext.Provider>
  );
}
