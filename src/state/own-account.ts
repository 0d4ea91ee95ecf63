import type { PasswordChangeBody } from '../core/secret-structs.js';
import type { Services } from './services.js';
import { storageKeys, type StorageKey } from './storage.js';

// What the user area does to the signed-in account here: a new password, signing out, clearing the cache. Its
// own module, so the code travels with that area, out of the first HTML.

/**
 * What 'clear cache' keeps: the language (the spec), the theme (a setting of the screen, like the language: wiping
 * it would flip the screen's colours under the user's tap), and the device tokens, which let the owner past a lock
 * strangers put on the account and say nothing on their own (docs/security.md).
 */
export const keptByClearCache: readonly StorageKey[] = ['language', 'theme', 'devices'];

export const changePassword = ({ api }: Pick<Services, 'api'>, body: PasswordChangeBody) => api.post('/me/password', body);

export async function signOut({ api, session }: Pick<Services, 'api' | 'session'>): Promise<void> {
  try {
    await api.post('/auth/logout');
  } finally {
    // Signed out on this device even if the server could not be told (offline): the token is dropped.
    session.forget();
  }
}

/** 'Clear cache': everything the app kept on this device, token included, but what `keptByClearCache` names. */
export function clearCache({ store, session }: Pick<Services, 'store' | 'session'>): void {
  for (const key of storageKeys) if (!keptByClearCache.includes(key)) store.remove(key);
  session.forget();
}
