import { createModel, effect } from '@preact/signals';
import type { AccountEventData } from '../core/account-events.js';
import { readEventStream } from '../api/event-stream.js';
import type { Services } from './services.js';

const firstRetryMs = 1_000;
const lastRetryMs = 30_000;
/** The server sends a heartbeat every 15 s: this long without a byte and the connection is taken for dead. */
const silentMs = 40_000;

/**
 * The signed-in user's events (`GET /api/me/stream`, docs/api.md) brought to the models, so every screen showing
 * balances, orders, deposits or withdrawals follows what changed anywhere, without navigating: the session's
 * balances, savings figures when shown, settled orders announced, and record lists read again. Read with fetch, since
 * EventSource can't send the token. Reconnects with backoff and after a silence; closed while the app is in
 * the background (the session reads the profile again on return), when signed out, and on dispose.
 */
export const AccountEventsModel = createModel(({ api, session, savings, trading }: Services) => {
  const savingsShown = () => void (savings.summary.peek() && savings.refresh().catch(() => {}));
  const handlers: { [K in keyof AccountEventData]: (data: AccountEventData[K]) => void } = {
    balance(balances) {
      session.setBalances(balances);
      // Savings moves say nothing more than the balance: figures on show are read again.
      savingsShown();
    },
    order(settled) {
      trading.orderSettled(settled);
      session.changed();
    },
    withdrawal: () => session.changed(),
    deposit: () => session.changed(),
    // An operator decided: the badge (from the profile) and a verification screen on show follow.
    verification() {
      session.refresh().catch(() => {});
      session.changed();
    },
    // A new or read system message: the badge follows, and so do the inbox and the support conversation (they
    // follow the count, so the record lists on screen are not read again for it).
    message: ({ count }) => session.setUnread(count),
  };
  let current: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = firstRetryMs;
  let opened = 0;

  const stop = () => {
    clearTimeout(timer);
    const was = current;
    current = undefined;
    was?.abort();
  };

  async function connect() {
    stop();
    const token = session.token.peek();
    if (!token || document.visibilityState === 'hidden') return;
    const mine = (current = new AbortController());
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => mine.abort(), silentMs);
    };
    let waitMs = retryMs;
    try {
      heard();
      const response = await fetch(`${api.base}/me/stream`, { headers: { authorization: `Bearer ${token}` }, signal: mine.signal });
      // The session is over: signing out stops this model.
      if (response.status === 401) return session.forget();
      waitMs = Math.max(waitMs, Number(response.headers.get('retry-after')) * 1000 || 0);
      if (!response.ok || !response.body) return;
      // Back after a gap: events may have been missed, so what the screens show is read again.
      if (opened++) {
        session.refresh().catch(() => {});
        session.changed();
        savingsShown();
      }
      // The stream opens with the balance as it is: the state now, not news for anything else.
      let news = false;
      await readEventStream(
        response.body,
        (name, data) => {
          retryMs = firstRetryMs;
          if (news) handlers[name as keyof AccountEventData]?.(JSON.parse(data) as never);
          else session.setBalances(JSON.parse(data) as AccountEventData['balance']);
          news = true;
        },
        heard,
      );
    } catch {
      // Offline, aborted, or cut off: tried again below unless stopped.
    } finally {
      clearTimeout(silence);
      if (current === mine) {
        // Not stopped on purpose: until a stream brings the balance again, what is shown is as of before.
        session.lost();
        // Half to all of the wait, so phones that lost the server together don't come back together.
        timer = setTimeout(connect, waitMs * (0.5 + Math.random() / 2));
        retryMs = Math.min(retryMs * 2, lastRetryMs);
      }
    }
  }

  const now = () => {
    retryMs = firstRetryMs;
    void connect();
  };
  // A phone that lost its network may hold a dead connection for a long time: dropped at once, tried again.
  const offline = () => current?.abort();
  // Signed in (again, as someone else): a stream of its own; signed out: none.
  effect(() => {
    if (session.token.value) now();
    else stop();
  });
  // Reads no signal, so it runs once; its cleanup is what dispose does.
  effect(() => {
    addEventListener('online', now);
    addEventListener('offline', offline);
    document.addEventListener('visibilitychange', now);
    return () => {
      stop();
      removeEventListener('online', now);
      removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', now);
    };
  });
  return {};
});
export type AccountEvents = InstanceType<typeof AccountEventsModel>;
