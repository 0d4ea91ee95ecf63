import fs from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { is, number, object, optional, validate, type Struct, type StructError } from 'superstruct';
import {
  accountIdField, fieldErrors, inviteCodeField, loginPasswordField, moneyField, phoneField, plainText, requiredString,
  tradePasswordField,
} from '../../../src/core/fields.js';
import { DepositBody } from '../../../src/core/deposit-structs.js';
import { WithdrawalAccountBody } from '../../../src/core/funds-structs.js';

// The code fieldErrors would report for `value` checked against `struct`, or null if it passes.
function codeOf(struct: Struct<string, null>, value: unknown): string | null {
  const [error] = validate({ field: value }, object({ field: struct }));
  return error === undefined ? null : fieldErrors(error).field;
}

function errorsOf(struct: Struct<any, any>, value: unknown): Record<string, string> {
  const [error] = validate(value, struct);
  if (error === undefined) throw new Error('expected a validation error');
  return fieldErrors(error as StructError);
}

test('a required string rejects empty and whitespace-only text', () => {
  assert.ok(is('a', requiredString));
  assert.is(codeOf(requiredString, ''), 'required');
  assert.is(codeOf(requiredString, ' \t\n'), 'required');
});

// Regression: a NUL in a text field was a 500 on PostgreSQL.
const controls = ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'];
const loneSurrogates = ['\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800'];

test('plain text refuses every C0 and C1 control, DEL and a lone surrogate, anywhere in the text', () => {
  for (const bad of [...controls, ...loneSurrogates]) {
    for (const value of [bad, `a${bad}`, `${bad}a`, `ab${bad}cd`]) {
      assert.is(codeOf(plainText, value), 'invalid_characters', JSON.stringify(value));
    }
    assert.is(codeOf(requiredString, `ab${bad}cd`), 'invalid_characters', JSON.stringify(bad));
  }
});

test('plain text keeps what people type: letters of any script, emoji, spaces and punctuation', () => {
  for (const value of ['', 'Chen Mei-Ling', '陳美玲', 'ข้อความ', 'Nguyễn Văn Ấn', '😀 ok', '\u00a0\u00a0', 'a\u00a0b', '\u00ff', '\ud7ff\ue000', '#12, 3rd St.']) {
    assert.is(codeOf(plainText, value), null, JSON.stringify(value));
  }
});

test('a required string reports an empty value before a control character', () => {
  assert.is(codeOf(requiredString, ' \t\n'), 'required');
  assert.is(codeOf(requiredString, 'a\tb'), 'invalid_characters');
});

