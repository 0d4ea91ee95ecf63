import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { migrateToLatest, openDatabase, openReads, type Db, type DbKind } from '../db/database.js';
import type { ReadRunner } from '../db/statements.js';
import { GroupCommit } from '../db/group-commit.js';
import { Transactions } from '../db/transactions.js';
import { lockAccountsInIdOrder } from '../domain/ledger/accounts-repository.js';
import { loadNumbering } from '../domain/numbering/load-numbering.js';
import type { Numbering } from '../domain/numbering/public-numbers.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    /** Transactions of prepared statements (the group commit's). */
    transactions: Transactions;
    /** Shared group commit for hot money-moving writes (orders). */
    groupCommit: GroupCommit;
    /** Reads outside any transaction that must not wait for the writer: sessions, the settlement queue. */
    reads: ReadRunner;
    /** The order and transfer numbers users see, under this database's key. */
    numbering: Numbering;
  }
}

/** How often the background checkpointer copies the WAL into the database file. */
const checkpointEveryMs = 200;

/** Opens the database, brings it to the latest migration, reads its numbering key, and closes it with the server. */
export default fp(
  async (app, opts: { config: Config }) => {
    const { db, kind, sqlite } = openDatabase(opts.config);
    await migrateToLatest(db, kind, opts.config.databaseSchema);
    sqlite?.checkpointInBackground(checkpointEveryMs, (err) => app.log.error({ err }, 'WAL checkpointer stopped; checkpointing on the main connection'));
    app.decorate('db', db);
    app.decorate('dbKind', kind);
    app.decorate('numbering', await loadNumbering(db));
    const transactions = new Transactions(db, sqlite);
    app.decorate('transactions', transactions);
    // On PostgreSQL a batch locks its orders' accounts in id order first, as settlement does (issue 11).
    app.decorate('groupCommit', new GroupCommit(transactions, { lockFirst: kind === 'postgres' ? lockAccountsInIdOrder : undefined }));
    const reads = openReads(opts.config, kind, db);
    app.decorate('reads', reads.reads);
    app.addHook('onClose', async () => {
      reads.close();
      await db.destroy();
    });
  },
  { name: 'database' },
);
