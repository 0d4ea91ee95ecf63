// The verification screen (src/pages/verification.tsx) in happy-dom against the real server: each state, the
// form's rules in the interface language, and a photo slot through its upload.
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { call } from '../helpers/test-app.js';
import { signUp, startFundsApp, type SignedIn } from '../helpers/funds.js';
import { pngBytes, uploadPhoto } from '../helpers/photos.js';
import { paths } from '../../src/routing/paths.js';
import { ApiError } from '../../src/api/api-error.js';
import { PhotoPicker } from '../../src/components/photo-picker.js';
import type { PhotoSlot } from '../../src/state/photo-upload.js';
import { decideUserVerification, type Decision } from '../../server/domain/verification/verification-service.js';
import { byId, componentHooks, formIn, memoryStore, readLocale, registerDom, renderApp, renderComponent, submitForm, typeInto, waitFor } from './helpers/dom.js';
import { suite } from 'uvu';
import type { ServerContext } from './helpers/server-suite.js';

const zhTW = readLocale('zh-TW');
const test = suite<ServerContext>('verification screen', {} as ServerContext);
test.before(async (context) => {
  context.server = await startFundsApp();
  registerDom(context.server.url);
});
componentHooks(test);

const operator = { actor: 'component-test', reason: 'checked' };

/** A user whose verification is in `status`, reached through the API and the operators' service. */
async function userIn(context: ServerContext, status: 'none' | 'pending' | Decision['status'], decision?: Decision): Promise<SignedIn> {
  const [user] = await signUp(context.server, 1);
  if (status === 'none') return user;
  const photo = pngBytes(640, 400);
  const front = await uploadPhoto(context.server, user.token, 'front', photo);
  const back = await uploadPhoto(context.server, user.token, 'back', photo);
  const body = { name: '陳美', idNumber: 'A123456789', nationality: 'TW', frontPhotoId: front.body.photoId, backPhotoId: back.body.photoId };
  assert.is((await call(context.server.url, 'POST', '/api/verification', { token: user.token, body })).status, 201);
  if (decision) await decideUserVerification(context.server.app.conn, user.userId, decision, operator, Date.now(), { send: async () => {} });
  return user;
}

async function open(context: ServerContext, user: SignedIn, path: string = paths.verify): Promise<HTMLElement> {
  const me = await call(context.server.url, 'GET', '/api/me', { token: user.token });
  context.rendered = await renderApp(path, { store: memoryStore({ token: user.token, userInfo: me.body }) });
  return context.rendered.container;
}

test('not submitted: the form; sent blank, every field and both photo slots say what is missing, and nothing is sent', async (context) => {
  const container = await open(context, await userIn(context, 'none'));
  await waitFor(() => container.querySelector('#name'), 5000, 'the form');
  assert.is(container.querySelector('h1')?.textContent, zhTW.verify.title);
  // The select is the withdraw area's part: it comes with that chunk.
  await waitFor(() => container.querySelector<HTMLSelectElement>('#nationality')?.value === 'TW', 5000, 'nationality starts from the language');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('#up-photo-back-error'), 2000, 'the photo errors');
  assert.is(byId(container, 'name-error').textContent, zhTW.fields.required);
  assert.is(byId(container, 'up-photo-front-error').textContent, zhTW.verify.uploadPhoto, "the spec's 'Please upload ID photo'");
  assert.is(byId(container, 'up-photo-back-error').textContent, zhTW.verify.uploadPhoto);
  assert.is(byId(container, 'up-photo-front').getAttribute('accept'), 'image/*');
});

