import type { Connection } from '../../db/connection.js';
import { newId } from '../../db/ids.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { normaliseIdNumber } from '../../../src/core/identity.js';
import { maskIdNumber } from '../../../src/core/mask.js';
import type { VerificationBody } from '../../../src/core/verification-structs.js';
import type { IdentitySide, VerificationRejectReason, VerificationState } from '../../../src/core/verification.js';
import { DomainError } from '../domain-error.js';
import { writeAuditLog, type OperatorContext } from '../operators/audit-log.js';
import type { UserNotices } from '../users/user-notices.js';
import { findUserPhotos } from './photos-repository.js';
import { decideVerification, insertVerification, latestVerification, moveUserVerification, type VerificationRow } from './verifications-repository.js';

const alreadySubmitted = () => new DomainError('already_submitted', 'A verification is under review or done; only a rejected one can be submitted again');

export function toVerificationState(row: VerificationRow | undefined): VerificationState {
  if (!row) return { status: 'none' };
  return {
    status: row.status,
    name: row.name,
    idNumber: maskIdNumber(row.id_number),
    nationality: row.nationality,
    ...(row.status === 'rejected' ? { rejectReason: row.reason_code as VerificationRejectReason, ...(row.reason_note ? { rejectNote: row.reason_note } : {}) } : {}),
    submittedAt: new Date(row.submitted_at).toISOString(),
  };
}

export async function getVerification(db: Connection, userId: string): Promise<VerificationState> {
  return toVerificationState(await latestVerification(db, userId));
}

/**
 * Submits name, ID number, nationality and the two photos for review: from "none" or after a rejection
 * only. The photos must be the user's own, each uploaded as the side it is sent as.
 */
export async function submitVerification(db: Connection, userId: string, body: VerificationBody, nowMs: number): Promise<VerificationState> {
  const row: VerificationRow = {
    id: newId(nowMs),
    user_id: userId,
    name: body.name.trim(),
    id_number: normaliseIdNumber(body.idNumber.trim(), body.nationality),
    nationality: body.nationality,
    front_photo_id: body.frontPhotoId,
    back_photo_id: body.backPhotoId,
    status: 'pending',
    reason_code: null,
    reason_note: null,
    submitted_at: nowMs,
    decided_at: null,
    decided_by: null,
  };
  try {
    await db.transaction(async (trx) => {
      const photos = await findUserPhotos(trx, userId, [body.frontPhotoId, body.backPhotoId]);
      const photoOf = (id: string, side: IdentitySide) => photos.some((p) => p.id === id && p.side === side);
      const fields: Record<string, string> = {};
      // Another user's photo is as unknown as a made-up id.
      if (!photoOf(body.frontPhotoId, 'front')) fields.frontPhotoId = 'photo_invalid';
      if (!photoOf(body.backPhotoId, 'back')) fields.backPhotoId = 'photo_invalid';
      if (Object.keys(fields).length) throw new DomainError('validation_failed', 'Upload a photo of each side of the document', fields);
      if (!(await moveUserVerification(trx, userId, ['none', 'rejected'], 'pending', nowMs))) throw alreadySubmitted();
      await insertVerification(trx, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadySubmitted();
    throw error;
  }
  return toVerificationState(row);
}

export type Decision = { status: 'verified' } | { status: 'rejected'; reason: VerificationRejectReason; note: string | null };

/** Operator: approves or rejects the user's submission under review, audit-logged; the user is told. */
export async function decideUserVerification(
  db: Connection,
  userId: string,
  decision: Decision,
  operator: OperatorContext,
  nowMs: number,
  notices: UserNotices,
): Promise<VerificationState> {
  const decided = await db.transaction(async (trx) => {
    const row = await latestVerification(trx, userId);
    if (row?.status !== 'pending') throw new DomainError('not_found', 'This account has no verification under review');
    const reason = decision.status === 'rejected' ? decision : undefined;
    const changes = { status: decision.status, reason_code: reason?.reason ?? null, reason_note: reason?.note ?? null, decided_at: nowMs, decided_by: operator.actor };
    if (!(await decideVerification(trx, row.id, changes))) throw new DomainError('not_found', 'This verification was decided meanwhile');
    if (!(await moveUserVerification(trx, userId, ['pending'], decision.status, nowMs))) throw new DomainError('not_found', 'This verification was decided meanwhile');
    const action = decision.status === 'verified' ? 'verification.approve' : 'verification.reject';
    await writeAuditLog(trx, operator, action, `user:${userId}`, { verificationId: row.id, name: row.name, nationality: row.nationality, reasonCode: changes.reason_code, note: changes.reason_note }, nowMs);
    return { ...row, ...changes };
  });
  if (decision.status === 'verified') await notices.send(userId, 'verification_approved');
  else await notices.send(userId, 'verification_rejected', { reason: decision.reason, ...(decision.note ? { note: decision.note } : {}) });
  return toVerificationState(decided);
}
