import { sql, SqliteAdapter, type Kysely } from 'kysely';

/** The channel on which PostgreSQL names each session that ends, as `schema token_hash` (`schema *`: all of them). */
export const sessionsEndedChannel = 'uptick_sessions_ended';

// Each process on PostgreSQL keeps the sessions it has seen in memory (session-cache.ts). Whatever ends a
// session — sign-out, a password change or reset, an operator's command in another process, a user deleted —
// deletes its row, so the database itself announces every deleted row, at commit, to every process. Frozen in
// time. SQLite keeps no such cache: it has nothing to announce.
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`create or replace function sessions_ended() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        perform pg_notify(${sql.lit(sessionsEndedChannel)}, tg_table_schema || ' *');
        return null;
      end if;
      perform pg_notify(${sql.lit(sessionsEndedChannel)}, tg_table_schema || ' ' || old.token_hash);
      return null;
    end $$`.execute(db);
  await sql`create trigger sessions_ended_row after delete or update on sessions for each row execute function sessions_ended()`.execute(db);
  await sql`create trigger sessions_ended_all after truncate on sessions for each statement execute function sessions_ended()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`drop trigger if exists sessions_ended_row on sessions`.execute(db);
  await sql`drop trigger if exists sessions_ended_all on sessions`.execute(db);
  await sql`drop function if exists sessions_ended()`.execute(db);
}
