import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { NumberedTail, type NumberedRows } from '../../../server/domain/numbered-tail.js';

/** A table as PostgreSQL shows it: rows are numbered when written and seen only once their transaction commits. */
function table(committedIds: number[] = []) {
  const committed = new Set(committedIds);
  const rows: NumberedRows<{ id: number; user: string }> = {
    latest: async () => Math.max(0, ...committed),
    after: async (afterId, users, limit) =>
      [...committed]
        .filter((id) => id > afterId)
        .sort((a, b) => a - b)
        .map((id) => ({ id, user: 'alice' }))
        .filter((row) => users.includes(row.user))
        .slice(0, limit),
  };
  return { rows, commit: (id: number) => committed.add(id) };
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

test('a row numbered before the first poll and committed after it still arrives', async () => {
  const { rows, commit } = table([3]);
  const tail = new NumberedTail(rows, { lookBackPolls: 2, pageRows: 10, pages: 2 });
  await tail.start();
  commit(5);
  assert.equal(ids(await tail.poll(['alice'])), [5], 'row 4 is still in its transaction');
  commit(4);
  assert.equal(ids(await tail.poll(['alice'])), [4]);
  assert.equal(ids(await tail.poll(['alice'])), [], 'each row once');
});

test('the look-back reaches as many polls back as it says, and no further', async () => {
  const { rows, commit } = table();
  const tail = new NumberedTail(rows, { lookBackPolls: 2, pageRows: 10, pages: 2 });
  await tail.start();
  commit(2);
  assert.equal(ids(await tail.poll(['alice'])), [2]);
  assert.equal(ids(await tail.poll(['alice'])), []);
  assert.equal(ids(await tail.poll(['alice'])), []);
  commit(1);
  assert.equal(ids(await tail.poll(['alice'])), [], 'committed three polls after a later number was read');
});

test('without a look-back (one writer), a poll reads from where the last one ended', async () => {
  const { rows, commit } = table([7]);
  const tail = new NumberedTail(rows, { lookBackPolls: 0, pageRows: 2, pages: 2 });
  await tail.start();
  for (const id of [8, 9, 10, 11, 12]) commit(id);
  assert.equal(ids(await tail.poll(['alice'])), [8, 9, 10, 11], 'two pages of two');
  assert.equal(ids(await tail.poll(['alice'])), [12], 'the rest on the next poll');
  assert.equal(ids(await tail.poll(['bob'])), [], "another user's rows are not theirs");
});

test('a poll before the start is a mistake', async () => {
  const tail = new NumberedTail(table().rows, { lookBackPolls: 1, pageRows: 10, pages: 1 });
  try {
    await tail.poll(['alice']);
    assert.unreachable('polled');
  } catch (error) {
    assert.match(String(error), /before start/);
  }
});

test.run();
