import { suite, type Test } from 'uvu';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { componentHooks, registerDom, type RenderedApp } from './dom.js';

export interface ServerContext {
  server: TestApp;
  rendered?: RenderedApp;
}

/** A component suite against the real server as it starts, with the hooks every component suite needs. */
export function serverSuite(name: string): Test<ServerContext> {
  const test = suite<ServerContext>(name, {} as ServerContext);
  test.before(async (context) => {
    context.server = await startTestApp();
    registerDom(context.server.url);
  });
  componentHooks(test);
  return test;
}
