import { useState } from 'react';
import lazy from 'preact-iso/lazy';
import { ApiError, asApiError } from '../api/api-error.js';
import { t } from '../i18n/i18n.js';
import { EmptyState } from '../components/empty-state.js';
import { ErrorRetry } from '../components/error-retry.js';
import { Loading } from '../components/loading.js';
import { loadArea, loadedArea } from './areas.js';
import type { AreaName } from './area-names.js';
import type { ScreenName, ScreenProps } from './area-screens.js';

/** The spec's time a page may take to load before it is an error (the chunk itself may take 120 s: fetch-chunk.ts). */
export const pageLoadTimeoutMs = 60_000;

/** `loading`, or a `timeout` ApiError once `timeoutMs` passed without it settling (it may still arrive: Retry waits again). */
export function withPageTimeout<T>(loading: Promise<T>, timeoutMs = pageLoadTimeoutMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(0, 'timeout', `page not loaded within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([loading, late]).finally(() => clearTimeout(timer));
}

/**
 * A route's screen that lives in an area chunk. preact-iso's `lazy` keeps the previous screen up while the
 * first load runs; it caches what it got, so it always gets this component, which shows the screen once the
 * area is in, and otherwise a retry that asks the network again (offline, a stalled chunk).
 */
export function areaScreen<A extends AreaName, S extends ScreenName<A>>(area: A, name: S) {
  let failure: ApiError | undefined;
  const load = () =>
    withPageTimeout(loadArea(area)).catch((error: unknown) => {
      // A strings file that failed is a network failure too; only a stalled chunk says 'timeout'.
      failure = asApiError(error);
      throw error;
    });
  function AreaScreen(props: ScreenProps<A, S>) {
    const [retrying, setRetrying] = useState(false);
    // Its own area's arrival only, not every other area that loads after it.
    const screens = loadedArea(area).value;
    const Screen = screens?.[name];
    if (Screen) return <Screen {...props} />;
    if (screens) return <MissingScreen area={area} name={name} defined={Object.keys(screens)} />;
    if (retrying) return <Loading />;
    const settled = () => setRetrying(false);
    const retry = () => {
      setRetrying(true);
      load().then(settled, settled);
    };
    // `lazy` renders this once the first load settled, so an area that is not in failed to load.
    return <ErrorRetry error={failure!} onRetry={retry} />;
  }
  return lazy(() => load().then(() => AreaScreen, () => AreaScreen));
}

/** A screen its area does not define: a mistake in the code, which no retry mends. */
function MissingScreen({ area, name, defined }: { area: AreaName; name: string; defined: string[] }) {
  // Developers read the mistake spelt out; the build users get says only that the page is not there.
  if (process.env.NODE_ENV !== 'production') {
    return (
      <p className="up-empty" role="alert">
        {`areaScreen: area "${area}" defines no screen "${name}"; src/areas/${area}.ts exports ${defined.join(', ')}`}
      </p>
    );
  }
  return <EmptyState title={t('notFound.body')} />;
}
