import type { Connection } from '../../db/connection.js';
import type { UserNotices } from '../users/user-notices.js';
import { sendNotice } from './messages-service.js';

/**
 * Notices as messages in the user's inbox, written to `conn` (the server's database, or the one the operator CLI
 * opened). A failed write is handed to `onError`: the action the notice reports has happened, and stands.
 */
export function inboxNotices(conn: Connection, clock: () => number, onError: (error: unknown) => void): UserNotices {
  return {
    send: (userId, kind, details = {}) => sendNotice(conn, userId, kind, details, clock()).catch(onError),
  };
}
