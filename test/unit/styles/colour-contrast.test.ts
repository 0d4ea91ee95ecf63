// WCAG AA for the app's colours in both themes, computed from the stylesheets as written: 4.5:1 for body-size text,
// 3:1 for what identifies a control (a field's edge, the focus ring) and for the chart's lines. The light theme is
// `:root`, the dark one the same tokens under `[data-theme=dark]`. Rise and fall are checked in both conventions
// (green rise, and red rise under `.up-root.rr`) on every background they are drawn on; every token pair the
// stylesheets put text on is in the table below; every rule that sets a text colour on a background of its own is
// checked too, a gradient at each of its stops (the text may sit anywhere on it). A partner's accent is checked
// over a sweep of colours, as src/core/accent.ts adjusts it.
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { declared, readRules } from '../helpers/css-declarations.js';
import { contrastRatio, parseColour } from '../helpers/contrast.js';
import { renderSVG } from 'uqr';
import { accentGrounds, accentPalette } from '../../../src/core/accent.js';
import type { Theme } from '../../../src/core/theme.js';

const rules = readRules(path.resolve('src/styles'));
const themes: Record<Theme, string[]> = { light: [':root'], dark: [':root', '[data-theme=dark]'] };
const conventions = { 'green rise': ['.up-root'], 'red rise': ['.up-root', '.up-root.rr'] };
const tokensOf = (theme: Theme) => customOf(themes[theme]);
const aa = 4.5;
const nonText = 3;

/** The custom properties the scopes set, later scopes winning, each resolved to a colour where it is one. */
function customOf(scopes: string[]): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const scope of scopes) for (const [name, d] of rules) if (name === scope) Object.assign(raw, Object.fromEntries(Object.entries(d).filter(([k]) => k.startsWith('--'))));
  const resolve = (value: string): string => value.replace(/var\((--[\w-]+)\)/g, (_, n: string) => resolve(raw[n]));
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, resolve(v)]));
}

function assertReadable(foreground: string, background: string, what: string, min = aa) {
  const ratio = contrastRatio(foreground, background);
  assert.ok(ratio >= min, `${what}: ${foreground} on ${background} is ${ratio.toFixed(2)}:1, under ${min}:1`);
}

/** `colour` laid over the opaque `under`, as the eye sees a translucent one. */
function over(colour: string, under: string): string {
  const [r, g, b, a] = parseColour(colour);
  const [ur, ug, ub] = parseColour(under);
  return `rgb(${r * a + ur * (1 - a)}, ${g * a + ug * (1 - a)}, ${b * a + ub * (1 - a)})`;
}

/**
 * Every token the stylesheets put text (or a control's edge, or a chart's line) on another token with, by what
 * draws it. A new pairing in the CSS belongs here.
 */
const textPairs: [foreground: string, backgrounds: string[], what: string][] = [
  ['--c-text', ['--c-bg', '--c-surface', '--c-line', '--c-primary-soft', '--c-warn-bg'], 'text, on the screen, cards, badges, tiles and notices'],
  ['--c-text-2', ['--c-bg', '--c-surface', '--c-line'], 'secondary text, the tab bar and the neutral badge'],
  ['--c-primary', ['--c-bg', '--c-surface', '--c-primary-soft'], 'links, the chosen tab, secondary buttons'],
  ['--c-primary-ink', ['--c-primary'], 'button labels and the chosen chip'],
  ['--c-danger', ['--c-bg', '--c-surface', '--c-danger-soft'], 'errors, the danger button, the rejected badge'],
  ['--c-success', ['--c-bg', '--c-surface', '--c-success-soft'], 'gains, the verified badge'],
  ['--c-signal-ink', ['--c-danger', '--c-success'], 'the Rise and Fall buttons and the unread count'],
  ['--c-warn-ink', ['--c-warn-bg', '--c-surface'], 'notices, and the entry line on a chart'],
  ['--c-surface', ['--c-text'], "the chart's price tag"],
];
const controlPairs: [foreground: string, backgrounds: string[], what: string][] = [
  ['--c-field', ['--c-surface', '--c-bg'], "a field's edge"],
  ['--c-focus', ['--c-surface', '--c-bg'], 'the focus ring'],
  ['--c-primary', ['--c-surface'], "the chart's line"],
  ['--c-text-2', ['--c-surface'], "the chart's axes and dashed guides"],
];

