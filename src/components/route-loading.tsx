import { useEffect, useState } from 'react';
import { t } from '../i18n/i18n.js';

/** The spec's delay before a page that is loading shows so: a quick one never flashes the bar. */
export const routeLoadingDelayMs = 200;

/** The bar at the top while a tapped page's area is on its way (the last screen stays up), from 200 ms on. */
export function RouteLoading() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), routeLoadingDelayMs);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <div className="up-route-loading" role="progressbar" aria-label={t('app.loading')} /> : null;
}
