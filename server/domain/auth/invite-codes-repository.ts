import type { Db } from '../../db/database.js';

export async function isInviteCodeActive(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('invite_codes')
    .select('code')
    .where('code', '=', code)
    .where('disabled', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertInviteCode(db: Db, code: string, ownerUserId: string | null, nowMs: number): Promise<void> {
  await db.insertInto('invite_codes').values({ code, owner_user_id: ownerUserId, disabled: 0, created_at: nowMs }).execute();
}
