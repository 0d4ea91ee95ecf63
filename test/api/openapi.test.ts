import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, call } from '../helpers/test-app.js';

test('the OpenAPI document and the registered /api routes match both ways', async () => {
  const t = await startTestApp();
  try {
    const { status, body: doc } = await call(t.url, 'GET', '/api/openapi.json');
    assert.is(status, 200);
    assert.is(doc.openapi, '3.1.0');
    const documented = new Set<string>();
    for (const [path, item] of Object.entries<Record<string, unknown>>(doc.paths)) {
      for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} /api${path}`);
    }
    const registered = new Set(
      t.app.registeredRoutes
        .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
        .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    const undocumented = [...registered].filter((r) => !documented.has(r));
    const unregistered = [...documented].filter((r) => !registered.has(r));
    assert.equal(undocumented, [], 'routes missing from openapi.json');
    assert.equal(unregistered, [], 'openapi.json paths with no route');
    assert.ok(registered.size >= 9, `expected at least the skeleton's 9 routes, got ${registered.size}`);
  } finally {
    await t.close();
  }
});

test.run();
