/** Keys of everything the app keeps on the device; `clear()` wipes exactly these. */
export const storageKeys = ['token', 'userInfo', 'userInfoAt', 'appInfo', 'registerInfo', 'language', 'intents', 'riseColour', 'theme', 'devices'] as const;
export type StorageKey = (typeof storageKeys)[number];

export interface KeyValueStore {
  get<T>(key: StorageKey): T | undefined;
  set(key: StorageKey, value: unknown): void;
  remove(key: StorageKey): void;
}

/** What the app's keys start with in localStorage (the page's first-paint script reads `theme` by it). */
export const storePrefix = 'uptick.';

/** localStorage, wrapped: private modes and full disks throw, and a broken store must not break the app. */
export function browserStore(prefix = storePrefix): KeyValueStore {
  return {
    get<T>(key: StorageKey) {
      try {
        const raw = localStorage.getItem(prefix + key);
        return raw === null ? undefined : (JSON.parse(raw) as T);
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      try {
        localStorage.setItem(prefix + key, JSON.stringify(value));
      } catch {
        // Storage unavailable: the app keeps working for this visit, it just won't remember.
      }
    },
    remove(key) {
      try {
        localStorage.removeItem(prefix + key);
      } catch {
        // As above.
      }
    },
  };
}