for (const theme of ['light', 'dark'] as Theme[]) {
  const tokens = tokensOf(theme);

  test(`${theme}: every token pair that carries text reads at 4.5:1`, () => {
    for (const [fg, bgs, what] of textPairs) for (const bg of bgs) assertReadable(tokens[fg], tokens[bg], `${what} (${fg} on ${bg})`);
  });

  test(`${theme}: field edges, the focus ring and the chart's lines stand out at 3:1`, () => {
    for (const [fg, bgs, what] of controlPairs) for (const bg of bgs) assertReadable(tokens[fg], tokens[bg], `${what} (${fg} on ${bg})`, nonText);
  });

  test(`${theme}: the toast's text reads on it, over the screen`, () => {
    assertReadable(tokens['--c-inverse-ink'], over(tokens['--c-inverse'], tokens['--c-bg']), 'toast');
  });

  test(`${theme}: white (the banner's text and its focus ring) reads on the home banner at each stop`, () => {
    for (const stop of ['--c-hero-1', '--c-hero-2']) assertReadable('#ffffff', tokens[stop], `banner ${stop}`);
  });

  for (const [convention, scopes] of Object.entries(conventions)) {
    const all = [...themes[theme], ...scopes];

    test(`${theme}, ${convention}: rise and fall text is readable on cards and on the screen's background`, () => {
      for (const selector of ['.up-rise', '.up-fall']) {
        const { color } = declared(rules, selector, all);
        assertReadable(color, tokens['--c-surface'], `${selector} on a card`);
        assertReadable(color, tokens['--c-bg'], `${selector} on the screen`);
      }
    });

    test(`${theme}, ${convention}: the Rise and Fall buttons' labels are readable on their colours`, () => {
      for (const selector of ['.up-btn.up-rise', '.up-btn.up-fall']) {
        const { color, background } = declared(rules, selector, all);
        assertReadable(color, background, selector);
      }
    });
  }

  /**
   * The opaque colours a rule's background can put behind text: itself, each stop of a gradient, and a translucent
   * one laid over its parent rule's backdrops (`.up-hero .up-btn` over `.up-hero`), or over the theme's screen.
   */
  const backdrops = (selector: string): string[] => {
    const { background } = declared(rules, selector, [...themes[theme], ...conventions['green rise']]);
    const parent = selector.includes(' ') ? selector.slice(0, selector.lastIndexOf(' ')) : undefined;
    return (background?.match(/#[0-9a-f]{3,6}\b|rgba?\([^)]*\)/gi) ?? []).flatMap((colour) => {
      if (parseColour(colour)[3] === 1) return [colour];
      const under = (parent && backdrops(parent)) || [];
      return (under.length ? under : [tokens['--c-bg'], tokens['--c-surface']]).map((u) => over(colour, u));
    });
  };

  test(`${theme}: every rule with a text colour on a background of its own is readable, on each stop of a gradient and through a translucent one`, () => {
    let checked = 0;
    for (const selector of new Set(rules.map(([s]) => s))) {
      if (selector.startsWith('[data-theme')) continue;
      const { color } = declared(rules, selector, [...themes[theme], ...conventions['green rise']]);
      if (!color) continue;
      for (const backdrop of backdrops(selector)) {
        assertReadable(color === 'inherit' ? tokens['--c-text'] : color, backdrop, selector);
        checked++;
      }
    }
    // The badges, the form error, the notices, the toast and the hero at least: a reader that finds none has stopped reading the CSS.
    assert.ok(checked >= 10, `only ${checked} pairs checked`);
  });

  test(`${theme}: the colours the accent is made readable against are the theme's own`, () => {
    const { bg, surface, ink } = accentGrounds[theme];
    assert.equal([bg, surface, ink], [tokens['--c-bg'], tokens['--c-surface'], tokens['--c-primary-ink']]);
  });

  test(`${theme}: any partner accent, as adjusted, reads at 4.5:1 where the primary colour does, and the banner keeps white text`, () => {
    let count = 0;
    for (let r = 0; r <= 255; r += 51) {
      for (let g = 0; g <= 255; g += 51) {
        for (let b = 0; b <= 255; b += 51) {
          const accent = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          const p = accentPalette(accent, theme)!;
          const with_: Record<string, string> = { ...tokens, '--c-primary': p.primary, '--c-primary-soft': p.soft, '--c-hero-1': p.hero1, '--c-hero-2': p.hero2 };
          for (const [fg, bgs, what] of textPairs) {
            if (![fg, ...bgs].some((t) => t.startsWith('--c-primary'))) continue;
            for (const bg of bgs) assertReadable(with_[fg], with_[bg], `accent ${accent}: ${what} (${fg} on ${bg})`);
          }
          for (const stop of [p.hero1, p.hero2]) assertReadable('#ffffff', stop, `accent ${accent}: the banner`);
          count++;
        }
      }
    }
    assert.is(count, 216);
  });
}

test("the page's background is the theme's screen colour, from the stylesheet its head carries", () => {
  const head = fs.readFileSync(path.resolve('public/index.html'), 'utf8');
  // build.mjs puts the stylesheet (with both themes' tokens) where the marker is, ahead of the rule that reads them.
  assert.match(head, '<style><!--UPTICK_CSS-->html,body{margin:0;background:var(--c-bg)}');
});

test('a QR code stays black on white in both themes, with a white margin of its own round it', () => {
  const svg = renderSVG('TDemoAddress', { ecc: 'M', border: 2 });
  assert.match(svg, '<rect fill="white"');
  assert.match(svg, '<path fill="black"');
  for (const theme of ['light', 'dark'] as Theme[]) {
    const { background, padding } = declared(rules, '.up-qr', themes[theme]);
    assert.is(background, '#fff', theme);
    assert.ok(padding, 'a margin the card behind it can not darken');
  }
});

test('the dark theme sets every colour token the light one does, and nothing else', () => {
  const names = (scope: string) => Object.keys(customOf([scope])).filter((k) => k.startsWith('--c-') || k === '--shadow').sort();
  assert.equal(names('[data-theme=dark]'), names(':root'));
});

test('a colour pair under the bar fails, so the check can fail', () => {
  assert.ok(contrastRatio('#14915a', '#ffffff') < aa);
  assert.is(contrastRatio('#000', '#fff').toFixed(0), '21');
});

test.run();
