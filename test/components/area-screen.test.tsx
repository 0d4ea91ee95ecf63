// A route's screen from an area (src/areas/area-screen.tsx) whose area is in but lacks the screen asked for: a
// mistake in the code, which must say so (to a developer by name, to a user honestly), never blame the
// network, and leave nothing spinning.
import * as assert from 'uvu/assert';
import { setTimeout as sleep } from 'node:timers/promises';
import { Suspense, type ComponentType } from 'react';
import { areaScreen } from '../../src/areas/area-screen.js';
import { readLocale, renderComponent, waitFor } from './helpers/dom.js';
import { serverSuite, type ServerContext } from './helpers/server-suite.js';

const zhTW = readLocale('zh-TW');

const test = serverSuite('area screen');

/** The help area's screen `nope`, which it does not define, once its load settled. */
async function missingScreen(context: ServerContext): Promise<HTMLElement> {
  // @ts-expect-error: the mistake under test, which the type check alone would have caught
  const Missing = areaScreen('help', 'nope') as unknown as ComponentType;
  context.rendered = await renderComponent(
    <Suspense fallback={null}>
      <Missing />
    </Suspense>,
  );
  const { container } = context.rendered;
  await waitFor(() => container.textContent, 2000, 'the screen');
  // Long enough for a retry or a spinner to show itself.
  await sleep(50);
  return container;
}

test('a developer reads which screen the area lacks and which it has; no network error, no Retry, no spinner', async (context) => {
  const container = await missingScreen(context);
  const alert = container.querySelector('[role=alert]');
  assert.ok(alert, 'an alert');
  assert.is(alert!.textContent, 'areaScreen: area "help" defines no screen "nope"; src/areas/help.ts exports help, riskNotice');
  assert.not.ok(container.textContent!.includes(zhTW.errors.network), 'not a network failure');
  assert.is(container.querySelector('button'), null, 'no Retry: loading again mends nothing');
  assert.is(container.querySelector('[role=status]'), null, 'no spinner');
});

test('in the build users get, it says the page does not exist', async (context) => {
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const container = await missingScreen(context);
    assert.is(container.querySelector('[role=status] strong')?.textContent, zhTW.notFound.body);
    assert.not.ok(container.textContent!.includes('nope'), 'nothing meant for developers');
    assert.not.ok(container.textContent!.includes(zhTW.errors.network), 'not a network failure');
    assert.is(container.querySelector('button'), null, 'no Retry');
  } finally {
    process.env.NODE_ENV = mode;
  }
});

test.run();
