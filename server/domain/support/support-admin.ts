import type { Connection } from '../../db/connection.js';
import type { PhotoStore } from '../verification/photo-store.js';
import { conversationWithPhotos, openConversations } from './support-repository.js';

const firstLine = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text).replace(/\n/g, ' ');

/** Conversations waiting for an answer (the last message is the user's), the longest waiting first. */
export async function supportQueue(db: Connection, limit: number) {
  const rows = await openConversations(db, limit);
  return rows.map((r) => ({ account: r.account, lastMessage: firstLine(r.body), photo: r.photo_id ? 'yes' : '', at: new Date(Number(r.created_at)).toISOString() }));
}

/** A user's conversation, oldest first (the newest `limit`), with where each photo is stored. */
export async function supportConversation(db: Connection, store: PhotoStore, userId: string, limit: number) {
  const rows = await conversationWithPhotos(db, userId, limit);
  return rows.reverse().map((r) => ({
    at: new Date(Number(r.created_at)).toISOString(),
    from: r.sender === 'operator' ? `operator ${r.operator}` : 'user',
    body: r.body,
    photo: r.storage_key ? `${store.locate(r.storage_key)} (${r.content_type})` : '',
  }));
}
