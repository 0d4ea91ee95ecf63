import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, call, testDb, testOperator, type TestApp } from '../helpers/test-app.js';
import { languages } from '../../src/core/languages.js';
import { pageSlugs } from '../../src/core/pages.js';
import { startMain } from '../helpers/main-start.js';

// The long texts left the bundled dictionary for GET /api/pages/:slug, served per language with fallback.
const test = suite(`content pages (${testDb})`);
let t: TestApp;

/** Every stored page as one string: what no GET may change. */
async function allPages(): Promise<string> {
  const rows = await t.app.db.selectFrom('content_pages').selectAll().orderBy('slug').orderBy('lang').execute();
  return JSON.stringify(rows);
}

test.before(async () => {
  t = await startTestApp();
});

test.after(async () => {
  await t?.close();
});

test('every page is seeded in all ten languages: a title and a plain-text body, in the language asked for', async () => {
  for (const slug of pageSlugs) {
    const bodies = new Set<string>();
    for (const lang of languages) {
      const res = await call(t.url, 'GET', `/api/pages/${slug}?lang=${lang}`);
      assert.is(res.status, 200, `${slug} ${lang}`);
      assert.equal(Object.keys(res.body).sort(), ['body', 'lang', 'slug', 'title'], `${slug} ${lang} fields`);
      assert.is(res.body.slug, slug);
      assert.is(res.body.lang, lang, `${slug} ${lang} is served in ${lang}`);
      assert.ok(res.body.title.trim().length > 0, `${slug} ${lang} title`);
      assert.ok(res.body.body.trim().length > 40, `${slug} ${lang} body`);
      // Clients render text, never markup; paragraphs are separated by exactly one blank line.
      assert.not.match(res.body.body, /<\/?[a-z]/i, `${slug} ${lang} has no markup`);
      assert.ok(res.body.body.split('\n\n').every((p: string) => p.trim() === p && p.length > 0 && !p.includes('\n')), `${slug} ${lang} paragraphs`);
      bodies.add(res.body.body);
      assert.is(res.headers.get('cache-control'), 'public, max-age=300');
    }
    // A language still showing another's text would repeat a body.
    assert.is(bodies.size, languages.length, `${slug}: ten different bodies`);
  }
});

test('the rules page states the settlement rules and the risk notice that the whole stake can be lost', async () => {
  const rules = (await call(t.url, 'GET', '/api/pages/rules?lang=en')).body.body;
  for (const phrase of ['Entry price', 'Exit price', 'draw', '5 s before expiry', 'stake × payout rate', 'rounded down to the cent']) assert.ok(rules.includes(phrase), phrase);
  assert.ok((await call(t.url, 'GET', '/api/pages/risk?lang=en')).body.body.includes('lose your whole stake'));
});

// What a win pays, what a loss costs, the rounding, and simulated prices named as the app's tag names them.
test('the risk notice, in every language, gives the 75–90 % rate and names the simulated-prices tag as the app shows it', async () => {
  for (const lang of languages) {
    const risk = (await call(t.url, 'GET', `/api/pages/risk?lang=${lang}`)).body.body as string;
    const tag = JSON.parse(fs.readFileSync(path.resolve('locales', `${lang}.json`), 'utf8')).home.simulated as string;
    assert.match(risk, /75\D{1,4}90/, `${lang}: the rates`);
    assert.ok(risk.includes(tag), `${lang}: the tag "${tag}"`);
  }
  const en = (await call(t.url, 'GET', '/api/pages/risk?lang=en')).body.body;
  for (const phrase of ['(75–90 %)', 'whole stake', 'rounded down to the cent', 'simulator']) assert.ok(en.includes(phrase), phrase);
});

test('no language, or one we do not speak, gets zh-TW, the platform default; it is not an error', async () => {
  const zhTW = (await call(t.url, 'GET', '/api/pages/help?lang=zh-TW')).body;
  for (const query of ['', '?lang=', '?lang=xx', '?lang=EN', '?lang=zh', '?lang=en-US']) {
    const res = await call(t.url, 'GET', `/api/pages/help${query}`);
    assert.is(res.status, 200, query);
    assert.equal(res.body, zhTW, query);
  }
});

test('a language whose text is missing falls back to zh-TW and says so', async () => {
  const before = (await call(t.url, 'GET', '/api/pages/rules?lang=ja')).body;
  assert.is(before.lang, 'ja');
  await t.app.db.deleteFrom('content_pages').where('slug', '=', 'rules').where('lang', '=', 'ja').execute();
  const res = await call(t.url, 'GET', '/api/pages/rules?lang=ja');
  assert.is(res.status, 200);
  assert.is(res.body.lang, 'zh-TW');
  assert.equal(res.body, (await call(t.url, 'GET', '/api/pages/rules?lang=zh-TW')).body);
  assert.is((await call(t.url, 'GET', '/api/pages/risk?lang=ja')).body.lang, 'ja', 'only the missing page falls back');
});

