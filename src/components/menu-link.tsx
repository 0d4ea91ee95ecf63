import { Link } from '../routing/link.js';
import { Icon, type IconName } from './icons.js';

/** One row of a `.up-list` menu: icon, label, chevron. */
export function MenuLink({ to, icon, label }: { to: string; icon: IconName; label: string }) {
  return (
    <li>
      <Link to={to}>
        <Icon name={icon} />
        <span className="up-grow">{label}</span>
        <span className="up-chevron">
          <Icon name="chevron" />
        </span>
      </Link>
    </li>
  );
}
