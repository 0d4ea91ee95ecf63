import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dialCodes, isPhone, phoneText, toE164 } from '../../../src/core/phone.js';

test('a mainland mobile of 11 digits starting 13/14/15/17/18/19 is accepted', () => {
  for (const second of ['3', '4', '5', '7', '8', '9']) {
    assert.ok(isPhone(`+861${second}812345678`), second);
  }
});

test('a mainland mobile starting 10, 11, 12 or 16, or not starting with 1, is rejected', () => {
  for (const phone of ['+8610812345678', '+8611812345678', '+8612812345678', '+8616812345678', '+8623812345678']) {
    assert.not.ok(isPhone(phone), phone);
  }
});

test('a mainland mobile of 10 or 12 digits is rejected', () => {
  assert.not.ok(isPhone('+861381234567'));
  assert.not.ok(isPhone('+86138123456789'));
});

test('a phone outside +86 needs 6 to 15 digits after the plus', () => {
  assert.ok(isPhone('+886912345678'));
  assert.ok(isPhone('+12025550123'));
  assert.ok(isPhone('+123456'));
  assert.ok(isPhone('+123456789012345'));
  assert.not.ok(isPhone('+12345'));
  assert.not.ok(isPhone('+1234567890123456'));
});

test('a phone whose first digit is 0 or that lacks the plus is rejected', () => {
  assert.not.ok(isPhone('+0912345678'));
  assert.not.ok(isPhone('886912345678'));
  assert.not.ok(isPhone('13812345678'));
});

test('a phone with spaces, dashes or letters is rejected', () => {
  for (const phone of ['+886 912345678', '+886-912-345-678', '+88691234567a', '+', '']) {
    assert.not.ok(isPhone(phone), phone);
  }
});

test('toE164 strips spaces, dashes and one trunk zero', () => {
  assert.is(toE164('+886', '0912 345 678'), '+886912345678');
  assert.is(toE164('+44', '07700-900-123'), '+447700900123');
  assert.is(toE164('+86', '138 1234 5678'), '+8613812345678');
});

test('toE164 strips only a single leading zero', () => {
  assert.is(toE164('+81', '0090 1234 5678'), '+8109012345678');
});

test('toE164 accepts a dial code without the plus', () => {
  assert.is(toE164('65', '8123 4567'), '+6581234567');
});

test('every dial code is a plus and digits and every region is ISO alpha-2', () => {
  for (const { code, region } of dialCodes) {
    assert.match(code, /^\+[1-9][0-9]{0,2}$/);
    assert.match(region, /^[A-Z]{2}$/);
  }
  const regions = dialCodes.map((d) => d.region);
  assert.is(new Set(regions).size, regions.length);
  for (const region of ['CN', 'TW', 'HK', 'US', 'CA', 'GB', 'JP', 'KR', 'TH', 'VN', 'ID', 'FR', 'DE', 'SG', 'MY', 'PH']) {
    assert.ok(regions.includes(region), region);
  }
});

test('a phone is shown as its market groups it, never as the raw E.164 digits', () => {
  const shown = (e164: string) => phoneText(e164).replace(/\u00a0/g, ' ');
  assert.is(shown('+33612345601'), '+33 6 12 34 56 01');
  assert.is(shown('+8613800138000'), '+86 138 0013 8000');
  assert.is(shown('+886912345678'), '+886 912 345 678');
  assert.is(shown('+6281234567890'), '+62 812 3456 7890');
  assert.is(shown('+819012345678'), '+81 90 1234 5678');
  assert.ok(!phoneText('+33612345601').includes(' '), 'no-break spaces: the number never wraps');
  assert.is(phoneText('+999123456'), '+999123456', 'a dial code it does not know stays as it came');
  for (const { code } of dialCodes) assert.ok(shown(`${code}123456789`).startsWith(`${code} `), code);
});

test.run();
