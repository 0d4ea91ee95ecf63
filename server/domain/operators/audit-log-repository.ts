import type { Insertable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { AuditLogTable } from '../../db/schema.js';

export async function insertAuditLog(c: Connection, row: Insertable<AuditLogTable>): Promise<void> {
  await c.kysely.insertInto('audit_log').values(row).execute();
}
