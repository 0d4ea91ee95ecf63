// The customer service screen (src/pages/support-conversation.tsx) in happy-dom against the real server: the empty
// state, a message sent and shown on the user's side, an operator's reply (through the admin CLI) appearing while
// the screen is open with the inbox badge, and the rate limit's refusal in the user's language.
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import { call } from '../helpers/test-app.js';
import { admin } from '../helpers/admin.js';
import { signUp, startFundsApp, type SignedIn } from '../helpers/funds.js';
import { paths } from '../../src/routing/paths.js';
import { byId, componentHooks, memoryStore, readLocale, registerDom, renderApp, waitFor } from './helpers/dom.js';
import type { ServerContext } from './helpers/server-suite.js';

const zhTW = readLocale('zh-TW');
const perMinute = 3;
const test = suite<ServerContext>('support screen', {} as ServerContext);
test.before(async (context) => {
  context.server = await startFundsApp({ supportMessagesPerMinute: perMinute });
  registerDom(context.server.url);
});
componentHooks(test);

async function open(context: ServerContext, user: SignedIn): Promise<HTMLElement> {
  const me = await call(context.server.url, 'GET', '/api/me', { token: user.token });
  context.rendered = await renderApp(paths.support, { store: memoryStore({ token: user.token, userInfo: me.body }) });
  return context.rendered.container;
}

async function write(container: HTMLElement, text: string) {
  const box = byId<HTMLTextAreaElement>(container, 'up-support-body');
  await act(() => {
    box.value = text;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(() => container.querySelector<HTMLFormElement>('.up-composer')!.requestSubmit());
}

const bubbles = (root: ParentNode) => [...root.querySelectorAll('.up-chat')].map((li) => [li.classList.contains('mine') ? 'user' : 'operator', li.querySelector('.up-chat-bubble p')?.textContent]);

test('an empty conversation says that customer service answers here and that a reply comes as a system message too', async (context) => {
  const [user] = await signUp(context.server, 1);
  const container = await open(context, user);
  await waitFor(() => container.textContent!.includes(zhTW.support.emptyTitle), 5000, 'the empty state');
  assert.ok(container.textContent!.includes(zhTW.support.emptyBody));
  assert.is(container.querySelector<HTMLButtonElement>('.up-composer button[type=submit]')!.disabled, true, 'nothing to send yet');
});

test("a sent message shows on the user's side at once; the operator's reply appears while the screen is open, with the badge", async (context) => {
  const [user] = await signUp(context.server, 1);
  const container = await open(context, user);
  await waitFor(() => container.textContent!.includes(zhTW.support.emptyTitle), 5000, 'the empty state');
  await write(container, '我的提領還在審核\n請協助');
  await waitFor(() => container.querySelector('.up-chat.mine'), 5000, 'my message');
  assert.equal(bubbles(container), [['user', '我的提領還在審核\n請協助']]);
  assert.is(byId<HTMLTextAreaElement>(container, 'up-support-body').value, '', 'the box is empty again');
  const replied = await admin(context.server, 'support', 'reply', user.account, '--body', '已為您加急處理', '--reason', 'component test');
  assert.is(replied.code, 0, replied.stdout);
  await waitFor(() => bubbles(container).length === 2, 5000, "the reply, by the stream's message event");
  assert.equal(bubbles(container), [['user', '我的提領還在審核\n請協助'], ['operator', '已為您加急處理']]);
  await waitFor(() => context.rendered!.services.session.unread.value === 1, 5000, 'the reply is a system message too');
  // Back, with nothing before it, leads to the personal center, whose menu shows the badge.
  await act(() => container.querySelector<HTMLButtonElement>(`.up-bar button[aria-label="${zhTW.common.back}"]`)!.click());
  await waitFor(() => container.querySelector(`a[href="#${paths.messages}"] [data-testid=unread]`)?.textContent === '1', 5000, "the personal center's badge");
});

test('past the rate limit the refusal says so in the user\'s language, and the text stays to send later', async (context) => {
  const [user] = await signUp(context.server, 1);
  const container = await open(context, user);
  await waitFor(() => container.textContent!.includes(zhTW.support.emptyTitle), 5000, 'the empty state');
  for (let i = 1; i <= perMinute; i++) {
    await write(container, `第 ${i} 則`);
    await waitFor(() => container.querySelectorAll('.up-chat.mine').length === i, 5000, `message ${i}`);
  }
  await write(container, '再一則');
  await waitFor(() => container.querySelector('.up-composer [role=alert]'), 5000, 'the refusal');
  assert.is(container.querySelector('.up-composer [role=alert]')!.textContent, zhTW.support.tooMany);
  assert.is(byId<HTMLTextAreaElement>(container, 'up-support-body').value, '再一則');
  assert.is(container.querySelectorAll('.up-chat.mine').length, perMinute, 'nothing more sent');
});

test.run();