test('the privacy policy, the terms, about and info name the operator from OPERATOR_*, in every language; no placeholder is left', async () => {
  const other = await startTestApp({
    operator: { name: 'Lumen Markets S.A.', address: '12 Rue Exemple, Luxembourg', email: 'dpo@lumen.test', jurisdiction: 'Luxembourg' },
  });
  try {
    for (const lang of languages) {
      for (const slug of ['privacy', 'terms', 'about', 'info']) {
        const body = (await call(other.url, 'GET', `/api/pages/${slug}?lang=${lang}`)).body.body as string;
        assert.not.match(body, /\{\{|\}\}/, `${slug} ${lang}: no placeholder left`);
        assert.ok(body.includes('Lumen Markets S.A.') && body.includes('dpo@lumen.test'), `${slug} ${lang}: name and e-mail`);
        assert.not.ok(body.includes(testOperator.name), `${slug} ${lang}: this app's operator, not another's`);
      }
      const privacy = (await call(other.url, 'GET', `/api/pages/privacy?lang=${lang}`)).body.body as string;
      for (const detail of ['12 Rue Exemple, Luxembourg', 'Luxembourg']) assert.ok(privacy.includes(detail), `privacy ${lang}: ${detail}`);
    }
  } finally {
    await other.close();
  }
});

test('a server that is not a demo refuses to start without its operator, naming each missing variable', async () => {
  const { code, output } = await startMain({ OPERATOR_NAME: 'Example Ltd', OPERATOR_ADDRESS: '', OPERATOR_EMAIL: '', OPERATOR_JURISDICTION: '', FEED: 'none', DEMO_MODE: '' });
  assert.is.not(code, 0, output);
  assert.not.match(output, /Uptick is running/);
  assert.match(output, /OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_JURISDICTION must be set/);
});

test('the privacy policy covers what Uptick collects and keeps, third parties, prohibited content and disputes', async () => {
  const en = (await call(t.url, 'GET', '/api/pages/privacy?lang=en')).body;
  assert.is(en.title, 'Privacy policy');
  const topics = ['account name', 'phone number', 'photos of both sides of your ID', 'IP address', 'device', 'language', 'Where and how long',
    '30 days', 'Third parties', 'Prohibited content', 'Disputes', 'courts', testOperator.jurisdiction, testOperator.address, testOperator.email];
  for (const topic of topics) assert.ok(en.body.includes(topic), topic);
  // Ten numbered sections after the opening paragraph, in every language, so no translation dropped one.
  for (const lang of languages) {
    const body = (await call(t.url, 'GET', `/api/pages/privacy?lang=${lang}`)).body.body as string;
    assert.is(body.split('\n\n').length, 11, lang);
  }
});

test('home\'s highlights are short cards, one paragraph each, in every language', async () => {
  for (const lang of languages) {
    const cards = ((await call(t.url, 'GET', `/api/pages/highlights?lang=${lang}`)).body.body as string).split('\n\n');
    assert.ok(cards.length >= 3 && cards.length <= 6, lang);
    for (const card of cards) assert.ok(Array.from(card).length <= 120, `${lang}: ${card}`);
  }
});

test('the terms and highlights fall back to zh-TW like every page', async () => {
  await t.app.db.deleteFrom('content_pages').where('slug', 'in', ['terms', 'highlights']).where('lang', '=', 'ko').execute();
  for (const slug of ['terms', 'highlights']) {
    const res = await call(t.url, 'GET', `/api/pages/${slug}?lang=ko`);
    assert.is(res.body.lang, 'zh-TW', slug);
    assert.equal(res.body, (await call(t.url, 'GET', `/api/pages/${slug}?lang=zh-TW`)).body, slug);
  }
});

test('an unknown slug is 404 not_found, whatever the language', async () => {
  for (const url of ['/api/pages/imprint', '/api/pages/imprint?lang=en', '/api/pages/HELP', '/api/pages/help%00']) {
    const res = await call(t.url, 'GET', url);
    assert.is(res.status, 404, url);
    assert.is(res.body.error.code, 'not_found', url);
  }
});

// As on every route: a value a rule refuses is 422 `validation_failed`, a parameter we do not know is 400 `invalid_body`.
test('an over-long or malformed language is a 422 naming it, an unknown parameter a 400; nothing is written', async () => {
  const before = await allPages();
  const cases: [string, number, string, string][] = [
    [`?lang=${'x'.repeat(36)}`, 422, 'lang', 'size'],
    ['?lang=e%00n', 422, 'lang', 'invalid_characters'],
    ['?lang=e%1Bn', 422, 'lang', 'invalid_characters'],
    ['?lang=en&page=2', 400, 'page', 'unknown_field'],
  ];
  for (const [query, status, field, code] of cases) {
    const res = await call(t.url, 'GET', `/api/pages/help${query}`);
    assert.is(res.status, status, query);
    assert.is(res.body.error.code, status === 400 ? 'invalid_body' : 'validation_failed', query);
    assert.is(res.body.error.fields?.[field], code, `${query}: ${JSON.stringify(res.body)}`);
  }
  assert.is((await call(t.url, 'GET', `/api/pages/help?lang=${'x'.repeat(35)}`)).body.lang, 'zh-TW', 'a 35-character tag is only unknown');
  assert.is(await allPages(), before);
});

test.run();
