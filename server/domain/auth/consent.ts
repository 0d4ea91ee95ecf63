import type { Connection } from '../../db/connection.js';
import { pageChangedAt } from '../content/pages-repository.js';
import { insertConsents } from './consents-repository.js';

/** The documents a new account accepts, by their content page slugs. */
export const consentDocuments = ['terms', 'privacy'] as const;

/**
 * Records, in the registration's transaction, that the user accepted the terms and the privacy policy as they stand:
 * each document's version is the time it last changed in any language (an edit makes a new version, and the audit
 * log or the migration that made it holds the text).
 */
export async function recordConsents(trx: Connection, userId: string, nowMs: number): Promise<void> {
  const rows = [];
  for (const document of consentDocuments) {
    const changedAt = await pageChangedAt(trx, document);
    // Seeded by a migration on every installation: a database without it was never migrated.
    if (changedAt === undefined) throw new Error(`content page ${document} has no text: run the migrations`);
    rows.push({ user_id: userId, document, version: new Date(changedAt).toISOString(), accepted_at: nowMs });
  }
  await insertConsents(trx, rows);
}
