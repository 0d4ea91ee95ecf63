import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { loadArea, loadedArea } from './areas.js';
import type { AreaName } from './area-names.js';
import type { ScreenName, ScreenProps } from './area-screens.js';

/**
 * A part of an area shown inside another screen (a product's open positions, a settlement's sheet), so the
 * core carries only whether to show it: `fallback` (else nothing) until the area's chunk is in, which is asked
 * for then.
 */
export function AreaPart<A extends AreaName, N extends ScreenName<A>>({ area, name, fallback = null, ...props }: { area: A; name: N; fallback?: ReactNode } & ScreenProps<A, N>) {
  // Its own area's arrival only, not every other area that loads (a screen opened, another part).
  const Part = loadedArea(area).value?.[name];
  useEffect(() => {
    // In a task of its own: a screen's effects run together, and asking for a chunk and its strings is not quick.
    if (!Part) setTimeout(() => loadArea(area).catch(() => {}));
  }, [Part, area]);
  return Part ? <Part {...props} /> : <>{fallback}</>;
}
