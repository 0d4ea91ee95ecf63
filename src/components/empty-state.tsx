import type { ReactNode } from 'react';
import { Link } from '../routing/link.js';
import { Icon } from './icons.js';

/** Where a user goes from an empty screen: a refusal or an absence always says what to do next. */
export interface WayOn {
  to: string;
  label: string;
  /** The empty screen is not worth going back to (a withdrawn item, an expired step): it leaves the history. */
  replace?: boolean;
}

/** What a list or screen shows when there is honestly nothing (yet): never a made-up number. */
export function EmptyState({ title, way, children }: { title: string; way?: WayOn; children?: ReactNode }) {
  return (
    <div className="up-empty" role="status">
      <Icon name="empty" />
      <strong>{title}</strong>
      {children}
      {way && (
        <Link className="up-btn" to={way.to} replace={way.replace}>
          {way.label}
        </Link>
      )}
    </div>
  );
}
