import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkPartnerTheme, isThemeChoice, resolveTheme, themeChoices } from '../../../src/core/theme.js';

test("a partner's light or dark wins over the user's choice and the device", () => {
  assert.is(resolveTheme('dark', 'light', false), 'dark');
  assert.is(resolveTheme('light', 'dark', true), 'light');
});

test("without a partner's theme (or with auto) the user's choice wins over the device", () => {
  for (const partner of [undefined, null, 'auto']) {
    assert.is(resolveTheme(partner, 'dark', false), 'dark');
    assert.is(resolveTheme(partner, 'light', true), 'light');
  }
});

test('with no choice, or auto, or a value that is not a theme, the device decides', () => {
  for (const chosen of [undefined, null, 'auto', 'blue', 1]) {
    assert.is(resolveTheme(undefined, chosen, true), 'dark', String(chosen));
    assert.is(resolveTheme('sepia', chosen, false), 'light', String(chosen));
  }
});

test('the choices are light, dark and auto, in that order, and nothing else is one', () => {
  assert.equal(themeChoices, ['light', 'dark', 'auto']);
  for (const value of ['Light', 'DARK', '', 'system', undefined, null, 0]) assert.not.ok(isThemeChoice(value), String(value));
});

test("a partner's valid theme and accent pass unchanged, and no key given is no problem", () => {
  assert.equal(checkPartnerTheme({ theme: 'auto', accent: '#2F5BEA' }, (k) => k), { valid: { theme: 'auto', accent: '#2F5BEA' }, problems: [] });
  assert.equal(checkPartnerTheme({ accent: '#0af' }, (k) => k), { valid: { accent: '#0af' }, problems: [] });
  assert.equal(checkPartnerTheme({}, (k) => k), { valid: {}, problems: [] });
});

test('a refused theme is said by the name the partner wrote, with the values allowed; the valid key still passes', () => {
  const { valid, problems } = checkPartnerTheme({ theme: 'Dark', accent: '#2f5bea' }, (k) => `data-${k}`);
  assert.equal(valid, { accent: '#2f5bea' });
  assert.equal(problems, ['data-theme="Dark" is not a theme: use light, dark or auto.']);
});

test('an accent that is not #rgb or #rrggbb is refused with the forms allowed', () => {
  for (const accent of ['2f5bea', '#2f5be', '#2f5beaff', 'blue', 'rgb(47, 91, 234)', '#ggg', ' #2f5bea', '']) {
    const { valid, problems } = checkPartnerTheme({ accent }, (k) => k);
    assert.equal(valid, {}, accent);
    assert.equal(problems, [`accent="${accent}" is not a colour: use a hex colour, #rrggbb or #rgb (e.g. #2f5bea).`]);
  }
});
test.run();
