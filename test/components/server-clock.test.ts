// Before the first price tick, countdowns run on the server's clock from HTTP Date headers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createApi } from '../../src/api/client.js';
import { startTestApp } from '../helpers/test-app.js';

test('every answer from the API tells the client how far its clock is from the server, to the second', async () => {
  const t = await startTestApp();
  try {
    const api = createApi({ base: `${t.url}/api`, getToken: () => undefined, onUnauthenticated: () => {} });
    assert.is(api.dateOffset(), undefined, 'nothing known before the first answer');
    await api.get('/app-info');
    const offset = api.dateOffset();
    assert.type(offset, 'number');
    // Same machine, same clock: the Date header's second rounding is the only difference.
    assert.ok(Math.abs(offset!) <= 1_000, `offset ${offset} ms`);
    await api.get('/products/NOPE').catch(() => undefined);
    assert.type(api.dateOffset(), 'number', 'an error answer carries the date too');
  } finally {
    await t.close();
  }
});

test.run();
