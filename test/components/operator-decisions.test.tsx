// An operator's decision reaches a screen that is open, without a reload: the deposit history and the verification
// screen in happy-dom against the real server, the decision made as the operator CLI makes it. Broke before: a
// rejected deposit stayed "Pending" on screen, with no reason even after a reload, and the verification screen
// stayed "Under verification" after the operator approved or rejected it.
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { call } from '../helpers/test-app.js';
import { deposit, signUp, startFundsApp, type SignedIn } from '../helpers/funds.js';
import { pngBytes, uploadPhoto } from '../helpers/photos.js';
import { paths } from '../../src/routing/paths.js';
import { formatMoney } from '../../src/i18n/format.js';
import { confirmDeposit, rejectDeposit } from '../../server/domain/funds/deposits-service.js';
import { decideUserVerification } from '../../server/domain/verification/verification-service.js';
import { componentHooks, memoryStore, readLocale, registerDom, renderApp, waitFor } from './helpers/dom.js';
import type { ServerContext } from './helpers/server-suite.js';

const zhTW = readLocale('zh-TW');
const test = suite<ServerContext>('operator decisions on screen', {} as ServerContext);
test.before(async (context) => {
  context.server = await startFundsApp({ accountEventsPollMs: 200 });
  registerDom(context.server.url);
});
componentHooks(test);

const operator = { actor: 'component-test', reason: 'checked' };
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name]);

async function open(context: ServerContext, user: SignedIn, path: string): Promise<HTMLElement> {
  const me = await call(context.server.url, 'GET', '/api/me', { token: user.token });
  context.rendered = await renderApp(path, { store: memoryStore({ token: user.token, userInfo: me.body }) });
  await waitFor(() => context.server.app.accountEvents.users > 0, 5000, 'the account stream open');
  return context.rendered.container;
}

const badge = (container: HTMLElement) => container.querySelector('.up-recs li .up-badge')?.textContent;

test('a deposit rejected while its history is open turns "Rejected" there, with the reason and the note', async (context) => {
  const [user] = await signUp(context.server, 1);
  const asked = (await deposit(context.server, user.token, '500.00')).body;
  const container = await open(context, user, paths.depositList);
  await waitFor(() => badge(container) === zhTW.status.pending, 5000, 'the pending deposit listed');
  const { app } = context.server;
  await rejectDeposit(app.conn, app.numbering.deposits, asked.id, operator, Date.now(), app.notices, { code: 'payer_mismatch', note: '付款人：王大明' });
  await waitFor(() => badge(container) === zhTW.status.rejected, 5000, 'the rejection on screen');
  const reason = container.querySelector('[data-testid="deposit-reason"]')?.textContent ?? '';
  assert.ok(reason.includes(fill(zhTW.depositList.reason, { reason: zhTW.depositReason.payer_mismatch })), reason);
  assert.ok(reason.includes('付款人：王大明'), reason);
});

test('a deposit credited at another amount says both amounts on the open history', async (context) => {
  const [user] = await signUp(context.server, 1);
  const asked = (await deposit(context.server, user.token, '500.00')).body;
  const container = await open(context, user, paths.depositList);
  await waitFor(() => badge(container) === zhTW.status.pending, 5000, 'the pending deposit listed');
  const { app } = context.server;
  await confirmDeposit(app.conn, app.numbering.deposits, asked.id, { amountMinor: 49_000, acceptDifference: true }, operator, Date.now(), app.notices);
  await waitFor(() => badge(container) === zhTW.status.confirmed, 5000, 'the credit on screen');
  const text = container.querySelector('.up-recs li')!.textContent!;
  assert.ok(text.includes(fill(zhTW.depositList.declared, { declared: formatMoney('500.00'), amount: formatMoney('490.00') })), text);
});

async function submitted(context: ServerContext): Promise<SignedIn> {
  const [user] = await signUp(context.server, 1);
  const photo = pngBytes(640, 400);
  const front = await uploadPhoto(context.server, user.token, 'front', photo);
  const back = await uploadPhoto(context.server, user.token, 'back', photo);
  const body = { name: '陳美', idNumber: 'A123456789', nationality: 'TW', frontPhotoId: front.body.photoId, backPhotoId: back.body.photoId };
  assert.is((await call(context.server.url, 'POST', '/api/verification', { token: user.token, body })).status, 201);
  return user;
}

test('a verification rejected while its screen is open shows the rejection and why, then the form', async (context) => {
  const user = await submitted(context);
  const container = await open(context, user, paths.verify);
  await waitFor(() => container.textContent!.includes(zhTW.verify.pending), 5000, 'under verification');
  const { app } = context.server;
  await decideUserVerification(app.conn, user.userId, { status: 'rejected', reason: 'photo_unreadable', note: null }, operator, Date.now(), app.notices);
  await waitFor(() => container.textContent!.includes(zhTW.verify.rejected), 5000, 'the rejection on screen');
  assert.ok(container.textContent!.includes(zhTW.verify.reason.photo_unreadable));
  await waitFor(() => container.querySelector('#name'), 5000, 'the form to send again');
});

test('a verification approved while its screen is open shows it verified', async (context) => {
  const user = await submitted(context);
  const container = await open(context, user, paths.verify);
  await waitFor(() => container.textContent!.includes(zhTW.verify.pending), 5000, 'under verification');
  const { app } = context.server;
  await decideUserVerification(app.conn, user.userId, { status: 'verified' }, operator, Date.now(), app.notices);
  await waitFor(() => container.textContent!.includes(zhTW.verify.verified), 5000, 'verified on screen');
});

test.run();
