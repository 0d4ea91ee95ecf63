import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { emailLengthMax, isEmail } from '../../../src/core/email.js';

test('a standard e-mail address is accepted', () => {
  for (const email of ['a@b.co', 'first.last@example.com', 'user+tag@mail.example.co.uk', "o'neil@x-y.org"]) {
    assert.ok(isEmail(email), email);
  }
});

test('an e-mail without exactly one @ is rejected', () => {
  for (const email of ['example.com', 'a@b@c.com', '@example.com', 'user@']) {
    assert.not.ok(isEmail(email), email);
  }
});

test('an e-mail with spaces is rejected', () => {
  for (const email of ['a b@c.com', 'ab@c .com', ' ab@c.com', 'ab@c.com ']) {
    assert.not.ok(isEmail(email), email);
  }
});

test('an e-mail whose top-level domain is shorter than 2 letters or not letters is rejected', () => {
  for (const email of ['a@b.c', 'a@b', 'a@b.c0', 'a@1.23']) {
    assert.not.ok(isEmail(email), email);
  }
});

test('an e-mail with empty dot-separated parts is rejected', () => {
  for (const email of ['.a@b.com', 'a.@b.com', 'a..b@c.com', 'a@.b.com', 'a@b..com', 'a@-b.com']) {
    assert.not.ok(isEmail(email), email);
  }
});

test('an e-mail of 254 characters is accepted and one of 255 is rejected', () => {
  const domain = `${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.com`;
  const local = (length: number) => 'a'.repeat(length - domain.length - 1);
  assert.is(`${local(emailLengthMax)}@${domain}`.length, 254);
  assert.ok(isEmail(`${local(emailLengthMax)}@${domain}`));
  assert.not.ok(isEmail(`${local(emailLengthMax + 1)}@${domain}`));
});

test.run();
