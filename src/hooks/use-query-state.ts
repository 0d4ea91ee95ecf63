import { useLocation } from 'preact-iso/router';
import { withQuery } from '../routing/paths.js';

/**
 * A choice a screen keeps in its URL's query, replaced in place (no new history entry), so that Back to the
 * screen, a reload, or the way back from sign-in shows it as the user left it.
 */
export function useQueryState(name: string): [string | undefined, (value: string) => void] {
  const { path, query, route } = useLocation();
  return [query[name], (value) => route(withQuery(path, { ...query, [name]: value }), true)];
}
