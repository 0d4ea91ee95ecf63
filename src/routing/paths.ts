/** The spec's route names: one place, so links and the router can't disagree. */
export const paths = {
  welcome: '/pages/welcome/welcome',
  home: '/pages/index/index',
  products: '/pages/product/product',
  money: '/pages/money/money',
  user: '/pages/user/user',
  login: '/pages/login/login',
  registerCheck: '/pages/login/registerCheck',
  register: '/pages/login/register',
  /** "Forgot password" (a sibling path of ours: the spec names none); `?kind=trade`, `?account=`. */
  forgotPassword: '/pages/login/forgot',
  settings: '/pages/set/set',
  password: '/pages/password/password',
  /** Account security: two-step sign-in, the devices signed in, the last sign-ins (a sibling path of ours). */
  security: '/pages/password/security',
  /** "amount" in the spec's route list is the deposit screen (docs/decisions.md). */
  deposit: '/pages/amount/amount',
  depositList: '/pages/withdraw-list/withdraw-open',
  withdraw: '/pages/withdraw-money/withdraw-money',
  withdrawalList: '/pages/withdraw-list/withdraw-list',
  withdrawalAccount: '/pages/account/account',
  withdrawalAccountDetail: '/pages/account/account-detail',
  moneyRecord: '/pages/money-record/money-record',
  /** Real-name verification. */
  verify: '/pages/verify/verify',
  /** Product detail and trade: `?symbol=BTCUSDT`. */
  detail: '/pages/Detail/Detail',
  /** Order records; `?id=` shows one order with its proof. */
  orders: '/pages/order/order',
  /** The help center, with the trading rules. */
  help: '/pages/help/help',
  /** Savings: transfer in (the spec's route) and transfer out (a sibling path of ours: the spec names none). */
  savingsIn: '/pages/transfer/transfer',
  savingsOut: '/pages/transfer/transfer-out',
  /** The savings details (records) and rules screens, by the spec's route names. */
  savingsRecords: '/pages/Particulars/Particulars',
  savingsRules: '/pages/money/detail',
  /** Content pages: about us, the privacy policy, the spec's untitled information page, and the terms (ours). */
  about: '/pages/aboutUs/aboutUs',
  privacy: '/pages/yinsi/yinsi',
  info: '/pages/yinsi/gy',
  terms: '/pages/yinsi/terms',
  /** News: the list (a sibling path of ours) and one item, `?id=` (the spec's home detail). */
  newsList: '/pages/index/news',
  newsDetail: '/pages/index/detail',
  /** Where the balances are, each with its way in or out (docs/decisions.md, "Wallet"). */
  wallet: '/pages/wallet/wallet',
  /** System messages; `?id=` shows one. */
  messages: '/pages/message/message',
  /** The conversation with customer service. */
  support: '/pages/service/service',
} as const;

// The spec's location pickers (/choose-location, /open-location) are not screens of ours: like any unknown
// address they show "page not found" with a way home.

/** Tab-bar routes, in the order the bar shows them. */
export const tabPaths = [paths.home, paths.products, paths.money, paths.user] as const;

/** Pages a signed-out visitor may see; every other page sends them to login and back afterwards. */
export const publicPaths: readonly string[] = [
  '/',
  paths.welcome,
  paths.home,
  paths.products,
  paths.money,
  paths.login,
  paths.registerCheck,
  paths.register,
  paths.forgotPassword,
  paths.settings,
  paths.detail,
  paths.help,
  paths.savingsRules,
  paths.about,
  paths.privacy,
  paths.info,
  paths.terms,
  paths.newsList,
  paths.newsDetail,
];

export function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
