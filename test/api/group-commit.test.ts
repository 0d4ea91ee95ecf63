import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp } from '../helpers/test-app.js';
import { GroupCommit } from '../../server/db/group-commit.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';

test('a group commit keeps the writes that succeed and rolls back only the one that failed', async () => {
  const t = await startTestApp();
  try {
    const commit = new GroupCommit(t.app.db);
    const results = await Promise.allSettled([
      commit.run((trx) => insertInviteCode(trx, 'GROUPAAA', null, 1)),
      commit.run(async (trx) => {
        await insertInviteCode(trx, 'GROUPBBB', null, 1);
        throw new Error('refused by a rule');
      }),
      commit.run((trx) => insertInviteCode(trx, 'GROUPAAA', null, 1)),
      commit.run((trx) => insertInviteCode(trx, 'GROUPCCC', null, 1)),
    ]);
    assert.equal(results.map((r) => r.status), ['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    const codes = (await t.app.db.selectFrom('invite_codes').select('code').where('code', 'like', 'GROUP%').orderBy('code').execute()).map((r) => r.code);
    assert.equal(codes, ['GROUPAAA', 'GROUPCCC'], 'the refused write and the duplicate left nothing behind');
  } finally {
    await t.close();
  }
});

test('writes queued while a batch commits go into the next batch, and every caller hears back', async () => {
  const t = await startTestApp();
  try {
    const commit = new GroupCommit(t.app.db, 5);
    const codes = Array.from({ length: 23 }, (_, i) => `BATCH${String(i).padStart(3, '0')}`);
    await Promise.all(codes.map((code) => commit.run((trx) => insertInviteCode(trx, code, null, 1))));
    const stored = await t.app.db.selectFrom('invite_codes').select('code').where('code', 'like', 'BATCH%').execute();
    assert.is(stored.length, 23);
  } finally {
    await t.close();
  }
});

test.run();
