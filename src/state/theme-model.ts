import { computed, createModel, effect, signal } from '@preact/signals';
import { darkMediaQuery, isThemeChoice, resolveTheme, type CheckedPartnerTheme, type ThemeChoice } from '../core/theme.js';
import { accentPalette } from '../core/accent.js';
import type { KeyValueStore } from './storage.js';

/**
 * The theme the app shows and why (src/core/theme.ts, resolveTheme): the partner's light or dark, else the user's
 * choice (Settings, kept under `theme`), else the device's, followed live. A partner's accent comes out as the
 * custom properties `style` holds, made readable in the theme shown (src/core/accent.ts). The app's root carries
 * `theme` as `data-theme` and `style` (src/app.tsx); the page's <html> follows it (src/main.tsx).
 */
export const ThemeModel = createModel((store: KeyValueStore, given: CheckedPartnerTheme) => {
  const stored = store.get<unknown>('theme');
  const chosen = signal<ThemeChoice>(isThemeChoice(stored) ? stored : 'auto');
  const partner = signal(given);
  const media = typeof matchMedia === 'function' ? matchMedia(darkMediaQuery) : undefined;
  const deviceDark = signal(media?.matches ?? false);
  // Reads no signal, so it runs once; its cleanup is what dispose does.
  effect(() => {
    const follow = (event: MediaQueryListEvent) => (deviceDark.value = event.matches);
    media?.addEventListener?.('change', follow);
    return () => media?.removeEventListener?.('change', follow);
  });
  const theme = computed(() => resolveTheme(partner.value.theme, chosen.value, deviceDark.value));
  const style = computed(() => {
    const palette = partner.value.accent ? accentPalette(partner.value.accent, theme.value) : undefined;
    return palette && { '--c-primary': palette.primary, '--c-primary-soft': palette.soft, '--c-hero-1': palette.hero1, '--c-hero-2': palette.hero2 };
  });

  return {
    /** The theme on screen. */
    theme,
    /** The user's choice in Settings; `auto` follows the device. */
    choice: computed(() => chosen.value),
    /** False where a partner fixed the theme to light or dark: its page decides, and Settings offers no choice. */
    choosable: computed(() => !partner.value.theme || partner.value.theme === 'auto'),
    /** The accent's custom properties for the app's root, or undefined for our own colours. */
    style,
    choose(choice: ThemeChoice) {
      chosen.value = choice;
      store.set('theme', choice);
    },
    /** A partner's change (`Uptick.setTheme()`): the keys it names replace the ones it gave before. */
    setPartner(next: CheckedPartnerTheme) {
      partner.value = { ...partner.value, ...next };
    },
  };
});
export type ThemeState = InstanceType<typeof ThemeModel>;
