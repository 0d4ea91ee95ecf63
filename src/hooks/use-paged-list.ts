import { useEffect, useRef, useState } from 'react';
import { asApiError, type ApiError } from '../api/api-error.js';
import type { PageLoader } from '../api/client.js';
import { useServices } from './use-services.js';

/**
 * A newest-first list read page by page: the first page when the screen opens, the next on `more()`, and the
 * first page again, in place of what was read, whenever the account's records changed on the server (or
 * `follows` changed). `done` once the last page came.
 */
export function usePagedList<T>(load: PageLoader<T>, follows?: unknown) {
  const { session } = useServices();
  const [items, setItems] = useState<T[]>([]);
  // Undefined before the first page, null after the last one.
  const [cursor, setCursor] = useState<string | null>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ApiError>();

  // Which reading of the list a page belongs to: one started afresh drops the pages still on their way.
  const reading = useRef(0);

  async function read(fresh: boolean) {
    const mine = fresh ? ++reading.current : reading.current;
    setLoading(true);
    setError(undefined);
    try {
      const page = await load(fresh ? null : (cursor ?? null));
      if (mine !== reading.current) return;
      setItems((read) => (fresh ? page.items : [...read, ...page.items]));
      setCursor(page.nextCursor);
    } catch (failed) {
      if (mine === reading.current) setError(asApiError(failed));
    } finally {
      if (mine === reading.current) setLoading(false);
    }
  }

  const more = () => void (loading || cursor === null || read(false));
  useEffect(() => {
    // eslint-disable-next-line react/set-state-in-effect -- the list says at once that it is reading afresh, so no 'Load more' mixes pages of two readings
    void read(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the session or what the list follows changes; `read` is this render's closure
  }, [session.revision.value, follows]);
  // Before the first page arrives the list is loading too, so no 'Load more' flashes on the first frame.
  return { items, error, loading: loading || cursor === undefined, done: cursor === null, more };
}
