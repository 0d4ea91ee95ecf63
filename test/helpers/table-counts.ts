import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/**
 * The row count of every table of the app's database (its migrations' bookkeeping aside), by name. The names come
 * from the app's own schema only: the test database holds other test servers' schemas too.
 */
export async function tableCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const listed =
    app.dbKind === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
  const tables = (await listed.execute(app.db)).rows.map((row) => row.name).filter((name) => !name.startsWith('kysely_')).sort();
  // An empty list would make every "nothing changed" check pass.
  if (!tables.includes('accounts')) throw new Error(`the app's tables were not listed: ${tables.join(', ') || 'none'}`);
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const row = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(app.db);
    counts[name] = Number(row.rows[0].n);
  }
  return counts;
}
