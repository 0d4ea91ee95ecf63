import { useEffect } from 'react';
import { useSignal } from '@preact/signals';
import type { ApiError } from '../api/api-error.js';
import type { PageLoader } from '../api/client.js';
import { toApiError } from './use-load.js';

/**
 * A newest-first list read page by page: the first page when the screen opens, the next on `more()`.
 * `cursor` is undefined before the first page and null after the last one.
 */
export function usePagedList<T>(load: PageLoader<T>) {
  const items = useSignal<T[]>([]);
  const cursor = useSignal<string | null | undefined>(undefined);
  const loading = useSignal(false);
  const error = useSignal<ApiError | undefined>(undefined);

  async function more() {
    if (loading.value || cursor.value === null) return;
    loading.value = true;
    error.value = undefined;
    try {
      const page = await load(cursor.value ?? null);
      items.value = [...items.value, ...page.items];
      cursor.value = page.nextCursor;
    } catch (failed) {
      error.value = toApiError(failed);
    } finally {
      loading.value = false;
    }
  }

  useEffect(() => void more(), []);
  // Before the first page arrives the list is loading too, so no 'Load more' flashes on the first frame.
  return { items, error, loading: loading.value || cursor.value === undefined, done: cursor.value === null, more };
}
