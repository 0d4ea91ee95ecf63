import type { MessageKey } from '../i18n/message-key.js';
import type { IconName } from '../components/icons.js';
import { paths } from '../routing/paths.js';

// Only screens that exist are linked; customer service follows them (the operator's link or our conversation).
// Home draws them, and the server's first screen too (server/web/first-screen.ts).
export const tiles: [string, IconName, MessageKey][] = [
  [paths.messages, 'bell', 'home.messages'],
  [paths.deposit, 'plus', 'home.quickDeposit'],
  [paths.products, 'chart', 'home.productTrading'],
  [paths.orders, 'list', 'home.ordersTile'],
  [paths.withdrawalAccount, 'card', 'home.withdrawalMethod'],
  [paths.money, 'wallet', 'tabs.money'],
  [paths.help, 'help', 'help.title'],
  [paths.about, 'info', 'about.title'],
  [paths.privacy, 'shield', 'privacy.title'],
  [paths.settings, 'globe', 'home.language'],
];
