import { useEffect } from 'react';
import { useLocation } from 'preact-iso/router';
import { paths, publicPaths, withQuery } from '../routing/paths.js';
import { useServices } from './use-services.js';

/** Sends a signed-out visitor of a personal page to login, with the way back in `redirect`. */
export function useAuthGuard(): boolean {
  const { path, url, route } = useLocation();
  const { session } = useServices();
  // Unknown addresses fall through to "page not found" for everyone; known ones are private unless listed public.
  const known = (Object.values(paths) as string[]).includes(path);
  const blocked = !session.signedIn.value && known && !publicPaths.includes(path);
  useEffect(() => {
    if (blocked) route(withQuery(paths.login, { redirect: url }), true);
  }, [blocked, url, route]);
  return blocked;
}
