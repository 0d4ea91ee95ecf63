import { Writable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, testDb, type TestApp } from '../helpers/test-app.js';

// Whatever fails inside, the client learns only that it did; the operator finds it by request id.

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  req?: { url: string };
  err?: { message: string; stack: string };
}

const errors = suite(`a 5xx tells the client nothing and the log everything (${testDb})`);
let t: TestApp;
const logged: LogLine[] = [];
const secretSql = 'SELECT password_hash FROM users WHERE account = $1';

errors.before(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logged.push(JSON.parse(line));
      done();
    },
  });
  t = await startTestApp(
    {},
    (app) => {
      app.get('/api/test/throws', async () => {
        throw new Error(`query failed: ${secretSql}`);
      });
      // An error that names a 5xx of its own is no more shown than one that names none.
      app.get('/api/test/throws-503', async () => {
        throw Object.assign(new Error(`pool exhausted during ${secretSql}`), { statusCode: 503 });
      });
    },
    undefined,
    { level: 'info', stream },
  );
});
errors.after(() => t.close());

/** Requests `url` and returns the answer with the lines logged for that request (by its request id). */
async function failing(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  const incoming = logged.find((line) => line.req?.url === url);
  assert.ok(incoming?.reqId, `the request to ${url} was logged with an id`);
  return { response, lines: logged.filter((line) => line.reqId === incoming.reqId) };
}

function assertHidden(response: { statusCode: number; body: string }) {
  assert.is(response.statusCode, 500);
  assert.equal(JSON.parse(response.body), { error: { code: 'internal', message: 'Something went wrong on our side' } });
  for (const leak of ['SELECT', 'password_hash', 'content_pages', '    at ', '.ts:']) assert.not.ok(response.body.includes(leak), `the body shows no "${leak}"`);
}

function assertLogged(lines: LogLine[], detail: RegExp) {
  const error = lines.find((line) => line.level === 50);
  assert.ok(error, `an error line carries the request id: ${JSON.stringify(lines)}`);
  assert.match(error.err?.message ?? '', detail);
  assert.match(error.err?.stack ?? '', /\n\s+at /, 'with its stack');
}

errors('an exception in a route is a bare 500 whose message and stack go to the log under the request id', async () => {
  const { response, lines } = await failing('/api/test/throws');
  assertHidden(response);
  assertLogged(lines, /password_hash FROM users/);
});

errors('an exception that carries a 5xx status of its own is hidden the same way', async () => {
  const { response, lines } = await failing('/api/test/throws-503');
  assertHidden(response);
  assertLogged(lines, /pool exhausted/);
});

errors("a database error (a table gone) doesn't show its SQL or the table's name", async () => {
  await t.app.db.schema.dropTable('content_pages').execute();
  const { response, lines } = await failing('/api/pages/help');
  assertHidden(response);
  assertLogged(lines, /content_pages/);
});

errors.run();
