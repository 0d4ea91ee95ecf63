// The page's first script, in its <head> (build.mjs puts it there): sets `data-theme` on <html> before anything
// paints, so the splash, and the app after it, open in their theme with no flash of the other. It decides as the
// app does (src/state/theme-model.ts): the frame's `?theme=` from a partner, the choice kept on this device, the
// device's setting. A storage that throws (a blocked frame) leaves the device's.
import { darkMediaQuery, resolveTheme } from './core/theme.js';
import { storePrefix } from './state/storage.js';

let chosen: unknown;
try {
  chosen = JSON.parse(localStorage.getItem(`${storePrefix}theme`) ?? 'null');
} catch {
  // As no choice.
}
document.documentElement.setAttribute('data-theme', resolveTheme(new URLSearchParams(location.search).get('theme'), chosen, matchMedia(darkMediaQuery).matches));
