import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newId } from '../../../server/db/ids.js';

test('ids are 32 hex digits led by the millisecond', () => {
  const id = newId(Date.parse('2026-11-26T04:00:00Z'));
  assert.match(id, /^[0-9a-f]{32}$/);
  assert.is(parseInt(id.slice(0, 12), 16), Date.parse('2026-11-26T04:00:00Z'));
});

test('ids only grow: within a millisecond, and when the clock steps back', () => {
  const at = Date.parse('2026-11-26T04:00:01Z');
  const ids = [newId(at), newId(at), newId(at), newId(at - 5_000), newId(at), newId(at + 1)];
  for (let i = 1; i < ids.length; i++) assert.ok(ids[i] > ids[i - 1], `${ids[i]} after ${ids[i - 1]}`);
  assert.is(new Set(ids).size, ids.length);
  assert.is(parseInt(ids[5].slice(0, 12), 16), at + 1);
});

test('the first id of a millisecond is random', () => {
  const a = newId(Date.parse('2026-11-26T04:00:02Z'));
  const b = newId(Date.parse('2026-11-26T04:00:03Z'));
  assert.is.not(a.slice(12), b.slice(12));
});

test.run();
