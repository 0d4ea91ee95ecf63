import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { connect, migrateToLatest, openDatabase, openReads, openSidePool } from '../db/database.js';
import type { Connection, Db, DbKind } from '../db/connection.js';
import { GroupCommit } from '../db/group-commit.js';
import type { Transactions } from '../db/transactions.js';
import { lockAccountsInIdOrder } from '../domain/ledger/accounts-repository.js';
import { loadNumbering } from '../domain/numbering/load-numbering.js';
import { settlementConnections } from '../domain/trading/settlement-service.js';
import type { Numbering } from '../domain/numbering/public-numbers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder over the database: migrations, and tests that look at rows. The domain takes `conn`. */
    db: Db;
    dbKind: DbKind;
    /** What routes hand the domain: the database, whose transactions the domain opens itself. */
    conn: Connection;
    /** Reads outside any transaction that must not wait for the writer: sessions, the settlement queue. */
    reads: Connection;
    /**
     * Settlement's: on PostgreSQL a pool of its own, so payouts don't queue for a connection behind requests (under
     * a load that kept the requests' pool busy, the settlement queue's read waited 1–2.5 s and payouts 6–12 s); on
     * SQLite the one writer (`conn`) and the read-only connection (`reads`).
     */
    settlement: { conn: Connection; reads: Connection };
    /** Where health asks whether the database answers: on PostgreSQL a connection of its own, on SQLite the reader. */
    healthProbe: Connection;
    /** Transactions with savepoints, for group commits (the trading plugin's, and tests of their own). */
    transactions: Transactions;
    /** The group commit for hot money-moving writes (orders), for the trading plugin. */
    groupCommit: GroupCommit;
    /** The order and transfer numbers users see, under this database's key. */
    numbering: Numbering;
  }
}

/** How often the background checkpointer copies the WAL into the database file. */
const checkpointEveryMs = 200;

/** Opens the database, brings it to the latest migration, reads its numbering key, and closes it with the server. */
export default fp(
  async (app, opts: { config: Config }) => {
    const { db, kind, sqlite, pool } = openDatabase(opts.config, app.log);
    await migrateToLatest(db, kind, opts.config.databaseSchema);
    pool?.limitStatements(opts.config.databasePool.statementTimeoutMs);
    sqlite?.checkpointInBackground(checkpointEveryMs, (err) => app.log.error({ err }, 'WAL checkpointer stopped; checkpointing on the main connection'));
    const { connection, transactions } = connect(db, kind, sqlite);
    app.decorate('db', db);
    app.decorate('dbKind', kind);
    app.decorate('conn', connection);
    app.decorate('transactions', transactions);
    app.decorate('numbering', await loadNumbering(connection));
    // On PostgreSQL a batch locks its orders' accounts in id order first, as settlement does, so the two can't deadlock.
    app.decorate('groupCommit', new GroupCommit(transactions, { lockFirst: kind === 'postgres' ? lockAccountsInIdOrder : undefined }));
    const reads = openReads(opts.config, kind, db);
    app.decorate('reads', reads.reads);
    // Settlement: its batches in flight at once (the queue's read comes before them), and the connection that holds
    // its turn (`asTheOneSettling`). Health: one probe at a time, which must tell a database that doesn't answer
    // from a pool that is merely busy (a load balancer takes out on 503).
    const settlementDb = kind === 'postgres' ? openSidePool(opts.config, 'settlement', settlementConnections + 1, app.log) : undefined;
    const settlementConn = settlementDb ? connect(settlementDb, kind).connection : undefined;
    app.decorate('settlement', settlementConn ? { conn: settlementConn, reads: settlementConn } : { conn: connection, reads: reads.reads });
    const healthDb = kind === 'postgres' ? openSidePool(opts.config, 'health', 1, app.log) : undefined;
    app.decorate('healthProbe', healthDb ? connect(healthDb, kind).connection : reads.reads);
    app.addHook('onClose', async () => {
      await reads.close();
      await settlementDb?.destroy();
      await healthDb?.destroy();
      await db.destroy();
    });
  },
  { name: 'database' },
);
