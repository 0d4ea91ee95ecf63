import { useState } from 'react';
import lazy from 'preact-iso/lazy';
import { ApiError } from '../api/api-error.js';
import { ErrorRetry } from '../components/error-retry.js';
import { Loading } from '../components/loading.js';
import { loadArea, loadedAreas } from './areas.js';
import type { AreaName } from './area-names.js';
import type { ScreenName, ScreenProps } from './area-screens.js';

/**
 * A route's screen that lives in an area chunk. preact-iso's `lazy` keeps the previous screen up while the
 * first load runs; it caches what it got, so it always gets this component, which shows the screen once the
 * area is in, and otherwise a retry that asks the network again (offline, a stalled chunk).
 */
export function areaScreen<A extends AreaName, S extends ScreenName<A>>(area: A, name: S) {
  let failure: ApiError | undefined;
  const load = () =>
    loadArea(area).catch((error: unknown) => {
      // A strings file that failed is a network failure too; only a stalled chunk says 'timeout'.
      failure = error instanceof ApiError ? error : new ApiError(0, 'network', String(error));
      throw error;
    });
  function AreaScreen(props: ScreenProps<A, S>) {
    const [retrying, setRetrying] = useState(false);
    const Screen = loadedAreas.value[area]?.[name];
    if (Screen) return <Screen {...props} />;
    if (retrying) return <Loading />;
    const retry = () => {
      setRetrying(true);
      load().catch(() => setRetrying(false));
    };
    return <ErrorRetry error={failure ?? new ApiError(0, 'network', area)} onRetry={retry} />;
  }
  return lazy(() => load().then(() => AreaScreen, () => AreaScreen));
}
