import { createModel, effect } from '@preact/signals';
import type { Api, PageLoader } from '../api/client.js';
import type { InboxMessage } from '../core/messages.js';
import type { Session } from './session-model.js';
import type { Services } from './services.js';

/**
 * The user's system messages (docs/api.md, Messages) and their unread count, which the session holds so that
 * the account events can keep it: read here once per sign-in, then moved by the stream's `message` events and
 * by reading a message. Only the messages area uses it: built through `services.areaModel` (`messagesOf`).
 */
/** The device's IANA time zone, if the browser names one. */
function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export const MessagesModel = createModel((api: Api, session: Session) => {
  // The messages the lists brought, so a tap opens one without asking again.
  const seen = new Map<string, InboxMessage>();

  effect(() => {
    const token = session.token.value;
    if (!token || session.unread.peek() !== undefined) return;
    api.get('/messages/unread-count').then(
      // Signed out or in as someone else meanwhile: the count is not theirs.
      ({ count }) => session.token.peek() === token && session.setUnread(count),
      () => {},
    );
  });

  /**
   * Newest first, in `lang` where a message has it, `limit` a page; times in the device's zone, as every screen shows
   * them (docs/decisions.md, "One time zone on screen").
   */
  function list(lang: string, limit = 20): PageLoader<InboxMessage> {
    const zone = deviceTimeZone();
    const pages = api.pages(`/messages?lang=${lang}&limit=${limit}${zone ? `&tz=${encodeURIComponent(zone)}` : ''}`);
    return async (cursor) => {
      const page = await pages(cursor);
      for (const message of page.items) seen.set(message.id, message);
      return page;
    };
  }

  return {
    list,
    /** One message: the one the inbox brought, else looked for page by page (a reload, a link from elsewhere). */
    async find(id: string, lang: string): Promise<InboxMessage | undefined> {
      const pages = list(lang, 50);
      for (let cursor: string | null = null; !seen.has(id); ) {
        cursor = (await pages(cursor)).nextCursor;
        if (!cursor) break;
      }
      return seen.get(id);
    },
    /** Marks a message read: the badge drops at once, the stream's count confirms it. */
    async read(message: InboxMessage) {
      if (message.read) return;
      await api.post(`/messages/${encodeURIComponent(message.id)}/read`);
      seen.set(message.id, { ...message, read: true });
      const unread = session.unread.peek();
      if (unread) session.setUnread(unread - 1);
    },
  };
});
export type Messages = InstanceType<typeof MessagesModel>;

/** The app's one messages model, built on first use. */
export const messagesOf = (services: Services): Messages => services.areaModel('messages', () => new MessagesModel(services.api, services.session));
