import { computed, createModel, effect, signal } from '@preact/signals';
import type { Me } from '../core/me.js';
import type { Api } from '../api/client.js';
import type { LoginBody, RegisterBody, RegisterCheckBody } from '../core/auth-structs.js';
import type { PasswordChangeBody } from '../core/secret-structs.js';
import { storageKeys, type KeyValueStore, type StorageKey } from './storage.js';
import { normaliseAccount } from '../core/account-id.js';

/**
 * What 'clear cache' keeps: the language (the spec), the theme (a setting of the screen, like the language: wiping
 * it would flip the screen's colours under the user's tap), and the device tokens, which let the owner past a lock
 * strangers put on the account and say nothing on their own (docs/security.md).
 */
export const keptByClearCache: readonly StorageKey[] = ['language', 'theme', 'devices'];

/** Who is signed in: the token and the last known profile, both kept on the device, and the auth calls (docs/api.md). */
export const SessionModel = createModel((store: KeyValueStore, api: Api) => {
  const token = signal(store.get<string>('token'));
  const user = signal(store.get<Me>('userInfo'));
  // When the profile was last the server's, kept with it: figures shown while offline say "as of" then.
  const knownAt = signal(store.get<number>('userInfoAt'));
  const unreachable = signal(false);
  const revision = signal(0);
  const unread = signal<number | undefined>(undefined);

  const remember = (me: Me) => {
    user.value = me;
    knownAt.value = Date.now();
    unreachable.value = false;
    store.set('userInfo', me);
    store.set('userInfoAt', knownAt.value);
  };

  function forget() {
    token.value = undefined;
    user.value = undefined;
    unread.value = undefined;
    store.remove('token');
    store.remove('userInfo');
    store.remove('userInfoAt');
  }

  // Per account, the device token its last login here handed out: it lets this device past a lock that
  // strangers' wrong guesses put on the account.
  const devices = () => store.get<Record<string, string>>('devices') ?? {};
  const deviceFor = (account: string): string | undefined => devices()[normaliseAccount(account)];

  async function refresh() {
    try {
      remember(await api.get('/me'));
    } catch (error) {
      // No answer at all (offline, timed out): what is shown stays, as of when it was known.
      if ((error as { status?: number }).status === 0) unreachable.value = true;
      throw error;
    }
  }
  const refreshQuietly = () => void (token.peek() && refresh().catch(() => {}));

  // The profile kept on the device may be days old (an operator paid a withdrawal out since): a signed-in app
  // reads it again when it starts (once the services around it are built: the API asks them for the token) and
  // whenever it comes back to the foreground. Runs once (reads no signal); its cleanup is what dispose does.
  effect(() => {
    queueMicrotask(refreshQuietly);
    if (typeof document === 'undefined') return;
    const back = () => document.visibilityState === 'visible' && refreshQuietly();
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  });

  return {
    // Views of the signals above, so that only these actions can write them.
    token: computed(() => token.value),
    user: computed(() => user.value),
    signedIn: computed(() => token.value !== undefined),
    /** While the account can't be reached, when the profile shown was last known; undefined while it is live. */
    asOf: computed(() => (unreachable.value && user.value ? knownAt.value : undefined)),
    /** Moves when the account's records changed on the server (an account event): lists on screen read them again. */
    revision: computed(() => revision.value),
    /** Unread system messages, once the messages area asked; account events keep it current after. */
    unread: computed(() => unread.value),
    deviceFor,
    async login(body: Omit<LoginBody, 'device'>) {
      const out = await api.post('/auth/login', { ...body, device: deviceFor(body.account) });
      token.value = out.token;
      store.set('token', out.token);
      remember(out.user);
      store.set('devices', { ...devices(), [out.user.account]: out.device });
    },
    registerCheck: (body: RegisterCheckBody) => api.post('/auth/register/check', body),
    register: (body: RegisterBody) => api.post('/auth/register', body),
    changePassword: (body: PasswordChangeBody) => api.post('/me/password', body),
    refresh,
    /** Balances an account event brought (as `balances` of GET /api/me): every screen shows them at once. */
    setBalances(balances: Me['balances']) {
      if (user.value) remember({ ...user.value, balances });
    },
    setUnread(count: number) {
      unread.value = count;
    },
    /** The account's deposits, withdrawals or orders changed on the server. */
    changed() {
      revision.value++;
    },
    /** The account's events stopped arriving (offline, the server gone): the profile shown is no longer live. */
    lost() {
      unreachable.value = true;
    },
    /** The one-time risk notice, accepted: known here at once so the order can go on, the fresh profile after. */
    async acknowledgeRisk() {
      await api.post('/me/risk-acknowledgement');
      if (user.value) remember({ ...user.value, riskAcknowledged: true });
      refresh().catch(() => {});
    },
    async signOut() {
      try {
        await api.post('/auth/logout');
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
