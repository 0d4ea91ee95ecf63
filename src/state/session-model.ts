import { computed, createModel, effect, signal } from '@preact/signals';
import type { Me } from '../core/me.js';
import type { Api } from '../api/client.js';
import type { KeyValueStore } from './storage.js';

/**
 * Who is signed in: the token and the last known profile, both kept on the device. The calls that sign in, register,
 * change a password or sign out travel with the areas that make them (src/state/sign-in.ts, own-account.ts).
 */
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
    /** A sign-in's token and profile (src/state/sign-in.ts), kept on the device. */
    begin(newToken: string, me: Me) {
      token.value = newToken;
      store.set('token', newToken);
      remember(me);
    },
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
    forget,
  };
});
export type Session = InstanceType<typeof SessionModel>;
