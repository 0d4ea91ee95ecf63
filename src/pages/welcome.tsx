import { useLayoutEffect } from 'react';
import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso/router';
import { t } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { loadAppInfo } from '../state/app-info.js';
import { paths } from '../routing/paths.js';
import { errorMessage } from '../components/form-error.js';
import { ApiError } from '../api/api-error.js';

/** `/` and `paths.welcome`: loads app info with the spec's loading tip, then goes home. */
export default function WelcomePage() {
  const { route } = useLocation();
  const services = useServices();
  const failure = useSignal<ApiError | undefined>(undefined);
  const attempt = useSignal(0);
  // Before the first paint, not after it: with the page's app info, home (and its prices) is the first thing
  // painted, not this screen and a frame later home.
  useLayoutEffect(() => {
    let live = true;
    loadAppInfo(services)
      .then(() => {
        if (live) route(paths.home, true);
      })
      .catch((error: unknown) => {
        if (live) failure.value = error instanceof ApiError ? error : new ApiError(0, 'network', String(error));
      });
    return () => {
      live = false;
    };
  }, [attempt.value, failure, route, services]);
  return (
    <main className="up-welcome">
      <div className="up-logo" aria-hidden="true">U</div>
      <h1>{t('app.name')}</h1>
      {failure.value ? (
        <>
          <p role="alert">{errorMessage(failure.value)}</p>
          <button
            type="button"
            className="up-btn secondary"
            onClick={() => {
              failure.value = undefined;
              attempt.value++;
            }}
          >
            {t('common.retry')}
          </button>
        </>
      ) : (
        <p role="status" className="up-muted">
          <span className="up-spinner" aria-hidden="true" /> {t('app.loading')}
        </p>
      )}
    </main>
  );
}
