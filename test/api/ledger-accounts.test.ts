import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { testDb, type TestApp } from '../helpers/test-app.js';
import { countRows, signUp, startFundsApp, type SignedIn } from '../helpers/funds.js';
import { transfer, transferBatch, type TransferRequest } from '../../server/domain/ledger/ledger.js';
import { DomainError } from '../../server/domain/domain-error.js';

// A transfer naming an account nobody opened is a bug in the caller: it must fail as one (an Error that
// names the account and the fix), not reach the user as `insufficient_funds`.
const ledger = suite(`the ledger asserts that a transfer's accounts exist (${testDb})`);
let a: TestApp;
let user: SignedIn;
ledger.before(async () => {
  a = await startFundsApp();
  [user] = await signUp(a, 1);
});
ledger.after(() => a.close());

/** What a transfer in its own transaction threw, and whether it recorded anything. */
async function thrown(move: Parameters<typeof a.app.conn.transaction>[0]): Promise<unknown> {
  const before = await countRows(a, 'transfers');
  const error = await a.app.conn.transaction(move).then(() => undefined, (e: unknown) => e);
  assert.is(await countRows(a, 'transfers'), before, 'nothing recorded');
  return error;
}

function assertMissing(error: unknown, accountId: string) {
  assert.ok(error instanceof Error && !(error instanceof DomainError), `a plain Error, got ${String(error)}`);
  assert.match((error as Error).message, `no account ${accountId};`);
  assert.match((error as Error).message, /opened with the user/);
}

const move = (debitAccountId: string, creditAccountId: string): TransferRequest => ({ debitAccountId, creditAccountId, amountMinor: 1, code: 'correction', ref: 'test:missing' });

ledger('debiting an account that does not exist throws, naming it', async () => {
  const missing = 'u:nobody:available';
  assertMissing(await thrown((trx) => transfer(trx, move(missing, 'p:house'), Date.now())), missing);
});

ledger('crediting an account that does not exist throws, naming it, though the debit would also be short', async () => {
  // `p:nosuch` sorts before the user's account, so it is updated first; the user's balance is 0.
  assertMissing(await thrown((trx) => transfer(trx, move(`u:${user.userId}:available`, 'p:nosuch'), Date.now())), 'p:nosuch');
});

ledger('a batch naming an account that does not exist throws, naming it', async () => {
  const missing = 'u:nobody:available';
  assertMissing(await thrown((trx) => transferBatch(trx, [move(missing, 'p:house')], Date.now())), missing);
  assertMissing(await thrown((trx) => transferBatch(trx, [move('p:house', 'p:nosuch')], Date.now())), 'p:nosuch');
});

ledger('an existing account short of money is still the user’s insufficient_funds', async () => {
  const error = await thrown((trx) => transfer(trx, move(`u:${user.userId}:available`, 'p:house'), Date.now()));
  assert.ok(error instanceof DomainError && error.code === 'insufficient_funds', String(error));
});

ledger.run();
