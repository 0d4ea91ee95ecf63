// PARTNER_ORIGINS (README, docs/operators.md): origins only, normalised; anything wider or mistyped stops the start.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../server/config.js';

test('PARTNER_ORIGINS lists origins, normalised, split by commas or spaces', () => {
  const config = loadConfig({ PARTNER_ORIGINS: 'https://News.example, http://127.0.0.1:8081 https://bank.example/' });
  assert.equal(config.partnerOrigins, ['https://news.example', 'http://127.0.0.1:8081', 'https://bank.example']);
});

test('none by default: the app frames only itself and answers no cross-origin call', () => {
  assert.equal(loadConfig({}).partnerOrigins, []);
});

test('FRAME_ANCESTORS, the old name, is read when PARTNER_ORIGINS is unset', () => {
  assert.equal(loadConfig({ FRAME_ANCESTORS: 'https://old.example' }).partnerOrigins, ['https://old.example']);
  assert.equal(loadConfig({ FRAME_ANCESTORS: 'https://old.example', PARTNER_ORIGINS: 'https://new.example' }).partnerOrigins, ['https://new.example']);
});

test('a path, a wildcard, another scheme or a bare host is refused with the entry named', () => {
  for (const raw of ['https://partner.example/news', '*.partner.example', 'https://*.partner.example', 'partner.example', 'ftp://partner.example', 'https://partner.example?x=1']) {
    assert.throws(() => loadConfig({ PARTNER_ORIGINS: raw }), (error: Error) => error.message.includes(`"${raw}"`), raw);
  }
  assert.throws(() => loadConfig({ FRAME_ANCESTORS: 'https://a.example/x' }), /^FRAME_ANCESTORS/);
});

test.run();
