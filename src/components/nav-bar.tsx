import type { ReactNode } from 'react';
import { useLocation } from 'preact-iso/router';
import { t } from '../i18n/i18n.js';
import { Icon } from './icons.js';

/** The top bar: a back button (to `backTo`, or history), the title, and an optional action on the right. */
export function NavBar({ title, backTo, action }: { title: string; backTo?: string; action?: ReactNode }) {
  const { route } = useLocation();
  return (
    <header className="up-bar">
      {backTo ? (
        <button type="button" className="up-icon-btn" aria-label={t('common.back')} onClick={() => route(backTo)}>
          <Icon name="back" />
        </button>
      ) : (
        <span />
      )}
      <h1>{title}</h1>
      {action ?? <span />}
    </header>
  );
}
