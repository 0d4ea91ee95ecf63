import type { Connection } from '../../db/connection.js';
import { newId } from '../../db/ids.js';
import { insertAuditLog } from './audit-log-repository.js';

/** Who did it (an operator name), and why: every operator action carries both. */
export interface OperatorContext {
  actor: string;
  reason: string;
}

/** Written in the same transaction as the action, so the log can't miss one or record one that failed. */
export async function writeAuditLog(
  trx: Connection,
  operator: OperatorContext,
  action: string,
  target: string,
  details: Record<string, unknown>,
  nowMs: number,
): Promise<void> {
  await insertAuditLog(trx, {
    id: newId(nowMs),
    actor: operator.actor,
    action,
    target,
    reason: operator.reason,
    details: JSON.stringify(details),
    created_at: nowMs,
  });
}
