import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StreamSlots } from '../../../server/market/stream-slots.js';
import { addressKey } from '../../../server/client-address.js';

test('an IPv4 address counts as itself, also written as IPv4-mapped IPv6', () => {
  assert.is(addressKey('203.0.113.7'), '203.0.113.7');
  assert.is(addressKey('::ffff:203.0.113.7'), '203.0.113.7');
});

test('an IPv6 address counts by its /64, however it is written', () => {
  const key = '2001:db8:0:1::/64';
  for (const ip of ['2001:db8:0:1::1', '2001:db8::1:0:0:0:2', '2001:0db8:0000:0001:ffff:ffff:ffff:ffff', '2001:DB8:0:1::9%eth0']) assert.is(addressKey(ip), key, ip);
  assert.is.not(addressKey('2001:db8:0:2::1'), key);
  assert.is(addressKey('::1'), '0:0:0:0::/64');
});

test('an IPv6 address counts by a shorter prefix where asked: the subscriber\'s /56 holds its 256 /64s', () => {
  assert.is(addressKey('2001:db8:0:1ff::1', 56), '2001:db8:0:100::/56');
  assert.is(addressKey('2001:db8:0:100::9', 56), addressKey('2001:db8:0:1ff:ffff::1', 56));
  assert.is.not(addressKey('2001:db8:0:200::1', 56), addressKey('2001:db8:0:1ff::1', 56));
  assert.is(addressKey('2001:db8:abcd:12ff::1', 48), '2001:db8:abcd::/48');
  assert.is(addressKey('203.0.113.7', 56), '203.0.113.7', 'IPv4 is itself whatever the prefix');
});

test('live-price slots count an IPv6 client by its /56 and keep the last of the total for signed-in users, each capped per user', () => {
  const slots = new StreamSlots(2, 4, undefined, 2);
  assert.ok(slots.take('2001:db8:0:100::1'));
  assert.ok(slots.take('2001:db8:0:1ff::1'));
  assert.is(slots.take('2001:db8:0:142::1'), null, 'a third from the same /56');
  assert.is(slots.take('198.51.100.1'), null, 'the anonymous share (4 − 2) is full');
  assert.ok(slots.take('198.51.100.1', 'u1'), 'a signed-in user takes a kept slot');
  assert.ok(slots.take('198.51.100.1', 'u1'));
  assert.is(slots.take('198.51.100.1', 'u1'), null, 'per user, as per address');
  assert.is(slots.take('198.51.100.1', 'u2'), null, 'the total is reached');
});

test('slots are capped per address and in all, and each is given back once', () => {
  const slots = new StreamSlots(2, 3);
  const a1 = slots.take('2001:db8::1')!;
  const a2 = slots.take('2001:db8::2')!;
  assert.is(slots.take('2001:db8::3'), null, 'a third from the same /64');
  const b = slots.take('198.51.100.1')!;
  assert.is(slots.take('198.51.100.2'), null, 'the total is reached');
  a1();
  a1();
  assert.is(slots.open(), 2, 'giving a slot back twice frees one');
  assert.ok(slots.take('198.51.100.2'));
  a2();
  b();
  assert.is(slots.open('2001:db8::9'), 0);
});


test('slots of another kind of holder count it as it is keyed: a user by their id', () => {
  const slots = new StreamSlots(1, 10, (userId) => userId);
  assert.ok(slots.take('u1'));
  assert.is(slots.take('u1'), null, 'a second stream of the same user');
  assert.ok(slots.take('u2'), 'another user');
  assert.is(slots.open('u1'), 1);
});

test.run();
