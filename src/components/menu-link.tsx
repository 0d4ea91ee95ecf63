import type { ReactNode } from 'react';
import { Link } from '../routing/link.js';
import { Icon, type IconName } from './icons.js';

/** One row of a `.up-list` menu: icon, label, what `children` adds (a badge), chevron; `external` leaves the app. */
export function MenuLink({ to, icon, label, external, children }: { to: string; icon: IconName; label: string; external?: boolean; children?: ReactNode }) {
  const row = (
    <>
      <Icon name={icon} />
      <span className="up-grow">{label}</span>
      {children}
      <span className="up-chevron">
        <Icon name="chevron" />
      </span>
    </>
  );
  return (
    <li>
      {external ? (
        <a href={to} target="_blank" rel="noopener noreferrer">
          {row}
        </a>
      ) : (
        <Link to={to}>{row}</Link>
      )}
    </li>
  );
}
