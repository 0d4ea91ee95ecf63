/** The app's places a system notice names, each a screen the message links to. */
export const inboxPlaces = [
  /** The conversation with customer service. */
  'support',
  'deposits',
  'withdrawals',
  'verification',
  'withdrawal_account',
  /** Account security: the devices signed in, two-step sign-in. */
  'security',
] as const;
export type InboxPlace = (typeof inboxPlaces)[number];

/** A message in the user's inbox, as `GET /api/messages` lists it: a system notice or an operator's message. */
export interface InboxMessage {
  id: string;
  /** In the language asked for (`?lang=`), else zh-TW. */
  title: string;
  /** Plain text; may hold line breaks; never rendered as HTML. */
  body: string;
  read: boolean;
  /** The places the message names, in the order it names them, each to link to; none for an operator's message. */
  places: InboxPlace[];
  createdAt: string;
}

/** `GET /api/messages/unread-count`, and the data of the account stream's `message` event. */
export interface UnreadCount {
  count: number;
}

/** One message of the user's conversation with customer service (`GET /api/support/messages`). */
export interface SupportMessage {
  id: string;
  from: 'user' | 'operator';
  body: string;
  /** One of the user's own uploaded photos, read back through `GET /api/verification/photos/{id}`. */
  photoId?: string;
  createdAt: string;
}

/** How long an operator's message may be, and a user's message to customer service, in characters. */
export const messageLimits = { title: 120, body: 5_000, supportBody: 2_000 } as const;
