import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { languages } from '../../../src/core/languages.js';
import { userNoticeKinds } from '../../../server/domain/users/user-notices.js';
import { wordNotice } from '../../../server/domain/messages/notice-texts.js';
import { showLanguage } from '../../helpers/show-language.js';
import { formatMoney, formatPlatformTime } from '../../../src/i18n/format.js';

const details = { amount: '250.00', number: '4821907356120', holdUntil: '2026-12-01T04:00:00.000Z', reason: 'bank_returned', note: 'ticket 9' };

test('every notice is worded in every language, each placeholder filled, and no language copies English', () => {
  for (const kind of userNoticeKinds) {
    const english = wordNotice(kind, details, 'en', 'Asia/Taipei', 'USDT');
    for (const lang of languages) {
      const { title, body } = wordNotice(kind, details, lang, 'Asia/Taipei', 'USDT');
      assert.ok(title.length > 0 && body.length > 0, `${lang} ${kind}`);
      assert.not.match(body, /\{\w+\}/, `${lang} ${kind}: ${body}`);
      if (lang !== 'en') assert.is.not(title, english.title, `${lang} ${kind} is English`);
    }
  }
});

test("a reason is the app's own sentence for its code; an unknown code and a missing detail leave nothing behind", () => {
  assert.ok(wordNotice('withdrawal_failed', details, 'en', 'UTC', 'USDT').body.includes('The bank returned the payment'));
  assert.ok(wordNotice('verification_rejected', { reason: 'document_expired' }, 'de', 'UTC', 'USDT').body.length > 0);
  const bare = wordNotice('withdrawal_failed', { reason: 'from_a_later_release' }, 'en', 'UTC', 'USDT').body;
  assert.not.match(bare, /from_a_later_release|undefined|\{/);
  assert.ok(wordNotice('withdrawal_failed', details, 'en', 'UTC', 'USDT').body.endsWith('\nticket 9'), 'the note on its own line');
});

test('a time is named in the platform zone, in the reader’s language', () => {
  const en = wordNotice('withdrawal_account_changed', details, 'en', 'Asia/Taipei', 'USDT').body;
  assert.ok(en.includes('Dec 1, 2026') && en.includes('12:00'), en);
});

test('every notice writes money as the screens do, with the currency, and a time as the screens write it in the platform zone', () => {
  const withMoney: string[] = [];
  for (const lang of languages) {
    showLanguage(lang);
    for (const kind of userNoticeKinds) {
      const body = (amount: string) => wordNotice(kind, { ...details, amount, declared: amount }, lang, 'Asia/Taipei', 'USDT').body;
      // A notice names the amount when its text changes with it.
      if (body('1234567.05') === body('7654321.05')) continue;
      withMoney.push(`${lang} ${kind}`);
      for (const amount of ['1234567.05', '250.00', '0.50']) {
        const text = body(amount);
        assert.ok(text.includes(`${formatMoney(amount)} USDT`), `${lang} ${kind}: ${text}`);
        if (formatMoney(amount) !== amount) assert.not.ok(text.includes(amount), `${lang} ${kind} writes the wire's ${amount}: ${text}`);
      }
    }
    const held = wordNotice('withdrawal_account_changed', details, lang, 'Asia/Taipei', 'USDT').body;
    assert.ok(held.includes(formatPlatformTime(details.holdUntil, 'Asia/Taipei')), `${lang}: ${held}`);
  }
  for (const lang of languages) {
    for (const kind of ['deposit_credited', 'withdrawal_approved', 'withdrawal_failed']) assert.ok(withMoney.includes(`${lang} ${kind}`), `${lang} ${kind} names its amount`);
  }
});

test.run();
