// Registration's step 1 (src/pages/register-account.tsx) in happy-dom against the real server: the dial code a
// phone starts with, the country a number is read as, and what Back from step 2 finds. Broke before: the dial code
// was +886 in every language, so a Thai user's 0812345678 was refused without saying why, and Back from step 2
// emptied step 1.
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import { startTestApp } from '../helpers/test-app.js';
import { newUser } from '../helpers/users.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { paths } from '../../src/routing/paths.js';
import { setLanguage } from '../../src/i18n/i18n.js';
import { regionNamer } from '../../src/i18n/region-names.js';
import { byId, componentHooks, diskDictionary, formIn, memoryStore, readLocale, registerDom, renderApp, submitForm, typeInto, waitFor } from './helpers/dom.js';
import type { ServerContext } from './helpers/server-suite.js';

const test = suite<ServerContext>('registration step 1', {} as ServerContext);
test.before(async (context) => {
  context.server = await startTestApp();
  await insertInviteCode(context.server.app.conn, 'STEPONE', null, Date.now());
  registerDom(context.server.url);
});
componentHooks(test);

const dialCode = (root: ParentNode) => root.querySelector<HTMLSelectElement>('.up-input-row select')!.value;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name]);

test('the dial code starts from the interface language, and the number says which country it is read as', async (context) => {
  for (const [lang, code, national, region, shown] of [
    ['th', '+66', '0812345678', 'TH', '+66\u00a081\u00a0234\u00a05678'],
    ['de', '+49', '01512 3456789', 'DE', '+49\u00a0151\u00a023456789'],
    ['zh-TW', '+886', '0912 345 678', 'TW', '+886\u00a0912\u00a0345\u00a0678'],
  ] as const) {
    await setLanguage(lang, diskDictionary);
    try {
      context.rendered = await renderApp(paths.registerCheck, { store: memoryStore() });
      const { container } = context.rendered;
      await waitFor(() => container.querySelector('#phone'), 5000, `the form in ${lang}`);
      assert.is(dialCode(container), code, lang);
      await typeInto(container, 'phone', national);
      const readAs = container.querySelector('[data-testid=phone-read-as]')?.textContent;
      assert.is(readAs, fill(readLocale(lang).registerCheck.readAs, { number: shown, country: regionNamer(lang)(region) }), lang);
      await context.rendered.unmount();
      context.rendered = undefined;
    } finally {
      await setLanguage('zh-TW', diskDictionary);
    }
  }
});

test('Back from step 2 finds step 1 as it was left: account, dial code, number and invite code', async (context) => {
  const user = newUser();
  context.rendered = await renderApp(paths.registerCheck, { store: memoryStore() });
  const { container } = context.rendered;
  await waitFor(() => container.querySelector('#phone'), 5000, 'step 1');
  await typeInto(container, 'account', user.account);
  await act(() => {
    const select = container.querySelector<HTMLSelectElement>('.up-input-row select')!;
    select.value = '+86';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await typeInto(container, 'phone', user.phone.replace('+86', ''));
  await typeInto(container, 'inviteCode', 'STEPONE');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('#tradePassword'), 5000, 'step 2');
  await act(() => container.querySelector<HTMLButtonElement>('.up-bar button')!.click());
  await waitFor(() => container.querySelector('#phone'), 5000, 'step 1 again');
  assert.equal(
    [byId<HTMLInputElement>(container, 'account').value, dialCode(container), byId<HTMLInputElement>(container, 'phone').value, byId<HTMLInputElement>(container, 'inviteCode').value],
    [user.account, '+86', user.phone.replace('+86', ''), 'STEPONE'],
  );
});

test.run();
