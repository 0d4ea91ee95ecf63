import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/** The row count of every table of the app's database (its migrations' bookkeeping aside), by name. */
export async function tableCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const tables = (await app.db.introspection.getTables()).map((table) => table.name).filter((name) => !name.startsWith('kysely_')).sort();
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const row = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(app.db);
    counts[name] = Number(row.rows[0].n);
  }
  return counts;
}
