import { computed, createModel, signal } from '@preact/signals';
import type { Me } from '../core/me.js';
import type { AuthApi } from '../api/auth-api.js';
import { storageKeys, type KeyValueStore, type StorageKey } from './storage.js';
import { normaliseAccount } from '../core/account-id.js';

/**
 * What 'clear cache' keeps: the language (the spec), and the device tokens, which let the owner past a lock
 * strangers put on the account and say nothing on their own (docs/security.md).
 */
export const keptByClearCache: readonly StorageKey[] = ['language', 'devices'];

/** Who is signed in: the token and the last known profile, both kept on the device. */
export const SessionModel = createModel((store: KeyValueStore, auth: () => AuthApi) => {
  const token = signal(store.get<string>('token'));
  const user = signal(store.get<Me>('userInfo'));
  const signedIn = computed(() => token.value !== undefined);

  function forget() {
    token.value = undefined;
    user.value = undefined;
    store.remove('token');
    store.remove('userInfo');
  }

  // Per account, the device token its last login here handed out: it lets this device past a lock that
  // strangers' wrong guesses put on the account.
  const devices = () => store.get<Record<string, string>>('devices') ?? {};

  return {
    token,
    user,
    signedIn,
    deviceFor: (account: string): string | undefined => devices()[normaliseAccount(account)],
    signIn(newToken: string, me: Me, device: string) {
      token.value = newToken;
      user.value = me;
      store.set('token', newToken);
      store.set('userInfo', me);
      store.set('devices', { ...devices(), [me.account]: device });
    },
    async refresh() {
      const me = await auth().me();
      user.value = me;
      store.set('userInfo', me);
    },
    async signOut() {
      try {
        await auth().logout();
      } finally {
        // Signed out on this device even if the server could not be told (offline): the token is dropped.
        forget();
      }
    },
    forget,
    /** 'Clear cache': everything the app kept on this device, token included, but what `keptByClearCache` names. */
    clearCache() {
      for (const key of storageKeys) if (!keptByClearCache.includes(key)) store.remove(key);
      forget();
    },
  };
});
export type Session = InstanceType<typeof SessionModel>;