test('a field with its own rule reports a control character as invalid_characters', () => {
  assert.is(codeOf(accountIdField, 'ab\u0000cdef'), 'invalid_characters');
  assert.is(codeOf(moneyField, '1\u00000'), 'invalid_characters');
  assert.is(codeOf(loginPasswordField, 'secret\u0000123'), 'invalid_characters');
  assert.equal(errorsOf(DepositBody, { amount: '100', method: 'bank_transfer', reference: 'ref\u0000' }), { reference: 'invalid_characters' });
  const account = { type: 'bank_card', accountName: 'A\u0085', nationality: 'TW', bankName: 'B\ud800', cardNumber: '6222021234567890', bankAddress: 'C\u0000', tradePassword: '123456' };
  assert.equal(errorsOf(WithdrawalAccountBody, account), { accountName: 'invalid_characters', bankName: 'invalid_characters', bankAddress: 'invalid_characters' });
  const crypto = { type: 'crypto', accountName: 'A', network: 'TRC\u000020', currencyAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', tradePassword: '123456' };
  assert.equal(errorsOf(WithdrawalAccountBody, crypto), { network: 'invalid_characters' }, 'each kind is judged by its own fields');
});

test("a holder's name takes no digit, a bank's name at most 3 (the 77 Bank): no second card number beside the card", () => {
  const account = { type: 'bank_card', accountName: 'Chen Mei', nationality: 'TW', bankName: 'The 77 Bank', cardNumber: '6222021234567890', bankAddress: 'Sendai', tradePassword: '123456' };
  assert.ok(is(account, WithdrawalAccountBody), 'a bank named with a number');
  assert.equal(errorsOf(WithdrawalAccountBody, { ...account, accountName: 'Chen Mei 2', bankName: 'Bank 6011' }), { accountName: 'name_has_digits', bankName: 'name_has_digits' });
  assert.equal(errorsOf(WithdrawalAccountBody, { ...account, accountName: '\u0645\u062d\u0645\u062f\u0661', bankName: '\uff16\uff10\uff11\uff11' }), { accountName: 'name_has_digits', bankName: 'name_has_digits' }, 'Arabic-Indic, full-width');
  const crypto = { type: 'crypto', accountName: 'Chen 4111111111111111', network: 'TRC20', currencyAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', tradePassword: '123456' };
  assert.equal(errorsOf(WithdrawalAccountBody, crypto), { accountName: 'name_has_digits' });
  const en = JSON.parse(fs.readFileSync('locales/en.json', 'utf8'));
  assert.type(en.fields.name_has_digits, 'string');
});

test('invalid_characters has a message for the form', () => {
  const en = JSON.parse(fs.readFileSync('locales/en.json', 'utf8'));
  assert.type(en.fields.invalid_characters, 'string');
});

test('an account field accepts 6–12 word characters and reports account_invalid otherwise', () => {
  assert.is(codeOf(accountIdField, 'user_01'), null);
  assert.is(codeOf(accountIdField, 'abc12'), 'account_invalid');
  assert.is(codeOf(accountIdField, 'abcdef1234567'), 'account_invalid');
  assert.is(codeOf(accountIdField, ''), 'required');
});

test('a login password needs 6–32 characters with a letter and a digit', () => {
  assert.is(codeOf(loginPasswordField, 'abc123'), null);
  assert.is(codeOf(loginPasswordField, `a${'1'.repeat(31)}`), null);
  assert.is(codeOf(loginPasswordField, 'pass word 1'), null);
  assert.is(codeOf(loginPasswordField, 'abc12'), 'password_invalid');
  assert.is(codeOf(loginPasswordField, `a${'1'.repeat(32)}`), 'password_invalid');
  assert.is(codeOf(loginPasswordField, 'abcdefgh'), 'password_invalid');
  assert.is(codeOf(loginPasswordField, '12345678'), 'password_invalid');
});

test('a login password with leading or trailing spaces is rejected', () => {
  assert.is(codeOf(loginPasswordField, ' abc123'), 'password_invalid');
  assert.is(codeOf(loginPasswordField, 'abc123 '), 'password_invalid');
});

test('a trade password is exactly 6 ASCII digits', () => {
  assert.is(codeOf(tradePasswordField, '012345'), null);
  for (const value of ['12345', '1234567', '12345a', '１２３４５６', ' 12345']) {
    assert.is(codeOf(tradePasswordField, value), 'trade_password_invalid', value);
  }
});

test('a phone field uses the phone rule', () => {
  assert.is(codeOf(phoneField, '+8613812345678'), null);
  assert.is(codeOf(phoneField, '+8612812345678'), 'phone_invalid');
  assert.is(codeOf(phoneField, '13812345678'), 'phone_invalid');
});

test('an invite code is 4–16 ASCII letters or digits', () => {
  assert.is(codeOf(inviteCodeField, 'AB12'), null);
  assert.is(codeOf(inviteCodeField, 'A'.repeat(16)), null);
  for (const value of ['AB1', 'A'.repeat(17), 'AB-12', 'AB 12', '邀请码码']) {
    assert.is(codeOf(inviteCodeField, value), 'invite_code_invalid', value);
  }
});

test('a money field accepts a positive decimal with at most 2 decimals', () => {
  assert.is(codeOf(moneyField, '0.01'), null);
  assert.is(codeOf(moneyField, '1250.50'), null);
  for (const value of ['0', '0.00', '-1', '1.001', '1e3', 'abc']) {
    assert.is(codeOf(moneyField, value), 'amount_invalid', value);
  }
});

test('a field of the wrong type is reported as invalid', () => {
  assert.is(codeOf(accountIdField, 123456), 'invalid');
  assert.is(codeOf(moneyField, 12.5), 'invalid');
});

test('a missing or null field is reported as required', () => {
  const body = object({ account: accountIdField, password: loginPasswordField });
  assert.equal(errorsOf(body, { password: 'abc123' }), { account: 'required' });
  assert.equal(errorsOf(body, { account: null, password: 'abc123' }), { account: 'required' });
});

test('an unknown field is reported as unknown_field', () => {
  const body = object({ account: accountIdField });
  assert.equal(errorsOf(body, { account: 'user_01', admin: true }), { admin: 'unknown_field' });
  assert.equal(errorsOf(body, { account: 'user_01', extra: undefined }), { extra: 'unknown_field' });
});

test('every failing field is reported once, with its first failure', () => {
  const body = object({ account: accountIdField, phone: phoneField, inviteCode: inviteCodeField, amount: optional(number()) });
  assert.equal(errorsOf(body, { account: '', phone: '12', amount: 'x' }), {
    account: 'required', phone: 'phone_invalid', inviteCode: 'required', amount: 'invalid',
  });
});

test('a nested field is reported under its dotted path', () => {
  const body = object({ withdrawal: object({ amount: moneyField }) });
  assert.equal(errorsOf(body, { withdrawal: { amount: '0' } }), { 'withdrawal.amount': 'amount_invalid' });
});

test('a body that is not an object is reported under _', () => {
  const body = object({ account: accountIdField });
  assert.equal(errorsOf(body, 'text'), { _: 'invalid' });
  assert.equal(errorsOf(body, null), { _: 'required' });
});

test('a field named like an Object.prototype key is reported as its own field', () => {
  const body = object({ account: accountIdField });
  const errors = errorsOf(body, JSON.parse('{"account": "user_01", "__proto__": 1, "constructor": 2}'));
  assert.equal(Object.keys(errors).sort(), ['__proto__', 'constructor']);
  assert.is(errors.constructor, 'unknown_field');
});

test.run();
