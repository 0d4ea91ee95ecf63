import { sql, SqliteAdapter, type Kysely } from 'kysely';

// The inbox: system notices and operators' messages. A message to everyone is one row (user_id null), never one
// per user; whether a user read a message is a row of message_reads, so a broadcast read by one user stays unread
// for the rest. Messages are numbered by the database in the order written, so the account stream follows them
// as it follows the ledger (by number, with a look-back on PostgreSQL). A notice keeps its kind and parameters,
// worded when read in the reader's language; an operator's message keeps its texts, one row per language. The
// support conversation is one thread per user. Frozen in time, and safe to run again (SQLite's migrations run
// outside a transaction).
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('messages')
    .ifNotExists()
    // SQLite: exactly "integer primary key" makes the id the rowid; never reused, since rows are never deleted.
    .addColumn('id', sqlite ? 'integer' : 'bigint', (c) => (sqlite ? c.primaryKey() : c.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn('user_id', 'varchar(32)', (c) => c.references('users.id'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // A user's messages and the broadcasts (user_id null) alike, newest first: the inbox, its count and the stream's tail.
  await db.schema.createIndex('messages_user').ifNotExists().on('messages').columns(['user_id', 'id']).execute();
  await db.schema
    .createTable('message_texts')
    .ifNotExists()
    .addColumn('message_id', 'bigint', (c) => c.notNull().references('messages.id'))
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_texts_pkey', ['message_id', 'lang'])
    .execute();
  await db.schema
    .createTable('message_reads')
    .ifNotExists()
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('message_id', 'bigint', (c) => c.notNull().references('messages.id'))
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_reads_pkey', ['user_id', 'message_id'])
    .execute();
  await db.schema
    .createTable('support_messages')
    .ifNotExists()
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('sender', 'varchar(8)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('photo_id', 'varchar(32)', (c) => c.references('verification_photos.id'))
    .addColumn('operator', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('support_messages_sender', sql`sender in ('user', 'operator')`)
    .execute();
  await db.schema.createIndex('support_messages_user').ifNotExists().on('support_messages').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['support_messages', 'message_reads', 'message_texts', 'messages']) await db.schema.dropTable(table).ifExists().execute();
}
