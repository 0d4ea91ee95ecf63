import { useEffect, useRef } from 'react';
import { useSignal } from '@preact/signals';
import type { PageLoader } from '../api/client.js';
import { useServices } from './use-services.js';
import { asApiError, type ApiError } from '../api/api-error.js';

/**
 * A newest-first list read page by page: the first page when the screen opens, the next on `more()`, and the
 * first page again, in place of what was read, whenever the account's records changed on the server (or
 * `follows` changed). `cursor` is undefined before the first page and null after the last one.
 */
export function usePagedList<T>(load: PageLoader<T>, follows?: unknown) {
  const { session } = useServices();
  const items = useSignal<T[]>([]);
  const cursor = useSignal<string | null | undefined>(undefined);
  const loading = useSignal(false);
  const error = useSignal<ApiError | undefined>(undefined);

  // Which reading of the list a page belongs to: one started afresh drops the pages still on their way.
  const reading = useRef(0);

  async function read(fresh: boolean) {
    const mine = fresh ? ++reading.current : reading.current;
    loading.value = true;
    error.value = undefined;
    try {
      const page = await load(fresh ? null : (cursor.value ?? null));
      if (mine !== reading.current) return;
      items.value = fresh ? page.items : [...items.value, ...page.items];
      cursor.value = page.nextCursor;
    } catch (failed) {
      if (mine === reading.current) error.value = asApiError(failed);
    } finally {
      if (mine === reading.current) loading.value = false;
    }
  }

  const more = () => void (loading.value || cursor.value === null || read(false));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the session or what the list follows changes; `read` is this render's closure
  useEffect(() => void read(true), [session.revision.value, follows]);
  // Before the first page arrives the list is loading too, so no 'Load more' flashes on the first frame.
  return { items, error, loading: loading.value || cursor.value === undefined, done: cursor.value === null, more };
}
