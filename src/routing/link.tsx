import type { ReactNode } from 'react';
import { useLocation } from 'preact-iso/router';
import { Later } from '../start-in-slices.js';

interface Props {
  to: string;
  replace?: boolean;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

/** A link that routes through our location provider, in hash and in memory mode alike. */
export function Link({ to, replace, children, ...rest }: Props) {
  const { route } = useLocation();
  return (
    <a
      {...rest}
      href={`#${to}`}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        route(to, replace);
      }}
    >
      {/* Lists and menus are made of links: while the app starts, their contents spread over short tasks. */}
      <Later>{children}</Later>
    </a>
  );
}
