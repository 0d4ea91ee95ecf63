import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { NumberedTail, type NumberedRows } from '../../../server/domain/numbered-tail.js';

/** A table as PostgreSQL shows it: rows are numbered when written and seen only once their transaction commits. */
function table(committed: Map<number, string> = new Map()) {
  const rows: NumberedRows<{ id: number; user: string }> = {
    latest: async () => Math.max(0, ...committed.keys()),
    after: async (afterId, users, limit) =>
      [...committed]
        .filter(([id, user]) => id > afterId && users.includes(user))
        .sort(([a], [b]) => a - b)
        .slice(0, limit)
        .map(([id, user]) => ({ id, user })),
  };
  return { rows, commit: (id: number, user = 'alice') => committed.set(id, user) };
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const alice = ['alice'];

test('a row numbered before the first poll and committed after it still arrives', async () => {
  const { rows, commit } = table(new Map([[3, 'alice']]));
  const tail = new NumberedTail(rows, { lookBackPolls: 1, pageRows: 10, pages: 2 });
  await tail.start();
  commit(5);
  assert.equal(ids(await tail.poll(alice)), [5], 'row 4 is still in its transaction');
  commit(4);
  assert.equal(ids(await tail.poll(alice)), [4]);
  assert.equal(ids(await tail.poll(alice)), [], 'each row once');
});

/** Row 2 read, then `quietPolls` polls, then row 1 (numbered before it) committed: what the next poll hands out. */
async function lateRow(lookBackPolls: number, quietPolls: number) {
  const { rows, commit } = table();
  const tail = new NumberedTail(rows, { lookBackPolls, pageRows: 10, pages: 2 });
  await tail.start();
  commit(2);
  assert.equal(ids(await tail.poll(alice)), [2]);
  for (let i = 0; i < quietPolls; i++) assert.equal(ids(await tail.poll(alice)), []);
  commit(1);
  return ids(await tail.poll(alice));
}

test('a row committed up to `lookBackPolls` polls after a higher one was read arrives, and none later', async () => {
  assert.equal(await lateRow(1, 0), [1], 'look-back 1: the next poll');
  assert.equal(await lateRow(1, 1), [], 'look-back 1: the one after');
  assert.equal(await lateRow(2, 1), [1], 'look-back 2: the second poll');
  assert.equal(await lateRow(2, 2), [], 'look-back 2: the third');
  assert.equal(await lateRow(5, 4), [1], 'look-back 5 (the server on PostgreSQL): the fifth poll');
  assert.equal(await lateRow(5, 5), [], 'look-back 5: the sixth');
  assert.equal(await lateRow(0, 0), [], 'no look-back (SQLite): never');
});

test('without a look-back (one writer), a poll reads from where the last one ended', async () => {
  const { rows, commit } = table(new Map([[7, 'alice']]));
  const tail = new NumberedTail(rows, { lookBackPolls: 0, pageRows: 2, pages: 2 });
  await tail.start();
  for (const id of [8, 9, 10, 11, 12]) commit(id);
  assert.equal(ids(await tail.poll(alice)), [8, 9, 10, 11], 'two pages of two');
  assert.equal(ids(await tail.poll(alice)), [12], 'the rest on the next poll');
  commit(13, 'bob');
  commit(14);
  assert.equal(ids(await tail.poll(['bob'])), [13], "only the listed users' rows");
  assert.equal(ids(await tail.poll(alice)), [14], "then alice's, past the row of bob's the cursor moved to");
});

test('rows read again do not count against the budget: a steady flow past a poll is not left behind', async () => {
  const { rows, commit } = table();
  const tail = new NumberedTail(rows, { lookBackPolls: 3, pageRows: 2, pages: 2 });
  await tail.start();
  let next = 1;
  for (let poll = 0; poll < 6; poll++) {
    for (let i = 0; i < 4; i++) commit(next++);
    assert.equal(ids(await tail.poll(alice)), [next - 4, next - 3, next - 2, next - 1], `poll ${poll + 1}: the four new rows`);
  }
});

test('a poll before the start is a mistake', async () => {
  const tail = new NumberedTail(table().rows, { lookBackPolls: 1, pageRows: 10, pages: 1 });
  try {
    await tail.poll(alice);
    assert.unreachable('polled');
  } catch (error) {
    assert.match(String(error), /NumberedTail: poll before start/);
  }
});

test.run();
