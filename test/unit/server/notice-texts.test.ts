import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { languages } from '../../../src/core/languages.js';
import { userNoticeKinds } from '../../../server/domain/users/user-notices.js';
import { wordNotice } from '../../../server/domain/messages/notice-texts.js';

const details = { amount: '250.00', number: '4821907356120', holdUntil: '2026-12-01T04:00:00.000Z', reason: 'bank_returned', note: 'ticket 9' };

test('every notice is worded in every language, each placeholder filled, and no language copies English', () => {
  for (const kind of userNoticeKinds) {
    const english = wordNotice(kind, details, 'en', 'Asia/Taipei');
    for (const lang of languages) {
      const { title, body } = wordNotice(kind, details, lang, 'Asia/Taipei');
      assert.ok(title.length > 0 && body.length > 0, `${lang} ${kind}`);
      assert.not.match(body, /\{\w+\}/, `${lang} ${kind}: ${body}`);
      if (lang !== 'en') assert.is.not(title, english.title, `${lang} ${kind} is English`);
    }
  }
});

test("a reason is the app's own sentence for its code; an unknown code and a missing detail leave nothing behind", () => {
  assert.ok(wordNotice('withdrawal_failed', details, 'en', 'UTC').body.includes('The bank returned the payment'));
  assert.ok(wordNotice('verification_rejected', { reason: 'document_expired' }, 'de', 'UTC').body.length > 0);
  const bare = wordNotice('withdrawal_failed', { reason: 'from_a_later_release' }, 'en', 'UTC').body;
  assert.not.match(bare, /from_a_later_release|undefined|\{/);
  assert.ok(wordNotice('withdrawal_failed', details, 'en', 'UTC').body.endsWith('\nticket 9'), 'the note on its own line');
});

test('a time is named in the platform zone, in the reader’s language', () => {
  const en = wordNotice('withdrawal_account_changed', details, 'en', 'Asia/Taipei').body;
  assert.ok(en.includes('Dec 1, 2026') && en.includes('12:00'), en);
});

test.run();
