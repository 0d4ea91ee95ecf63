import type { Connection } from '../../db/connection.js';

export async function isInviteCodeActive(db: Connection, code: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('invite_codes')
    .select('code')
    .where('code', '=', code)
    .where('disabled', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertInviteCode(db: Connection, code: string, ownerUserId: string | null, nowMs: number): Promise<void> {
  await db.kysely.insertInto('invite_codes').values({ code, owner_user_id: ownerUserId, disabled: 0, created_at: nowMs }).execute();
}
