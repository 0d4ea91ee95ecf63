import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { t } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { loadAppInfo } from '../state/app-info.js';
import { paths } from '../routing/paths.js';
import { errorMessage } from '../components/form-error.js';
import { asApiError, type ApiError } from '../api/api-error.js';

/** `/` and `paths.welcome`: loads app info with the spec's loading tip, then goes home. */
export default function WelcomePage() {
  const { route } = useLocation();
  const services = useServices();
  const [failure, setFailure] = useState<ApiError>();
  const [attempt, setAttempt] = useState(0);
  // Before the first paint, not after it: with the page's app info, home (and its prices) is the first thing
  // painted, not this screen and a frame later home.
  useLayoutEffect(() => {
    let live = true;
    loadAppInfo(services)
      .then(() => {
        if (live) route(paths.home, true);
      })
      .catch((error: unknown) => {
        if (live) setFailure(asApiError(error));
      });
    return () => {
      live = false;
    };
  }, [attempt, route, services]);
  return (
    <main className="up-welcome">
      <div className="up-logo" aria-hidden="true">U</div>
      <h1>{t('app.name')}</h1>
      {failure ? (
        <>
          <p role="alert">{errorMessage(failure)}</p>
          <button
            type="button"
            className="up-btn secondary"
            onClick={() => {
              setFailure(undefined);
              setAttempt(attempt + 1);
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
