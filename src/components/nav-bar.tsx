import type { ReactNode } from 'react';
import { t } from '../i18n/i18n.js';
import { useBack } from '../hooks/use-back.js';
import { Icon } from './icons.js';

/**
 * The top bar: a back button (to the previous screen of the app, else to the parent `backTo`), the title, and
 * an optional action on the right.
 */
export function NavBar({ title, backTo, action }: { title: string; backTo?: string; action?: ReactNode }) {
  const back = useBack(backTo ?? '/');
  return (
    <header className="up-bar">
      {backTo ? (
        <button type="button" className="up-icon-btn" aria-label={t('common.back')} onClick={back}>
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
