import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { languages, type Language } from '../../src/core/languages.js';
import { migrateToLatest, openDatabase } from '../../server/db/database.js';

// The help, terms and other content pages describe the app as it is. Broke before: Help in en, de, th and zh-TW said
// the withdrawal account is bound once and changed through customer service, while the app has Change on the
// Withdrawal account screen with a security pause after it.

type Texts = Record<string, unknown>;
const locale = (lang: Language): Texts => JSON.parse(fs.readFileSync(path.resolve('locales', `${lang}.json`), 'utf8'));
const text = (dict: Texts, key: string) => String(key.split('.').reduce<unknown>((node, part) => (node as Texts)?.[part], dict) ?? '');

/** The content pages as the migrations leave them, read once from a fresh SQLite database. */
let stored: Promise<{ slug: string; lang: string; body: string }[]> | undefined;
function pages() {
  stored ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-claims-'));
    const { db } = openDatabase({ dataDir: dir, databaseUrl: '', databaseSchema: 'public' });
    try {
      await migrateToLatest(db, 'sqlite', 'public');
      return await db.selectFrom('content_pages').select(['slug', 'lang', 'body']).execute();
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  })();
  return stored;
}
const page = async (slug: string, lang: Language) => (await pages()).find((p) => p.slug === slug && p.lang === lang)?.body ?? '';

/** Claims the app contradicts: the withdrawal account bound once, or changed only through customer service. */
const boundOnce: Record<Language, RegExp> = {
  'zh-TW': /只能綁定一次|變更請聯絡客服|透過客服變更/,
  'zh-CN': /只能绑定一次|变更请联系客服|通过客服变更/,
  en: /\bonce \(changes|link a withdrawal account once|changes go through customer service|bound once/i,
  ja: /一度だけ.{0,20}(登録|紐付け)|変更はカスタマーサービス/,
  ko: /한 번만.{0,20}등록|변경은 고객센터/,
  th: /ผูกบัญชี.{0,40}ครั้งเดียว|เปลี่ยนได้ผ่านฝ่ายบริการลูกค้า/,
  vi: /tài khoản rút tiền.{0,40}một lần duy nhất|đổi qua (bộ phận )?chăm sóc khách hàng/i,
  id: /rekening penarikan.{0,40}sekali saja|perubahan melalui layanan pelanggan/i,
  de: /einmal ein .{0,40}Auszahlungskonto|Änderungen über den Kundenservice/,
  fr: /(associez|compte de retrait).{0,40}une seule fois|changements? (passent )?par le service client/i,
};

test('no help, terms or other page says the withdrawal account is bound once or changed through customer service', async () => {
  for (const { slug, lang, body } of await pages()) assert.not.match(body, boundOnce[lang as Language], `${lang} ${slug}`);
});

test('every help names the screen where the withdrawal account is changed, by the name the app gives it', async () => {
  for (const lang of languages) {
    const help = await page('help', lang);
    assert.ok(help.includes(text(locale(lang), 'account.title')), `${lang} help names "${text(locale(lang), 'account.title')}": ${help}`);
  }
});

test('help tells a crypto deposit to use the network shown, not to quote a reference it cannot carry', async () => {
  for (const lang of ['en', 'de', 'th', 'zh-TW'] as const) {
    const help = await page('help', lang);
    assert.ok(help.includes(text(locale(lang), 'depositPay.network').toLowerCase()) || help.includes(text(locale(lang), 'depositPay.network')), `${lang}: ${help}`);
  }
});

test('zh-TW pages call the reference to quote 轉帳備註碼 as the deposit screen does, and predict rather than guess', async () => {
  const zhTW = (await pages()).filter((p) => p.lang === 'zh-TW');
  for (const { slug, body } of zhTW) {
    assert.not.match(body, /參考碼|附言/, `zh-TW ${slug}`);
    assert.not.match(body, /猜對|猜錯/, `zh-TW ${slug}`);
    assert.not.match(body, /盈虧|應用(?!程式)/, `zh-TW ${slug}: 損益, App`);
    // Broke before: "適用 台灣 的法律", the spaces of a Latin name around a Chinese one.
    assert.not.match(body, / \{\{operatorJurisdiction\}\}|\{\{operatorJurisdiction\}\} /, `zh-TW ${slug}: no spaces around the jurisdiction`);
  }
  assert.ok((await page('help', 'zh-TW')).includes(text(locale('zh-TW'), 'depositPay.quote')));
});

test.run();
