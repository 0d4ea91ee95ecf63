// The app in embed.js's frame tells the partner's page where it went (`navigate`). A route can carry what the
// visitor typed: "Forgot password" on the sign-in screen goes to the reset screen with `?account=` filled from
// the form. The partner's page (and every script it runs) hears these events, and needs the screen, not the
// visitor's login name: a relayed route must not carry it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { signal } from '@preact/signals';
import { registerDom, unregisterDom } from './helpers/dom.js';
import { memorySource } from '../../src/routing/location-provider.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import { relayToHost } from '../../src/routing/host-relay.js';
import type { Session } from '../../src/state/session-model.js';

test('navigate relays the screen, not the login name the visitor typed', async () => {
  registerDom('http://127.0.0.1:9');
  const posted: unknown[] = [];
  const postMessage = window.postMessage;
  // In happy-dom the window is its own parent: what the relay posts "to the host" is recorded here.
  window.postMessage = ((message: unknown) => void posted.push(message)) as typeof window.postMessage;
  try {
    const source = memorySource(paths.login);
    relayToHost('https://partner.example', source, { token: signal<string | null>(null) } as unknown as Session, () => {});
    source.write(withQuery(paths.forgotPassword, { account: 'alice.secret01' }), false);
    const navigated = posted.filter((m) => (m as { uptick?: string }).uptick === 'navigate');
    assert.ok(navigated.length > 0, 'the move was relayed');
    assert.not.match(JSON.stringify(posted), 'alice.secret01', `the partner's page heard: ${JSON.stringify(navigated)}`);
  } finally {
    window.postMessage = postMessage;
    await unregisterDom();
  }
});

test.run();
