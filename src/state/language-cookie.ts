import { isLanguage, languageCookie } from '../core/languages.js';
import type { KeyValueStore } from './storage.js';

/**
 * `store`, with its `language` mirrored in a cookie, so the next first HTML comes in that language
 * (server/routes/web.ts). For our own page only: a partner page's cookies are the partner's. A choice stored
 * before the cookie existed is mirrored at once. (The choice is never removed: clearing the cache keeps it.)
 */
export function mirrorLanguage(store: KeyValueStore): KeyValueStore {
  const write = (lang: unknown) => isLanguage(lang) && (document.cookie = `${languageCookie}=${lang};path=/;max-age=31536000`);
  write(store.get('language'));
  return { ...store, set: (key, value) => (store.set(key, value), write(key === 'language' && value)) };
}
