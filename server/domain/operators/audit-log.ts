import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';

/** Who did it (an operator name), and why: every operator action carries both. */
export interface OperatorContext {
  actor: string;
  reason: string;
}

/** Written in the same transaction as the action, so the log can't miss one or record one that failed. */
export async function writeAuditLog(
  trx: Db,
  operator: OperatorContext,
  action: string,
  target: string,
  details: Record<string, unknown>,
  nowMs: number,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: newId(nowMs),
      actor: operator.actor,
      action,
      target,
      reason: operator.reason,
      details: JSON.stringify(details),
      created_at: nowMs,
    })
    .execute();
}
