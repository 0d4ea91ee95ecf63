// The page's second script, right after the server's first screen in #app (server/web/first-screen.ts): the server
// can't see the address's hash, so it sends every screen a first visit may open with prices, hidden; this keeps
// the one the address opens and shows it, so the first paint has the prices before the core has arrived. The core
// then draws the same screen over it (src/main.tsx).
import { keptPageMs } from './core/kept-page.js';

const screen = document.querySelector<HTMLElement>('.up-first');
if (screen) {
  const [path, query] = location.hash.slice(1).split('?');
  // A product's trade screen shows the figures of its row in the list (which it then leaves out).
  const symbol = new URLSearchParams(query).get('symbol');
  const row = [...screen.querySelectorAll<HTMLElement>('[data-s]')].find((r) => r.dataset.s === symbol);
  for (const element of screen.querySelectorAll<HTMLElement>('[data-r]')) if (!element.dataset.r!.split(' ').includes(path || '/')) element.remove();
  for (const to of screen.querySelectorAll<HTMLElement>('.up-trade [data-f]')) {
    const from = row?.querySelector(`[data-f=${to.dataset.f}]`);
    if (!from) break;
    to.textContent = from.textContent;
    to.className ||= from.className;
  }
  // A page kept by the service worker shows its last visit's prices: as of then, never as live.
  if (Date.now() - Number(screen.dataset.at) > keptPageMs) for (const quote of screen.querySelectorAll('[data-q]')) quote.classList.add('up-stale');
  if (screen.querySelector('[data-r]') && (row || !screen.querySelector('.up-trade'))) screen.classList.add('on');
  else screen.remove();
}