test('CN: a name in Latin letters and an ID number with a wrong check digit are refused in the interface language', async (context) => {
  const container = await open(context, await userIn(context, 'none'));
  await waitFor(() => container.querySelector<HTMLSelectElement>('#nationality')?.value === 'TW', 5000, 'the form and its nationality');
  const select = byId<HTMLSelectElement>(container, 'nationality');
  await act(() => {
    select.value = 'CN';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  assert.is(byId(container, 'idNumber-hint').textContent, zhTW.verify.idNumberHintCn, 'the hint follows the nationality');
  await typeInto(container, 'name', 'Wang Ming');
  await typeInto(container, 'idNumber', '110105194912310021');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('#idNumber-error'), 2000, 'the ID number error');
  assert.is(byId(container, 'idNumber-error').textContent, zhTW.verify.fields.id_number_invalid);
  assert.is(byId(container, 'name-error').textContent, zhTW.verify.fields.real_name_invalid);
});

test('under verification: what was sent, the ID number masked, and no form', async (context) => {
  const container = await open(context, await userIn(context, 'pending'));
  await waitFor(() => container.textContent?.includes(zhTW.verify.pending), 5000, 'the pending state');
  assert.ok(container.textContent?.includes('A12*****89'), container.textContent ?? '');
  assert.ok(container.textContent?.includes('陳美'));
  assert.is(container.querySelector('form'), null);
});

test("verified: the spec's 'Verification successful'", async (context) => {
  const container = await open(context, await userIn(context, 'verified', { status: 'verified' }));
  await waitFor(() => container.textContent?.includes(zhTW.verify.verified), 5000, 'the verified state');
  assert.is(container.querySelector('form'), null);
});

test('rejected: the reason in the interface language, the note as written, and the form again with the name kept', async (context) => {
  const decision: Decision = { status: 'rejected', reason: 'photo_unreadable', note: 'Back side is cut off' };
  const container = await open(context, await userIn(context, 'rejected', decision));
  await waitFor(() => container.querySelector('#name'), 5000, 'the form again');
  const notice = container.querySelector('[role=alert]')!;
  assert.ok(notice.textContent?.includes(zhTW.verify.rejected));
  assert.ok(notice.textContent?.includes(zhTW.verify.reason.photo_unreadable));
  assert.ok(notice.textContent?.includes('Back side is cut off'));
  assert.is(byId<HTMLInputElement>(container, 'name').value, '陳美');
  assert.is(byId<HTMLInputElement>(container, 'idNumber').value, '', 'the masked number is typed again');
});

test('the personal center links to verification, and its badge says the state', async (context) => {
  const container = await open(context, await userIn(context, 'pending'), paths.user);
  await waitFor(() => container.querySelector(`a[href$="${paths.verify}"]`), 5000, 'the shortcut');
  assert.ok(container.querySelector(`a[href$="${paths.verify}"]`)?.textContent?.includes(zhTW.user.verify));
  await waitFor(() => container.querySelector('.up-badge.pending'), 5000, 'the badge');
  assert.is(container.querySelector('.up-badge')?.textContent, zhTW.user.pending);
});

/** A photo slot in `slot`'s state, with what its buttons were asked to do. */
async function slotIn(context: ServerContext, slot: PhotoSlot) {
  const asked: string[] = [];
  context.rendered = await renderComponent(
    <PhotoPicker id="up-photo-front" label={zhTW.verify.front} slot={slot} onPick={() => asked.push('pick')} onCancel={() => asked.push('cancel')} onRetry={() => asked.push('retry')} />,
  );
  return { container: context.rendered.container, asked };
}

test('a photo slot uploading shows its progress as a progress bar, and Cancel', async (context) => {
  const { container, asked } = await slotIn(context, { status: 'uploading', progress: 42.5, preview: 'blob:x' });
  const bar = container.querySelector('[role=progressbar]')!;
  assert.is(bar.getAttribute('aria-valuenow'), '43');
  assert.is((bar.firstElementChild as HTMLElement).style.width, '42.5%');
  assert.is(container.querySelector('img')?.getAttribute('src'), 'blob:x', 'the preview');
  assert.ok(byId<HTMLInputElement>(container, 'up-photo-front').disabled, 'no second pick while one is on its way');
  await act(() => (container.querySelector('button') as HTMLButtonElement).click());
  assert.equal(asked, ['cancel']);
  assert.is(container.querySelector('button')?.textContent, zhTW.common.cancel);
});

test('a photo slot cancelled or refused says so, and offers Retry only with a photo to send again', async (context) => {
  const cancelled = await slotIn(context, { status: 'failed', progress: 10, photo: new Blob(['x']), error: new ApiError(0, 'aborted', '') });
  assert.is(cancelled.container.querySelector('[role=alert]')?.textContent, zhTW.verify.cancelled);
  await act(() => (cancelled.container.querySelector('button') as HTMLButtonElement).click());
  assert.equal(cancelled.asked, ['retry']);
  await context.rendered?.unmount();
  const refused = await slotIn(context, { status: 'failed', progress: 0, error: new ApiError(415, 'unsupported_media_type', '') });
  assert.is(refused.container.querySelector('[role=alert]')?.textContent, zhTW.errors.unsupported_media_type);
  assert.is(refused.container.querySelector('button'), null, 'nothing to retry: pick another');
  await context.rendered?.unmount();
  const done = await slotIn(context, { status: 'done', progress: 100, photoId: 'x' });
  assert.ok(done.container.textContent?.includes(zhTW.verify.uploaded));
});

test.run();
