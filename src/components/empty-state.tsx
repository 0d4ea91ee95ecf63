import type { ReactNode } from 'react';
import { Icon } from './icons.js';

/** What a list or screen shows when there is honestly nothing (yet): never a made-up number. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="up-empty" role="status">
      <Icon name="empty" />
      <strong>{title}</strong>
      {children}
    </div>
  );
}
