import { useEffect, useState } from 'react';
import { asApiError, type ApiError } from '../api/api-error.js';

/**
 * Loads one thing when the screen opens: `value` once it came, `error` if it failed (`retry` tries again).
 * `initial`, when the page already carries the thing, is shown at once and not asked for again.
 */
export function useLoad<T>(load: () => Promise<T>, initial?: T) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<ApiError>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0 && initial !== undefined) return;
    let live = true;
    load().then(
      (loaded) => live && setValue(loaded),
      (failed: unknown) => live && setError(asApiError(failed)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a retry only: `load` is the caller's closure, new each render; `initial` is the first render's
  }, [attempt]);
  const retry = () => {
    setError(undefined);
    setAttempt(attempt + 1);
  };
  return { value, error, retry };
}
