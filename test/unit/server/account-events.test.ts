import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accountEventsOf } from '../../../server/domain/users/account-events.js';

const transfer = (id: number, user_id: string, code: string, ref: string) => ({ id, user_id, code, ref });
const message = (id: number, user_id: string | null, kind = 'operator', details: Record<string, string> = {}) => ({ id, user_id, kind, params: JSON.stringify(details) });

test("transfers become each user's events: one per record changed, then one balance", () => {
  const events = accountEventsOf([
    transfer(1, 'alice', 'withdraw_done', 'withdrawal:w1'),
    transfer(2, 'alice', 'fee', 'withdrawal:w1'),
    transfer(3, 'bob', 'stake_return', 'order:7'),
    transfer(4, 'bob', 'winnings', 'order:7'),
    transfer(5, 'bob', 'stake_lost', 'order:8'),
    transfer(6, 'alice', 'deposit', 'deposit:d1'),
    transfer(7, 'carol', 'interest', 'savings:s1'),
    transfer(8, 'carol', 'stake', 'order:9'),
  ]);
  assert.equal(events.get('alice'), [{ kind: 'withdrawal', ref: 'withdrawal:w1' }, { kind: 'deposit', ref: 'deposit:d1' }, { kind: 'balance' }]);
  assert.equal(events.get('bob'), [{ kind: 'order', ref: 'order:7' }, { kind: 'order', ref: 'order:8' }, { kind: 'balance' }]);
  assert.equal(events.get('carol'), [{ kind: 'balance' }], 'savings moves and an order placed move the balance only');
});

test('a hold and a refund are withdrawal events too; nothing is nothing', () => {
  assert.equal(accountEventsOf([transfer(1, 'a', 'withdraw_hold', 'withdrawal:w'), transfer(2, 'a', 'withdraw_refund', 'withdrawal:w')]).get('a'), [
    { kind: 'withdrawal', ref: 'withdrawal:w' },
    { kind: 'balance' },
  ]);
  assert.is(accountEventsOf([]).size, 0);
});

test('a new message is a message event for its user; one to everyone, for every user listening', () => {
  const personal = accountEventsOf([transfer(1, 'alice', 'deposit', 'deposit:d1')], [message(7, 'alice')], ['alice', 'bob']);
  assert.equal(personal.get('alice'), [{ kind: 'deposit', ref: 'deposit:d1' }, { kind: 'balance' }, { kind: 'message' }], 'after the balance');
  assert.is(personal.get('bob'), undefined);
  const broadcast = accountEventsOf([], [message(8, null), message(9, 'bob')], ['alice', 'bob']);
  assert.equal([...broadcast], [['alice', [{ kind: 'message' }]], ['bob', [{ kind: 'message' }]]], 'one each, however many messages');
});

test('a decision that moves no money is told by its notice: a rejected deposit is a deposit event, a verification a verification event', () => {
  const events = accountEventsOf(
    [],
    [
      message(1, 'alice', 'deposit_rejected', { amount: '500.00', number: '1234567890123', reason: 'payment_not_found', ref: 'deposit:d1' }),
      message(2, 'bob', 'verification_rejected', { reason: 'photo_unreadable' }),
      message(3, 'carol', 'verification_approved'),
      message(4, 'dave', 'deposit_rejected', { amount: '1.00', number: '1' }),
    ],
    ['alice', 'bob', 'carol', 'dave'],
  );
  assert.equal(events.get('alice'), [{ kind: 'deposit', ref: 'deposit:d1' }, { kind: 'message' }], 'no balance: nothing moved');
  assert.equal(events.get('bob'), [{ kind: 'verification' }, { kind: 'message' }]);
  assert.equal(events.get('carol'), [{ kind: 'verification' }, { kind: 'message' }]);
  assert.equal(events.get('dave'), [{ kind: 'message' }], 'a notice from before it named its deposit is a message only');
});

test('a credited deposit is one deposit event, for its transfer and its notice alike', () => {
  const events = accountEventsOf([transfer(1, 'alice', 'deposit', 'deposit:d1')], [message(2, 'alice', 'deposit_credited', { ref: 'deposit:d1' })], ['alice']);
  assert.equal(events.get('alice'), [{ kind: 'deposit', ref: 'deposit:d1' }, { kind: 'balance' }, { kind: 'message' }]);
});

test.run();
