import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accentGrounds, accentPalette, textContrastMin } from '../../../src/core/accent.js';
import { contrastRatio, parseHex } from '../../../src/core/colour-contrast.js';
import type { Theme } from '../../../src/core/theme.js';

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);
/** A colour's hue in degrees, for "the accent keeps its hue". */
function hue(hex: string): number {
  const [r, g, b] = parseHex(hex)!.map((c) => c / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

test('our own blue already reads in the light theme, so it is used as given', () => {
  assert.is(accentPalette('#2f5bea', 'light')!.primary, '#2f5bea');
  assert.is(accentPalette('#2F5BEA', 'light')!.primary, '#2f5bea', 'written in capitals');
  assert.is(accentPalette('#25e', 'light')!.primary, '#2255ee', 'written short');
});

test('a light accent is darkened for the light theme, just enough, keeping its hue', () => {
  const { primary } = accentPalette('#ffc400', 'light')!;
  assert.ok(ratio(primary, accentGrounds.light.bg) >= textContrastMin);
  assert.ok(ratio(primary, accentGrounds.light.bg) < textContrastMin + 0.5, `${primary} is darker than it needs to be`);
  assert.ok(Math.abs(hue(primary) - hue('#ffc400')) < 3, `${primary} keeps the hue of #ffc400`);
});

test('a dark accent is lightened for the dark theme, and its buttons carry the dark ink', () => {
  const { primary, soft } = accentPalette('#1a237e', 'dark')!;
  for (const ground of [accentGrounds.dark.bg, accentGrounds.dark.surface, soft, accentGrounds.dark.ink]) assert.ok(ratio(primary, ground) >= textContrastMin, `${primary} on ${ground}`);
  assert.ok(Math.abs(hue(primary) - hue('#1a237e')) < 3);
});

test('the banner darkens the accent until white reads on both of its stops, in either theme', () => {
  for (const theme of ['light', 'dark'] as Theme[]) {
    for (const accent of ['#ffffff', '#ffc400', '#2f5bea', '#000000']) {
      const { hero1, hero2 } = accentPalette(accent, theme)!;
      assert.ok(ratio('#ffffff', hero1) >= textContrastMin && ratio('#ffffff', hero2) >= textContrastMin, `${accent}: ${hero1}, ${hero2}`);
    }
  }
});

test('white and black, the hardest accents, still come out readable in the theme they clash with', () => {
  const light = accentPalette('#ffffff', 'light')!;
  const dark = accentPalette('#000000', 'dark')!;
  assert.ok(ratio(light.primary, accentGrounds.light.surface) >= textContrastMin, light.primary);
  assert.ok(ratio(dark.primary, accentGrounds.dark.surface) >= textContrastMin, dark.primary);
});

test('a value that is not a hex colour has no palette', () => {
  for (const accent of ['', 'blue', '#12345', '#1234567', 'url(x)']) assert.is(accentPalette(accent, 'light'), undefined, accent);
});

test.run();
