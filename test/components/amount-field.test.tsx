// The amount field (src/components/amount-field.tsx) in happy-dom: it shows what is used, even when a keystroke
// is refused and the value it hands on does not change (a third decimal).
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { signal } from '@preact/signals';
import { AmountField } from '../../src/components/amount-field.js';
import { byId, readLocale, renderComponent, typeInto } from './helpers/dom.js';
import { formatMoney } from '../../src/i18n/format.js';

const zhTW = readLocale('zh-TW');
import { serverSuite, type ServerContext } from './helpers/server-suite.js';

const test = serverSuite('amount field');

/** The field as a form holds it: `used` is the value the form would send. */
async function field(context: ServerContext) {
  const used = signal('');
  const Form = () => <AmountField id="amount" label="amount" value={used.value} onValue={(value) => (used.value = value)} />;
  context.rendered = await renderComponent(<Form />);
  const { container } = context.rendered;
  const type = (text: string) => typeInto(container, 'amount', text);
  const shown = () => byId<HTMLInputElement>(container, 'amount').value;
  const blur = () => act(() => void byId(container, 'amount').dispatchEvent(new FocusEvent('blur')));
  return { used, type, shown, blur };
}

test('a third decimal typed after two is refused on screen too, and stays refused after blur', async (context) => {
  const { used, type, shown, blur } = await field(context);
  await type('12.34');
  await type('12.345');
  assert.is(used.value, '12.34');
  assert.is(shown(), '12.34', 'the field shows what is used');
  await blur();
  assert.is(shown(), '12.34');
  assert.is(used.value, '12.34');
});

test('whatever the cleaning drops or turns, the field shows the text it hands on', async (context) => {
  const { used, type, shown } = await field(context);
  for (const [typed, cleaned] of [['5', '5'], ['5a', '5'], ['5,', '5.'], ['5.6', '5.6'], ['5.67', '5.67'], ['5.678', '5.67'], ['5.67.', '5.67']]) {
    await type(typed);
    assert.equal([shown(), used.value], [cleaned, cleaned], `typed ${typed}`);
  }
});

test('above its limit the field keeps what was typed and says the limit; at the limit it says nothing', async (context) => {
  const used = signal('');
  const Form = () => <AmountField id="amount" label="amount" max="700.00" value={used.value} onValue={(value) => (used.value = value)} />;
  context.rendered = await renderComponent(<Form />);
  const { container } = context.rendered;
  await typeInto(container, 'amount', '800');
  assert.is(byId<HTMLInputElement>(container, 'amount').value, '800', 'not cut to 700');
  assert.is(used.value, '800');
  assert.is(byId(container, 'amount-error').textContent, zhTW.fields.amount_over.replace('{{max}}', formatMoney('700.00')));
  await typeInto(container, 'amount', '700');
  assert.is(container.querySelector('#amount-error'), null);
});

test.run();
