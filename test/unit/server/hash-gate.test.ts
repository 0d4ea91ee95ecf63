import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { forAccount, forAddress, HashGate, type HashFor } from '../../../server/domain/auth/hash-gate.js';
import { DomainError } from '../../../server/domain/domain-error.js';
import { addressKey } from '../../../server/client-address.js';

/** A gate whose hashes finish only when the test says, recording the order they started in. */
function scriptedGate(limits = { concurrency: 1, queueMax: 100, perPrincipal: 2 }, now = () => 0) {
  const gate = new HashGate(limits, now);
  const started: string[] = [];
  const finishers: (() => void)[] = [];
  const outcomes: Promise<string>[] = [];
  const submit = (name: string, whose: HashFor) => {
    const outcome = gate
      .run(
        () =>
          new Promise<void>((resolve) => {
            started.push(name);
            finishers.push(resolve);
          }),
        whose,
      )
      .then(
        () => 'done',
        (err: DomainError) => err.code,
      );
    outcomes.push(outcome);
    return outcome;
  };
  /** Lets the oldest running hash finish and the gate hand its slot on. */
  const finishOne = async () => {
    finishers.shift()!();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { gate, started, submit, finishOne };
}

test('busy principals take turns, one hash each, whatever order they queued in', async () => {
  const { started, submit, finishOne } = scriptedGate({ concurrency: 1, queueMax: 100, perPrincipal: 4 });
  submit('first', forAccount('z'));
  for (const name of ['a1', 'a2', 'a3', 'b1', 'b2', 'c1']) submit(name, forAccount(name[0]));
  for (let i = 0; i < 7; i++) await finishOne();
  assert.equal(started, ['first', 'a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
});

test('a quiet principal goes ahead of principals that hashed lately, until it has hashed as much', async () => {
  const { started, submit, finishOne } = scriptedGate({ concurrency: 1, queueMax: 100, perPrincipal: 4 });
  submit('running', forAccount('x'));
  // x and y have hashed three times each in the last minute (they flood); the owner never.
  for (let round = 0; round < 3; round++) {
    submit(`x${round}`, forAccount('x'));
    submit(`y${round}`, forAccount('y'));
    await finishOne();
    await finishOne();
  }
  submit('x-again', forAccount('x'));
  submit('y-again', forAccount('y'));
  for (let i = 0; i < 4; i++) submit(`owner${i}`, forAccount('owner'));
  for (let i = 0; i < 6; i++) await finishOne();
  assert.equal(started.slice(-6), ['owner0', 'owner1', 'owner2', 'y-again', 'owner3', 'x-again']);
});

test('a principal that starts waiting is at most eight hashes ahead of the least-used one waiting: fresh accounts bank no credit', async () => {
  const { started, submit, finishOne } = scriptedGate({ concurrency: 1, queueMax: 100, perPrincipal: 20 });
  submit('running', forAccount('r'));
  for (let i = 0; i < 20; i++) {
    submit('busy', forAccount('busy'));
    await finishOne();
  }
  submit('busy-again', forAccount('busy'));
  for (let i = 0; i < 15; i++) submit('fresh', forAccount('fresh'));
  for (let i = 0; i < 15; i++) await finishOne();
  const ahead = started.slice(started.indexOf('busy-again') - 12, started.indexOf('busy-again')).filter((name) => name === 'fresh').length;
  assert.ok(ahead >= 8 && ahead <= 9, `fresh went ${ahead} ahead`);
});

test('known hashes go first, but strangers get every fourth slot while both wait', async () => {
  const { started, submit, finishOne } = scriptedGate({ concurrency: 1, queueMax: 100, perPrincipal: 4 });
  submit('running', forAccount('r'));
  for (let i = 0; i < 2; i++) submit(`s${i}`, forAddress(`198.51.100.${i}`));
  for (let i = 0; i < 6; i++) submit(`k${i}`, forAccount(`k${i}`));
  for (let i = 0; i < 8; i++) await finishOne();
  assert.equal(started, ['running', 'k0', 'k1', 'k2', 's0', 'k3', 'k4', 'k5', 's1']);
});

test('one principal waits at most `perPrincipal` times, refused 429 past it, taking no one else’s place', async () => {
  const { gate, submit } = scriptedGate({ concurrency: 1, queueMax: 100, perPrincipal: 2 });
  submit('running', forAccount('a'));
  const waits = [submit('a1', forAccount('a')), submit('a2', forAccount('a'))];
  assert.is(await submit('a3', forAccount('a')), 'rate_limited');
  assert.equal(gate.load, { running: 1, known: 2, stranger: 0 });
  assert.is(await Promise.race([...waits, Promise.resolve('still waiting')]), 'still waiting');
});

test('a full lane makes room by refusing the newest waiter of the longest queue; the arrival is refused only when its own queue is the longest', async () => {
  const { gate, submit, finishOne } = scriptedGate({ concurrency: 1, queueMax: 3, perPrincipal: 2 });
  submit('running', forAccount('r'));
  submit('a1', forAccount('a'));
  const a2 = submit('a2', forAccount('a'));
  submit('b1', forAccount('b'));
  // The lane holds 3: a quiet principal still gets in, a's second waiter goes.
  submit('owner', forAccount('owner'));
  assert.is(await a2, 'unavailable');
  assert.equal(gate.load, { running: 1, known: 3, stranger: 0 });
  // Now every queue holds one: b's second is its own queue's excess over no one's.
  assert.is(await submit('b2', forAccount('b')), 'unavailable');
  submit('s1', forAddress('203.0.113.1'));
  assert.equal(gate.load, { running: 1, known: 3, stranger: 1 }, 'strangers wait in a lane of their own, bounded apart');
  for (let i = 0; i < 4; i++) await finishOne();
  assert.equal(gate.load, { running: 1, known: 0, stranger: 0 });
});

test('with one waiting for each principal, a quiet arrival takes the place of the one that used most; a busy one is refused', async () => {
  const { gate, submit, finishOne } = scriptedGate({ concurrency: 1, queueMax: 2, perPrincipal: 2 });
  submit('running', forAccount('r'));
  // a, b and c hashed before, a most; the owner never did.
  for (const name of ['a', 'b', 'a', 'b', 'a', 'c']) {
    submit(name, forAccount(name));
    await finishOne();
  }
  const b = submit('b-waits', forAccount('b'));
  const c = submit('c-waits', forAccount('c'));
  assert.is(await submit('a-again', forAccount('a')), 'unavailable', 'a used most: it is the one refused');
  const owner = submit('owner', forAccount('owner'));
  assert.is(await b, 'unavailable', 'b used more than c, and gives way to the owner');
  assert.equal(gate.load, { running: 1, known: 2, stranger: 0 });
  await finishOne();
  await finishOne();
  assert.is(await owner, 'done', 'the owner, quietest, goes first');
  await finishOne();
  assert.is(await c, 'done');
});

test('memory is bounded whatever arrives: waiting entries by the lanes, remembered principals by a cap', () => {
  const waiting = scriptedGate({ concurrency: 1, queueMax: 50, perPrincipal: 2 });
  for (let i = 0; i < 20_000; i++) waiting.submit(`p${i}`, forAddress(`p${i}`));
  assert.is(waiting.gate.load.stranger, 50);
  const served = scriptedGate({ concurrency: 30_000, queueMax: 50, perPrincipal: 2 });
  for (let i = 0; i < 20_000; i++) served.submit(`p${i}`, forAddress(`p${i}`));
  assert.is(served.gate.remembered, 10_000);
});

test('hashing shares by the IPv6 /56: the 256 /64s of one household or server are one principal', () => {
  assert.is(addressKey('2001:db8:0:1200::1', 56), '2001:db8:0:1200::/56');
  assert.is(addressKey('2001:db8:0:12ff:ffff::9', 56), '2001:db8:0:1200::/56');
  assert.is.not(addressKey('2001:db8:0:1300::1', 56), '2001:db8:0:1200::/56');
  assert.is(addressKey('2001:db8:0:12ff::1'), '2001:db8:0:12ff::/64', '/64 stays the rule for rate limits');
  assert.is(addressKey('203.0.113.7', 56), '203.0.113.7', 'IPv4 is the address itself');
});

test.run();
