// The page-loading bar and a page's time limit (the spec: "async page loading delay 200 ms, timeout 60 s"). Broke
// before: the bar showed at once on every tap, and a page whose area stalled waited for the chunk's own 120 s.
import * as assert from 'uvu/assert';
import { setTimeout as sleep } from 'node:timers/promises';
import { RouteLoading, routeLoadingDelayMs } from '../../src/components/route-loading.js';
import { pageLoadTimeoutMs, withPageTimeout } from '../../src/areas/area-screen.js';
import { ApiError } from '../../src/api/api-error.js';
import { renderComponent } from './helpers/dom.js';
import { serverSuite } from './helpers/server-suite.js';

const test = serverSuite('page loading');

test('the bar shows only once a page has taken 200 ms', async (context) => {
  assert.is(routeLoadingDelayMs, 200);
  context.rendered = await renderComponent(<RouteLoading />);
  const bar = () => context.rendered!.container.querySelector('[role=progressbar]');
  await sleep(routeLoadingDelayMs - 120);
  assert.is(bar(), null, 'a quick page never flashes it');
  await sleep(220);
  assert.ok(bar(), 'a slow one says a tap was heard');
});

test('a page that has not loaded within its time is a timeout error; one that loads in time is the page', async () => {
  assert.is(pageLoadTimeoutMs, 60_000);
  const stalled = await withPageTimeout(new Promise(() => {}), 30).then(() => undefined, (error: unknown) => error);
  assert.ok(stalled instanceof ApiError && stalled.code === 'timeout', String(stalled));
  assert.is(await withPageTimeout(Promise.resolve('page'), 30), 'page');
  const failed = await withPageTimeout(Promise.reject(new ApiError(0, 'network', 'offline')), 30).then(() => undefined, (error: ApiError) => error.code);
  assert.is(failed, 'network', 'its own failure, not a timeout');
});

test.run();
