import { isLanguage, languageCookie } from '../core/languages.js';
import type { KeyValueStore, StorageKey } from './storage.js';

const yearS = 365 * 24 * 3600;

/**
 * `store`, with its `language` mirrored in a cookie, so the next first HTML comes in that language
 * (server/routes/web.ts). For our own page only: a partner page's cookies are the partner's. A choice stored
 * before the cookie existed is mirrored at once.
 */
export function mirrorLanguage(store: KeyValueStore): KeyValueStore {
  const write = (lang: unknown) => {
    if (isLanguage(lang)) document.cookie = `${languageCookie}=${lang};path=/;max-age=${yearS};samesite=lax`;
  };
  write(store.get('language'));
  return {
    get<T>(key: StorageKey) {
      return store.get<T>(key);
    },
    set(key, value) {
      store.set(key, value);
      if (key === 'language') write(value);
    },
    // The choice is never removed (clearing the cache keeps it): nothing to mirror.
    remove: (key) => store.remove(key),
  };
}
