import type { Connection } from '../../db/connection.js';
import type { PhotoStore } from './photo-store.js';
import { otherVerifiedAccounts, pendingVerifications, verificationsWithPhotos } from './verifications-repository.js';

/** The queue operators work through, oldest first; the ID number in full, since they check it against the photos. */
export async function verificationQueue(db: Connection, limit: number) {
  const rows = await pendingVerifications(db, limit);
  return rows.map((r) => ({
    account: r.account,
    name: r.name,
    nationality: r.nationality,
    idNumber: r.id_number,
    submittedAt: new Date(r.submitted_at).toISOString(),
  }));
}

/** Every submission of a user, newest first, with where its photos are stored and who else holds the identity. */
export async function verificationDetails(db: Connection, store: PhotoStore, userId: string) {
  const rows = await verificationsWithPhotos(db, userId);
  const latest = rows[0];
  const sameIdentity = latest ? (await otherVerifiedAccounts(db, userId, latest.nationality, latest.id_number)).map((r) => r.account) : [];
  return {
    // One identity, one account: a match here is reason to reject as duplicate_identity.
    alsoVerifiedOn: sameIdentity,
    submissions: rows.map((r) => ({
      status: r.status,
      name: r.name,
      nationality: r.nationality,
      idNumber: r.id_number,
      submittedAt: new Date(r.submitted_at).toISOString(),
      decided: r.decided_at ? `${new Date(r.decided_at).toISOString()} by ${r.decided_by}` : null,
      reason: r.reason_code ? [r.reason_code, r.reason_note].filter(Boolean).join(': ') : null,
      front: `${store.locate(r.front_key)} (${r.front_type})`,
      back: `${store.locate(r.back_key)} (${r.back_type})`,
    })),
  };
}
