import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { languages, type Language } from '../../src/core/languages.js';
import { migrateToLatest, openDatabase } from '../../server/db/database.js';

// What native readers found misleading about money, held per language (docs/wording.md): the payout (stake plus
// winnings) named as a profit, winnings called interest, a prediction called a guess or a bet, and savings moved
// with the words of a real deposit or withdrawal.

type Texts = Record<string, unknown>;
const locale = (lang: Language): Texts => JSON.parse(fs.readFileSync(path.resolve('locales', `${lang}.json`), 'utf8'));
/** The text at a dotted key; a plural message's forms joined. */
function text(dict: Texts, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Texts)?.[part], dict);
  return typeof value === 'object' && value ? Object.values(value).join(' ') : String(value ?? '');
}
/** Every text of a dictionary, by dotted key. */
function flatten(value: unknown, prefix = ''): [string, string][] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, String(value)]];
}

/** Words that name the payout's amount a profit (or winnings, or interest): it is the stake plus the winnings. */
const payoutAsProfit: Record<Language, RegExp> = {
  'zh-TW': /獲利可得|可得獲利|盈利可得|收益金額|預計收益/,
  'zh-CN': /盈利可得|可得盈利|获利可得|收益金额|预计收益/,
  en: /profit|winnings/i,
  ja: /利益|儲け|収益額/,
  ko: /수익금|수익액|예상 수익/,
  th: /กำไร/,
  vi: /lãi|lợi nhuận/i,
  id: /keuntungan|laba|untung/i,
  de: /^Gewinn|Profit/,
  fr: /bénéfice|profit|gains?\b/i,
};

/** Words of a guess or a bet where the product predicts, and winnings called interest, per language. */
const guessOrInterest: Partial<Record<Language, RegExp>> = {
  'zh-TW': /猜對|猜錯|您贏了|賭/,
  'zh-CN': /猜对|猜错|您赢了/,
  vi: /(?<!dự )đoán|tiền lãi giao dịch|thắng.{0,20}tiền lãi|tiền lãi được làm tròn/i,
  id: /\btebak|menebak|tebakan/i,
  fr: /pronostic|pari\b/i,
};

/** The account's own deposit and withdraw words, which savings transfers must not borrow. */
const accountVerbs: Record<Language, RegExp> = {
  'zh-TW': /儲值|提領/,
  'zh-CN': /充值|提现/,
  en: /deposit|withdraw/i,
  ja: /入金|出金/,
  ko: /입금|출금/,
  th: /ฝากเงิน|ถอน/,
  vi: /nạp|rút/i,
  id: /setor|tarik|penarikan/i,
  de: /einzahl|auszahl/i,
  fr: /dépôt|déposer|retrait|retirer/i,
};
/** Every text that names a move into or out of savings. */
const savingsMoves = ['savings.in', 'savings.out', 'savings.kind_in', 'savings.kind_out', 'savings.remainingIn', 'savings.remainingOut', 'savings.signIn',
  'savings.inDone', 'savings.outDone', 'savings.outNote', 'savings.rule_cutoff', 'savings.rule_confirm', 'savings.rule_limits', 'savings.rule_out',
  'errors.savings_limit_reached', 'ledger.savings_in', 'ledger.savings_out'];

/** The content pages as the migrations leave them, read once from a fresh SQLite database. */
let stored: Promise<{ slug: string; lang: string; body: string }[]> | undefined;
function pages() {
  stored ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-words-'));
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

test('no language names the payout, stake included, a profit: the trade screen, its confirmation and the result sheet', () => {
  for (const lang of languages) {
    const dict = locale(lang);
    for (const key of ['trade.estimate', 'position.payout']) assert.not.match(text(dict, key), payoutAsProfit[lang], `${lang} ${key}: ${text(dict, key)}`);
  }
});

test('no page says that what a win pays back is less than what a loss costs: the winnings are', async () => {
  const ko = (await pages()).find((p) => p.slug === 'risk' && p.lang === 'ko')!.body;
  assert.not.match(ko, /받는 금액이 질 때 잃는 금액보다 적/, ko);
  assert.match(ko, /버는 금액\(수익\)이 질 때 잃는 금액\(원금\)보다 적/, ko);
});

test('a prediction is no guess or bet, and winnings are no interest, in the strings and in the pages on trading', async () => {
  const trading = new Set(['help', 'rules', 'risk', 'about', 'highlights']);
  for (const [lang, words] of Object.entries(guessOrInterest) as [Language, RegExp][]) {
    for (const [key, value] of flatten(locale(lang))) assert.not.match(value, words, `${lang} ${key}: ${value}`);
    for (const page of (await pages()).filter((p) => p.lang === lang && trading.has(p.slug))) assert.not.match(page.body, words, `${lang} ${page.slug}`);
  }
});

test('savings are moved with their own words, never the account’s deposit or withdraw', () => {
  for (const lang of languages) {
    const dict = locale(lang);
    for (const key of savingsMoves) assert.not.match(text(dict, key), accountVerbs[lang], `${lang} ${key}: ${text(dict, key)}`);
    assert.is.not(text(dict, 'savings.in'), text(dict, 'deposit.title'), lang);
    assert.is.not(text(dict, 'savings.out'), text(dict, 'withdraw.title'), lang);
  }
});

test('the button after a savings transfer says what a button says, not a sentence', () => {
  for (const lang of languages) {
    const done = text(locale(lang), 'common.done');
    assert.ok(Array.from(done).length <= 12 && !/[.。!！]$|しました|되었습니다|成功|thành công|réussie/.test(done), `${lang}: ${done}`);
  }
});

test.run();
