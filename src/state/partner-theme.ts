import { checkPartnerTheme, type CheckedPartnerTheme, type PartnerTheme, type Theme } from '../core/theme.js';
import { accentPalette } from '../core/accent.js';
import { parseHex, toHex } from '../core/colour-contrast.js';

/**
 * The valid part of a partner's theme and accent (`mount()`'s options, the frame's `?theme=&accent=`, a call of
 * `Uptick.setTheme()`); `where` names the way it came in the console's words. A refused value is said as a
 * warning with what is allowed, and an accent moved to read at WCAG AA as a note with the colour used instead.
 */
export function partnerTheme(given: PartnerTheme, where: string): CheckedPartnerTheme {
  const { valid, problems } = checkPartnerTheme(given, (key) => key);
  for (const problem of problems) console.warn(`Uptick ${where}: ${problem}`);
  if (valid.accent) {
    for (const theme of ['light', 'dark'] as Theme[]) {
      const used = accentPalette(valid.accent, theme)!.primary;
      if (used !== toHex(parseHex(valid.accent)!)) console.info(`Uptick ${where}: accent ${valid.accent} reads under 4.5:1 (WCAG AA) in the ${theme} theme; ${used} is used there.`);
    }
  }
  return valid;
}
