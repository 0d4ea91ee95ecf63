// The inbox (src/pages/system-messages.tsx) and the unread badge in happy-dom against the real server: the empty
// state, an operator's message (sent through the admin CLI) arriving unread with the badge on home, opening it
// marks it read and the badge drops, and a body with markup in it shows as text, line breaks kept.
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import { call } from '../helpers/test-app.js';
import { admin } from '../helpers/admin.js';
import { signUp, startFundsApp, type SignedIn } from '../helpers/funds.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import { componentHooks, memoryStore, readLocale, registerDom, renderApp, waitFor } from './helpers/dom.js';
import type { ServerContext } from './helpers/server-suite.js';

const zhTW = readLocale('zh-TW');
const test = suite<ServerContext>('system messages', {} as ServerContext);
test.before(async (context) => {
  context.server = await startFundsApp();
  registerDom(context.server.url);
});
componentHooks(test);

async function open(context: ServerContext, user: SignedIn, path: string): Promise<HTMLElement> {
  const me = await call(context.server.url, 'GET', '/api/me', { token: user.token });
  context.rendered = await renderApp(path, { store: memoryStore({ token: user.token, userInfo: me.body }) });
  return context.rendered.container;
}

async function send(context: ServerContext, user: SignedIn, title: string, body: string) {
  const sent = await admin(context.server, 'messages', 'send', user.account, '--title', title, '--body', body, '--reason', 'component test');
  assert.is(sent.code, 0, sent.stdout);
}

const badge = (root: ParentNode) => root.querySelector('[data-testid=unread]')?.textContent;

test('an empty inbox says "No data"; home shows no badge at 0', async (context) => {
  const [user] = await signUp(context.server, 1);
  let container = await open(context, user, paths.messages);
  await waitFor(() => container.textContent!.includes(zhTW.common.noData), 5000, 'the empty state');
  assert.is(container.querySelectorAll('.up-body .up-list li').length, 0);
  await context.rendered!.unmount();
  container = await open(context, user, paths.home);
  await waitFor(() => context.rendered!.services.session.unread.value === 0, 5000, 'the count read');
  assert.is(badge(container), undefined, 'nothing at 0');
});

test("an operator's message arrives unread with the badge; opening it marks it read and the badge drops at once", async (context) => {
  const [user] = await signUp(context.server, 1);
  const container = await open(context, user, paths.home);
  await waitFor(() => context.rendered!.services.session.unread.value === 0, 5000, 'the count read');
  await send(context, user, '維護通知', '今晚 23:00 系統維護。');
  await waitFor(() => badge(container) === '1', 5000, "the stream's count on home's tile");
  await act(() => container.querySelector<HTMLAnchorElement>(`.up-grid a[href="#${paths.messages}"]`)!.click());
  await waitFor(() => container.querySelector('.up-body .up-list li .up-msg.unread'), 5000, 'the unread row');
  const row = container.querySelector<HTMLAnchorElement>('.up-msg.unread')!;
  assert.ok(row.querySelector('.up-dot'), 'a dot');
  assert.is(row.querySelector('.up-msg-title')!.textContent, '維護通知');
  await act(() => row.click());
  await waitFor(() => container.querySelector('.up-msg-body'), 5000, 'the message');
  assert.is(container.querySelector('.up-msg-body')!.textContent, '今晚 23:00 系統維護。');
  await waitFor(() => context.rendered!.services.session.unread.value === 0, 5000, 'the badge drops');
  const count = await call(context.server.url, 'GET', '/api/messages/unread-count', { token: user.token });
  assert.equal(count.body, { count: 0 }, 'read on the server too');
  await act(() => container.querySelector<HTMLButtonElement>(`.up-bar button[aria-label="${zhTW.common.back}"]`)!.click());
  await waitFor(() => container.querySelector('.up-body .up-list li .up-msg'), 5000, 'the inbox again');
  assert.not.ok(container.querySelector('.up-msg.unread'), 'no longer unread');
});

test('a body with markup shows as text with its line breaks; nothing of it runs', async (context) => {
  const [user] = await signUp(context.server, 1);
  await send(context, user, '<b>標題</b>', '第一行\n<script>window.hacked = 1</script>\n<img src=x onerror="window.hacked = 2">');
  const list = await call(context.server.url, 'GET', '/api/messages', { token: user.token });
  const container = await open(context, user, withQuery(paths.messages, { id: list.body.items[0].id }));
  await waitFor(() => container.querySelector('.up-msg-body'), 5000, 'the message');
  const body = container.querySelector('.up-msg-body')!;
  assert.is(body.textContent, '第一行\n<script>window.hacked = 1</script>\n<img src=x onerror="window.hacked = 2">');
  assert.is(body.children.length, 0, 'no element made of it');
  assert.is(container.querySelector('h2')!.textContent, '<b>標題</b>');
  assert.is((window as unknown as { hacked?: number }).hacked, undefined);
});

test('a notice links to the places it names: customer service\'s reply opens the conversation', async (context) => {
  const [user] = await signUp(context.server, 1);
  // Broke before: "Customer service replied … Open your conversation" had no way to it.
  await context.server.app.notices.send(user.userId, 'support_reply');
  const list = await call(context.server.url, 'GET', '/api/messages', { token: user.token });
  const container = await open(context, user, withQuery(paths.messages, { id: list.body.items[0].id }));
  await waitFor(() => container.querySelector('[data-testid=message-places] a'), 5000, 'the link');
  const link = container.querySelector<HTMLAnchorElement>('[data-testid=message-places] a')!;
  assert.is(link.textContent, zhTW.messages.place.support);
  await act(() => link.click());
  await waitFor(() => container.querySelector('h1')?.textContent === zhTW.support.title, 5000, 'the conversation');
});

test('the badge says 99+ above 99', async (context) => {
  const [user] = await signUp(context.server, 1);
  const container = await open(context, user, paths.home);
  await waitFor(() => context.rendered!.services.session.unread.value === 0, 5000, 'the count read');
  await act(() => context.rendered!.services.session.setUnread(100));
  assert.is(badge(container), '99+');
  await act(() => context.rendered!.services.session.setUnread(99));
  assert.is(badge(container), '99');
});

test.run();
