import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accountEventsOf } from '../../../server/domain/users/account-events.js';

const transfer = (id: number, user_id: string, code: string, ref: string) => ({ id, user_id, code, ref });

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
  const personal = accountEventsOf([transfer(1, 'alice', 'deposit', 'deposit:d1')], [{ id: 7, user_id: 'alice' }], ['alice', 'bob']);
  assert.equal(personal.get('alice'), [{ kind: 'deposit', ref: 'deposit:d1' }, { kind: 'balance' }, { kind: 'message' }], 'after the balance');
  assert.is(personal.get('bob'), undefined);
  const broadcast = accountEventsOf([], [{ id: 8, user_id: null }, { id: 9, user_id: 'bob' }], ['alice', 'bob']);
  assert.equal([...broadcast], [['alice', [{ kind: 'message' }]], ['bob', [{ kind: 'message' }]]], 'one each, however many messages');
});

test.run();
