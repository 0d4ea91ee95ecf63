import { useEffect } from 'react';
import { useSignal } from '@preact/signals';
import { asApiError, type ApiError } from '../api/api-error.js';


/**
 * Loads one thing when the screen opens: `value` once it came, `error` if it failed (`retry` tries again).
 * `initial`, when the page already carries the thing, is shown at once and not asked for again.
 */
export function useLoad<T>(load: () => Promise<T>, initial?: T) {
  const value = useSignal<T | undefined>(initial);
  const error = useSignal<ApiError | undefined>(undefined);
  const attempt = useSignal(0);
  useEffect(() => {
    if (attempt.value === 0 && initial !== undefined) return;
    let live = true;
    error.value = undefined;
    load().then(
      (loaded) => live && (value.value = loaded),
      (failed: unknown) => live && (error.value = asApiError(failed)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a retry only: `load` is the caller's closure, new each render; `initial` is the first render's
  }, [attempt.value]);
  return { value, error, retry: () => attempt.value++ };
}
