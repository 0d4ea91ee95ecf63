// 'Clear cache' (settings): what it wipes and what it keeps (src/state/own-account.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SessionModel } from '../../src/state/session-model.js';
import { storageKeys } from '../../src/state/storage.js';
import { clearCache } from '../../src/state/own-account.js';
import { deviceFor } from '../../src/state/sign-in.js';
import type { Api } from '../../src/api/client.js';
import { memoryStore } from './helpers/dom.js';

test('clear cache wipes the session and everything kept on the device but the language, the theme and the device tokens', () => {
  const store = memoryStore();
  for (const key of storageKeys) store.set(key, `kept ${key}`);
  store.set('devices', { demo001: 'device-token' });
  store.set('language', 'de');
  store.set('theme', 'dark');
  const session = new SessionModel(store, {} as Api);
  clearCache({ store, session });
  assert.equal([...store.data.keys()].sort(), ['devices', 'language', 'theme']);
  assert.is(store.get('language'), 'de');
  assert.is(store.get('theme'), 'dark');
  assert.is(deviceFor(store, ' Demo001'), 'device-token', 'the device is still known for its account, however it is typed');
  assert.is(session.token.value, undefined);
  assert.is(session.user.value, undefined);
});

test.run();
