import { t, type MessageKey } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { paths, withQuery } from '../routing/paths.js';
import { AreaPart } from '../areas/area-part.js';
import type { IconName } from './icons.js';
import { MenuLink } from './menu-link.js';

// Only screens that exist are linked: a shortcut to nothing is a dead button.
const shortcuts: { to: string; label: MessageKey; icon: IconName }[] = [
  { to: paths.verify, label: 'user.verify', icon: 'id' },
  { to: paths.wallet, label: 'wallet.title', icon: 'wallet' },
  { to: paths.depositList, label: 'depositList.title', icon: 'list' },
  { to: paths.withdrawalList, label: 'withdrawList.title', icon: 'doc' },
  { to: paths.moneyRecord, label: 'record.title', icon: 'wallet' },
  { to: paths.withdrawalAccount, label: 'account.title', icon: 'card' },
  { to: paths.orders, label: 'order.title', icon: 'chart' },
  { to: withQuery(paths.password, { kind: 'login' }), label: 'set.loginPassword', icon: 'lock' },
  { to: withQuery(paths.password, { kind: 'trade' }), label: 'set.tradePassword', icon: 'shield' },
  { to: paths.security, label: 'user.security', icon: 'shield' },
  { to: paths.settings, label: 'user.settings', icon: 'gear' },
];

/**
 * The personal center's menu: system messages (with the unread badge), the user's balances, records, withdrawal
 * account, orders, passwords and settings, and customer service (the operator's link where app info has one).
 */
export function PersonalMenu() {
  const serviceUrl = useServices().appInfo.value?.customerServiceUrl;
  return (
    <ul className="up-list">
      <MenuLink to={paths.messages} icon="bell" label={t('home.messages')}>
        <AreaPart area="messages" name="unreadBadge" />
      </MenuLink>
      {shortcuts.map((s) => (
        <MenuLink key={s.to} to={s.to} icon={s.icon} label={t(s.label)} />
      ))}
      <MenuLink to={serviceUrl || paths.support} external={!!serviceUrl} icon="chat" label={t('home.onlineService')} />
    </ul>
  );
}
