import { t, type MessageKey } from '../i18n/i18n.js';
import { paths } from '../routing/paths.js';
import type { IconName } from './icons.js';
import { MenuLink } from './menu-link.js';

const links: { to: string; label: MessageKey; icon: IconName }[] = [
  { to: paths.about, label: 'about.title', icon: 'info' },
  { to: paths.privacy, label: 'privacy.title', icon: 'shield' },
  { to: paths.terms, label: 'legal.terms', icon: 'doc' },
  { to: paths.info, label: 'legal.info', icon: 'list' },
];

/** The personal center's links to who runs Uptick and on what terms: about us, privacy policy, terms, information. */
export function AboutLinks() {
  return (
    <ul className="up-list" aria-label={t('legal.title')}>
      {links.map((link) => (
        <MenuLink key={link.to} to={link.to} icon={link.icon} label={t(link.label)} />
      ))}
    </ul>
  );
}
