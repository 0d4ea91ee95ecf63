import type { AppInfo, Services } from './services.js';

const pending = new WeakMap<Services, Promise<AppInfo>>();

/** Fetches app info once per mounted app and keeps it on the device for the next visit. */
export function loadAppInfo(services: Services): Promise<AppInfo> {
  let promise = pending.get(services);
  if (!promise) {
    promise = services.api.get<AppInfo>('/app-info').then((info) => {
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
