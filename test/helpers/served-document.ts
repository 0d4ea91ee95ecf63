import { call, startTestApp } from './test-app.js';

/** GET /api/openapi.json of a test app: the document is made of the routes the server registers. */
export async function servedDocument() {
  const t = await startTestApp();
  try {
    const { status, body } = await call(t.url, 'GET', '/api/openapi.json');
    if (status !== 200) throw new Error(`GET /api/openapi.json: ${status}`);
    return body as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>; components: { schemas: object } };
  } finally {
    await t.close();
  }
}
