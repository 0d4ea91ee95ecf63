import { contrastRatio, mix, parseHex, toHex, type Rgb } from './colour-contrast.js';
import type { Theme } from './theme.js';

/** WCAG AA for body-size text: the accent colours text (links, tabs) and carries text (buttons). */
export const textContrastMin = 4.5;

/**
 * What the accent is drawn on (`bg`, `surface`) and what it carries (`ink`, the buttons' label colour) in each
 * theme, as src/styles/variables.css has them (test/unit/styles/colour-contrast.test.ts holds the two together).
 */
export const accentGrounds: Record<Theme, { bg: string; surface: string; ink: string }> = {
  light: { bg: '#f3f5f9', surface: '#ffffff', ink: '#ffffff' },
  dark: { bg: '#0f1218', surface: '#191d26', ink: '#0f1218' },
};

/** How much of the accent tints a secondary button's background over a card, per theme. */
const softShare: Record<Theme, number> = { light: 0.1, dark: 0.18 };

/** The custom properties a partner's accent sets in one theme (never the rise and fall colours). */
export interface AccentPalette {
  /** `--c-primary`: links, the chosen tab, buttons, the chart's line. */
  primary: string;
  /** `--c-primary-soft`: the background of secondary buttons and icon tiles. */
  soft: string;
  /** `--c-hero-1` and `--c-hero-2`: the home banner's gradient, under white text in both themes. */
  hero1: string;
  hero2: string;
}

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/** The least move of `from` toward `to` (in steps of 2 %) that `readable` accepts; `to` itself at the end. */
function nearest(from: Rgb, to: Rgb, readable: (colour: Rgb) => boolean): Rgb {
  for (let step = 0; step < 50; step++) {
    const colour = mix(from, to, step / 50);
    if (readable(colour)) return colour;
  }
  return to;
}

/**
 * `accent` as the theme can show it at WCAG AA: unchanged when it already reads at 4.5:1 on the screen, on cards
 * and on its own soft tint, and carries the theme's button labels at 4.5:1; otherwise darkened (light theme) or
 * lightened (dark theme), keeping its hue, just enough. The banner's colours are darkened until white reads on
 * them. Undefined for a value that is not `#rgb` or `#rrggbb`.
 */
export function accentPalette(accent: string, theme: Theme): AccentPalette | undefined {
  const given = parseHex(accent);
  if (!given) return undefined;
  const [bg, surface, ink] = [accentGrounds[theme].bg, accentGrounds[theme].surface, accentGrounds[theme].ink].map((c) => parseHex(c)!);
  const soft = (primary: Rgb) => mix(surface, primary, softShare[theme]);
  const primary = nearest(given, theme === 'light' ? black : white, (colour) =>
    [bg, surface, soft(colour), ink].every((other) => contrastRatio(colour, other) >= textContrastMin),
  );
  const hero2 = nearest(given, black, (colour) => contrastRatio(colour, white) >= textContrastMin);
  return { primary: toHex(primary), soft: toHex(soft(primary)), hero1: toHex(mix(hero2, black, 0.2)), hero2: toHex(hero2) };
}
