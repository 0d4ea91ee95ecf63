// WCAG AA for the app's text colours, computed from the stylesheets as written: 4.5:1 for body-size text.
// Rise and fall are checked in both conventions (green rise, and red rise under `.up-root.rr`) on every
// background they are drawn on; every rule that sets a text colour on a background of its own is checked too, a
// gradient at each of its stops (the text may sit anywhere on it).
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { declared, readRules } from '../helpers/css-declarations.js';
import { contrastRatio, parseColour } from '../helpers/contrast.js';

const rules = readRules(path.resolve('src/styles'));
const conventions = { 'green rise': [':root', '.up-root'], 'red rise': [':root', '.up-root', '.up-root.rr'] };
const tokens = declared(rules, ':root', [':root']);
const aa = 4.5;

function assertReadable(foreground: string, background: string, what: string) {
  const ratio = contrastRatio(foreground, background);
  assert.ok(ratio >= aa, `${what}: ${foreground} on ${background} is ${ratio.toFixed(2)}:1, under ${aa}:1`);
}

for (const [convention, scopes] of Object.entries(conventions)) {
  test(`${convention}: rise and fall text is readable on cards and on the screen's background`, () => {
    for (const selector of ['.up-rise', '.up-fall']) {
      const { color } = declared(rules, selector, scopes);
      assertReadable(color, tokens['--c-surface'], `${selector} on a card`);
      assertReadable(color, tokens['--c-bg'], `${selector} on the screen`);
    }
  });

  test(`${convention}: the Rise and Fall buttons' labels are readable on their colours`, () => {
    for (const selector of ['.up-btn.up-rise', '.up-btn.up-fall']) {
      const { color, background } = declared(rules, selector, scopes);
      assertReadable(color, background, selector);
    }
  });
}

/**
 * The opaque colours a rule's background can put behind text: itself, each stop of a gradient, and a translucent
 * one laid over its parent rule's backdrops (`.up-hero .up-btn` over `.up-hero`), or over white and black.
 */
function backdrops(selector: string): string[] {
  const { background } = declared(rules, selector, conventions['green rise']);
  const parent = selector.includes(' ') ? selector.slice(0, selector.lastIndexOf(' ')) : undefined;
  return (background?.match(/#[0-9a-f]{3,6}\b|rgba?\([^)]*\)/gi) ?? []).flatMap((colour) => {
    const [r, g, b, a] = parseColour(colour);
    if (a === 1) return [colour];
    const under = (parent && backdrops(parent)) || [];
    return (under.length ? under : ['#ffffff', '#000000']).map((u) => {
      const [ur, ug, ub] = parseColour(u);
      return `rgb(${r * a + ur * (1 - a)}, ${g * a + ug * (1 - a)}, ${b * a + ub * (1 - a)})`;
    });
  });
}

test('every rule with a text colour on a background of its own is readable, on each stop of a gradient and through a translucent one', () => {
  let checked = 0;
  for (const selector of new Set(rules.map(([s]) => s))) {
    const { color } = declared(rules, selector, conventions['green rise']);
    if (!color) continue;
    for (const backdrop of backdrops(selector)) {
      assertReadable(color === 'inherit' ? tokens['--c-text'] : color, backdrop, selector);
      checked++;
    }
  }
  // The badges, the form error, the notices and the hero at least: a reader that finds none has stopped reading the CSS.
  assert.ok(checked >= 10, `only ${checked} pairs checked`);
});

test('a colour pair under the bar fails, so the check can fail', () => {
  assert.ok(contrastRatio('#14915a', '#ffffff') < aa);
  assert.is(contrastRatio('#000', '#fff').toFixed(0), '21');
});

test.run();
