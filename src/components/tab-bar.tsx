import { useLocation } from 'preact-iso/router';
import { t, type MessageKey } from '../i18n/i18n.js';
import { Link } from '../routing/link.js';
import { paths } from '../routing/paths.js';
import { Icon, type IconName } from './icons.js';

const tabs: { path: string; label: MessageKey; icon: IconName }[] = [
  { path: paths.home, label: 'tabs.home', icon: 'home' },
  { path: paths.products, label: 'tabs.products', icon: 'chart' },
  { path: paths.money, label: 'tabs.money', icon: 'wallet' },
  { path: paths.user, label: 'tabs.user', icon: 'user' },
];

export function TabBar() {
  const { path } = useLocation();
  return (
    <nav className="up-tabs" aria-label={t('tabs.label')}>
      {tabs.map((tab) => (
        <Link key={tab.path} to={tab.path} replace aria-current={path === tab.path ? 'page' : undefined}>
          <Icon name={tab.icon} />
          <span>{t(tab.label)}</span>
        </Link>
      ))}
    </nav>
  );
}
