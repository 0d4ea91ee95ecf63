import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { migrateToLatest, openDatabase, type Db, type DbKind } from '../db/database.js';
import { GroupCommit } from '../db/group-commit.js';
import { Transactions } from '../db/transactions.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    /** Transactions of prepared statements (the group commit's). */
    transactions: Transactions;
    /** Shared group commit for hot money-moving writes (orders). */
    groupCommit: GroupCommit;
  }
}

/** Opens the database, brings it to the latest migration, and closes it with the server. */
export default fp(
  async (app, opts: { config: Config }) => {
    const { db, kind, sqlite } = openDatabase(opts.config);
    await migrateToLatest(db, kind, opts.config.databaseSchema);
    app.decorate('db', db);
    app.decorate('dbKind', kind);
    const transactions = new Transactions(db, sqlite);
    app.decorate('transactions', transactions);
    app.decorate('groupCommit', new GroupCommit(transactions));
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
