import type { AppInfo, Services } from './services.js';
import { takePageData } from './page-data.js';

const pending = new WeakMap<Services, Promise<AppInfo>>();

/** App info once per mounted app (the page's copy, else the API's), kept on the device for the next visit. */
export function loadAppInfo(services: Services): Promise<AppInfo> {
  let promise = pending.get(services);
  if (!promise) {
    const given = takePageData<AppInfo>('up-app-info');
    promise = (given ? Promise.resolve(given) : services.api.get('/app-info')).then((info) => {
      services.appInfo.value = info;
      services.store.set('appInfo', info);
      return info;
    });
    // A failed load may be retried (the welcome page's Retry button).
    promise.catch(() => pending.delete(services));
    pending.set(services, promise);
  }
  return promise;
}
