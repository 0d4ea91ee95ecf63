/** A system message as `GET /api/messages` lists it; `body` is plain text, shown with its line breaks, never as HTML. */
export interface SystemMessage {
  id: string;
  title: string;
  body: string;
  read: boolean;
  createdAt: string;
}

/** One message of the user's conversation with customer service (`GET /api/support/messages`). */
export interface SupportMessage {
  id: string;
  from: 'user' | 'operator';
  body: string;
  photoId?: string;
  createdAt: string;
}

/** The longest message a user may send customer service, in characters. */
export const supportBodyMax = 2000;
