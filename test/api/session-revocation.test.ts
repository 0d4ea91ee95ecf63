// On PostgreSQL each process remembers the sessions it has seen (server/domain/auth/session-cache.ts). A
// session ended anywhere — sign-out in another process, a password change there, an operator's command from
// a third — must be refused by every process as soon as PostgreSQL's announcement of it arrives: usually
// before the next request, but on a loaded machine the listener's backend can be a few milliseconds late, so
// each check allows up to `announcementMs` (docs/decisions.md, "Sessions remembered per process"). The two
// apps share this test's process, so a session one of them deletes is also forgotten by the other at once;
// the last test ends sessions from outside, which only PostgreSQL's announcements can tell them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import pg from 'pg';
import { startTestApp, call, postgresUrl, testDb, type TestApp } from '../helpers/test-app.js';
import { registerAndLogin } from '../helpers/users.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { hashToken } from '../../server/domain/auth/tokens.js';
import { waitFor } from '../helpers/wait-for.js';

// The cache is PostgreSQL's: SQLite reads every session, so there the test is skipped.
const postgresOnly = testDb === 'postgres' ? test : test.skip;

/** Runs `work` against two server processes on one database, closing both after. */
async function withTwoProcesses(work: (first: TestApp, second: TestApp) => Promise<void>): Promise<void> {
  const first = await startTestApp({ authRateLimitPerMinute: 1000 });
  const second = await startTestApp({ authRateLimitPerMinute: 1000, databaseSchema: first.config.databaseSchema });
  try {
    await insertInviteCode(first.app.conn, 'REVOKED1', null, Date.now());
    // Each process starts remembering once it listens for ended sessions: give both their moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await work(first, second);
  } finally {
    await second.close();
    await first.close();
  }
}

async function me(app: TestApp, token: string): Promise<number> {
  return (await call(app.url, 'GET', '/api/me', { token })).status;
}

/** How long an ended session's announcement may take to arrive, at most. */
const announcementMs = 1000;

/** `token` is refused by `app` within `announcementMs`, asked every 5 ms. */
async function refused(app: TestApp, token: string, what: string): Promise<void> {
  await waitFor(async () => (await me(app, token)) === 401, { timeoutMs: announcementMs, everyMs: 5, what: `${what}: refused` });
}

/** Both processes have answered for the token at least twice, so each holds it in memory. */
async function remembered(apps: TestApp[], token: string): Promise<void> {
  for (const app of apps) for (let i = 0; i < 2; i++) assert.is(await me(app, token), 200);
}

postgresOnly('sign-out in one process is refused by the other as its announcement arrives', async () => {
  await withTwoProcesses(async (first, second) => {
    const { token } = await registerAndLogin(first.url, 'REVOKED1');
    await remembered([first, second], token);
    assert.is((await call(first.url, 'POST', '/api/auth/logout', { token })).status, 204);
    await refused(second, token, 'the other process');
    await refused(first, token, 'the same process');
  });
});

postgresOnly('a password change in one process ends the other sessions in both, keeping its own', async () => {
  await withTwoProcesses(async (first, second) => {
    const { user, token: kept } = await registerAndLogin(first.url, 'REVOKED1');
    const other = (await call(second.url, 'POST', '/api/auth/login', { body: { account: user.account, password: user.password } })).body.token as string;
    await remembered([first, second], kept);
    await remembered([first, second], other);
    const newPassword = 'changed123';
    const changed = await call(first.url, 'POST', '/api/me/password', {
      token: kept,
      body: { kind: 'login', oldPassword: user.password, newPassword, confirmPassword: newPassword },
    });
    assert.is(changed.status, 204, JSON.stringify(changed.body));
    await refused(second, other, 'the other session, in the other process');
    await refused(first, other, 'the other session, in the same process');
    assert.is(await me(second, kept), 200, 'the session that changed it');
  });
});

postgresOnly("sessions ended from outside (an operator's command in a third process) are refused by both as announced", async () => {
  await withTwoProcesses(async (first, second) => {
    const operator = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${first.config.databaseSchema}` });
    await operator.connect();
    try {
      const { token } = await registerAndLogin(first.url, 'REVOKED1');
      const { token: bystander } = await registerAndLogin(first.url, 'REVOKED1');
      await remembered([first, second], token);
      await remembered([first, second], bystander);
      await operator.query('delete from sessions where token_hash != $1', [hashToken(bystander)]);
      await refused(second, token, 'the other process');
      await refused(first, token, 'the first process');
      assert.is(await me(second, bystander), 200, 'a session left alone stays');
      await operator.query('truncate sessions');
      await refused(first, bystander, 'every session, once the table is emptied');
      await refused(second, bystander, 'every session, in the other process');
    } finally {
      await operator.end();
    }
  });
});

test.run();
