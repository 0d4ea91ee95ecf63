import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, call, testDb, type TestApp } from '../helpers/test-app.js';
import { newUser } from '../helpers/users.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { consentsOf } from '../../server/domain/auth/consents-repository.js';
import { findUserByAccount } from '../../server/domain/auth/users-repository.js';

// Registration records that the user accepted the terms and the privacy policy, by version and time, and refuses without.
const test = suite(`registration consent (${testDb})`);
let t: TestApp;
const inviteCode = 'CONSENT1';

async function ticketFor(user = newUser()) {
  const check = await call(t.url, 'POST', '/api/auth/register/check', { body: { account: user.account, phone: user.phone, inviteCode } });
  assert.is(check.status, 200);
  return { user, ticket: check.body.ticket as string };
}

const secrets = { password: 'secret123', passwordConfirm: 'secret123', tradePassword: '246810', tradePasswordConfirm: '246810' };

/** The newest change of a page, as the consent records it. */
async function versionOf(slug: string): Promise<string> {
  const rows = await t.app.db.selectFrom('content_pages').select('updated_at').where('slug', '=', slug).execute();
  return new Date(Math.max(...rows.map((row) => Number(row.updated_at)))).toISOString();
}

test.before(async () => {
  t = await startTestApp({ authRateLimitPerMinute: 1000 });
  await insertInviteCode(t.app.conn, inviteCode, null, Date.now());
});

test.after(async () => {
  await t?.close();
});

test('without acceptTerms the body is malformed (400), with false a rule says no (422); no account, and the ticket still works', async () => {
  const { user, ticket } = await ticketFor();
  const missing = await call(t.url, 'POST', '/api/auth/register', { body: { ticket, ...secrets } });
  assert.equal([missing.status, missing.body.error.code, missing.body.error.fields], [400, 'invalid_body', { acceptTerms: 'required' }]);
  const refused = await call(t.url, 'POST', '/api/auth/register', { body: { ticket, ...secrets, acceptTerms: false } });
  assert.equal([refused.status, refused.body.error.code, refused.body.error.fields], [422, 'validation_failed', { acceptTerms: 'consent_required' }]);
  const text = await call(t.url, 'POST', '/api/auth/register', { body: { ticket, ...secrets, acceptTerms: 'yes' } });
  assert.equal([text.status, text.body.error.fields], [400, { acceptTerms: 'invalid' }]);
  assert.is(await findUserByAccount(t.app.conn, user.account), undefined, 'no account was opened');
  const opened = await call(t.url, 'POST', '/api/auth/register', { body: { ticket, ...secrets, acceptTerms: true } });
  assert.is(opened.status, 201, 'a refusal used no ticket');
});

test('an account opened records the terms and the privacy policy accepted, each by its version, at the time of opening', async () => {
  const { user, ticket } = await ticketFor();
  const before = Date.now();
  assert.is((await call(t.url, 'POST', '/api/auth/register', { body: { ticket, ...secrets, acceptTerms: true } })).status, 201);
  const id = (await findUserByAccount(t.app.conn, user.account))!.id;
  const consents = await consentsOf(t.app.conn, id);
  assert.equal(consents.map((c) => [c.document, c.version]), [['privacy', await versionOf('privacy')], ['terms', await versionOf('terms')]]);
  for (const consent of consents) assert.ok(Number(consent.accepted_at) >= before && Number(consent.accepted_at) <= Date.now(), 'the time of opening');
});

test('a changed policy is a new version: later accounts record it, earlier ones keep what they accepted', async () => {
  const first = await ticketFor();
  await call(t.url, 'POST', '/api/auth/register', { body: { ticket: first.ticket, ...secrets, acceptTerms: true } });
  const oldVersion = await versionOf('privacy');
  const changedAt = Date.parse(oldVersion) + 60_000;
  await t.app.db.updateTable('content_pages').set({ updated_at: changedAt }).where('slug', '=', 'privacy').where('lang', '=', 'en').execute();
  const second = await ticketFor();
  await call(t.url, 'POST', '/api/auth/register', { body: { ticket: second.ticket, ...secrets, acceptTerms: true } });
  const privacyOf = async (account: string) =>
    (await consentsOf(t.app.conn, (await findUserByAccount(t.app.conn, account))!.id)).find((c) => c.document === 'privacy')!.version;
  assert.is(await privacyOf(first.user.account), oldVersion);
  assert.is(await privacyOf(second.user.account), new Date(changedAt).toISOString());
});

test.run();
