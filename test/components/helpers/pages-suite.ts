import { suite, type Test } from 'uvu';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { componentHooks, registerDom, type RenderedApp } from './dom.js';

/** A suite of screens that read `GET /api/pages/…`, with a hand on those requests. */
export interface PagesContext {
  server: TestApp;
  rendered?: RenderedApp;
  /** Every `/api/pages/…` URL asked for in this test, in order. */
  asked: string[];
  /** While true, every page is answered with a 503. */
  failing: boolean;
  /** While set, page requests wait for it; `release` lets them go (the shared hooks do after each test). */
  hold?: Promise<void>;
  release?: () => void;
}

/** A component suite against the real server whose page requests the tests can watch, park and fail. */
export function pagesSuite(name: string): Test<PagesContext> {
  const test = suite<PagesContext>(name, { asked: [], failing: false } as unknown as PagesContext);
  test.before(async (context) => {
    context.server = await startTestApp({}, (app) => {
      app.addHook('onRequest', async (request, reply) => {
        if (!request.url.startsWith('/api/pages/')) return;
        context.asked.push(request.url);
        if (context.hold) await context.hold;
        if (context.failing) return reply.status(503).send({ error: { code: 'unavailable', message: 'down for the test' } });
      });
      // happy-dom keeps a page for its max-age as a browser would; each test must reach the server.
      app.addHook('onSend', async (request, reply) => {
        if (request.url.startsWith('/api/pages/')) reply.header('cache-control', 'no-store');
      });
    });
    registerDom(context.server.url);
  });
  componentHooks(test);
  test.before.each((context) => {
    context.asked.length = 0;
    context.failing = false;
  });
  return test;
}
