import { hexColourPattern } from './colour-contrast.js';

/** The two palettes of src/styles/variables.css: light (`:root`) and dark (`[data-theme=dark]`). */
export type Theme = 'light' | 'dark';

/** What a user picks in Settings or a partner asks for: a theme, or `auto`, the device's (prefers-color-scheme). */
export type ThemeChoice = Theme | 'auto';

/** In the order Settings lists them. */
export const themeChoices: readonly ThemeChoice[] = ['light', 'dark', 'auto'];

export const isThemeChoice = (value: unknown): value is ThemeChoice => themeChoices.includes(value as ThemeChoice);

/** The media query of a device set to dark. */
export const darkMediaQuery = '(prefers-color-scheme: dark)';

/**
 * The theme shown: a partner's `light` or `dark` (its page decides, and Settings offers no choice), else the
 * user's choice, else the device's. The page's first-paint script and the app both decide by this.
 */
export function resolveTheme(partner: unknown, chosen: unknown, deviceDark: boolean): Theme {
  const fixed = partner === 'light' || partner === 'dark' ? partner : chosen;
  return fixed === 'light' || fixed === 'dark' ? fixed : deviceDark ? 'dark' : 'light';
}

/**
 * A partner's look, as embed.js's `data-theme` and `data-accent`, and as `theme` and `accent` of `mount()` and
 * `Uptick.setTheme()`: values as given, checked by `checkPartnerTheme`.
 */
export interface PartnerTheme {
  theme?: unknown;
  accent?: unknown;
}

/** The values of a `PartnerTheme` that passed its check. */
export interface CheckedPartnerTheme {
  theme?: ThemeChoice;
  /** `#rgb` or `#rrggbb` as given; src/core/accent.ts makes it readable in each theme. */
  accent?: string;
}

/**
 * The valid values of `given` and, for each refused one, a message that says what is allowed; `name` is how the
 * partner wrote the key (`data-theme` on the script tag, `theme` in a call). An absent key is no problem.
 */
export function checkPartnerTheme(given: PartnerTheme, name: (key: 'theme' | 'accent') => string): { valid: CheckedPartnerTheme; problems: string[] } {
  const valid: CheckedPartnerTheme = {};
  const problems: string[] = [];
  const { theme, accent } = given;
  if (isThemeChoice(theme)) valid.theme = theme;
  else if (theme != null) problems.push(`${name('theme')}="${String(theme)}" is not a theme: use light, dark or auto.`);
  if (typeof accent === 'string' && hexColourPattern.test(accent)) valid.accent = accent;
  else if (accent != null) problems.push(`${name('accent')}="${String(accent)}" is not a colour: use a hex colour, #rrggbb or #rgb (e.g. #2f5bea).`);
  return { valid, problems };
}
