import { useLocation } from 'preact-iso/router';

/**
 * The top bar's back: to the screen before this one in the app's history, with the state it kept in its URL; on
 * a first entry (a shared link), to `parent` in this entry's place, so the phone's Back leaves instead of looping.
 */
export function useBack(parent: string): () => void {
  const location = useLocation() as ReturnType<typeof useLocation> & { canGoBack(): boolean };
  return () => (location.canGoBack() ? location.back() : location.route(parent, true));
}
