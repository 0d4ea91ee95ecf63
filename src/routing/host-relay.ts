import { effect } from '@preact/signals';
import type { Session } from '../state/session-model.js';
import type { PartnerTheme } from '../core/theme.js';
import type { UrlSource } from './location-provider.js';

/**
 * Inside embed.js's iframe: tells the host page what happens (`ready`, `navigate`, `login`, `logout`, `resize`)
 * and obeys its `{ open: route }` and `{ theme: { theme, accent } }` (`Uptick.setTheme()`, handed to `setTheme`).
 * Messages go only to `host`, the origin the loader put in our address (the browser drops them if the parent is
 * anyone else), and the host's count only from that origin and that window.
 */
export function relayToHost(host: string, source: UrlSource, session: Session, setTheme: (theme: PartnerTheme) => void): void {
  const post = (type: string, data?: unknown) => parent.postMessage({ uptick: type, data }, host);
  // The screen, not what the visitor typed: the reset screen's route carries the account from the sign-in form.
  const route = () => {
    const [path, query] = source.read().split('?');
    const q = new URLSearchParams(query);
    q.delete('account');
    return q + '' ? `${path}?${q}` : path;
  };
  const moved = () => post('navigate', route());
  const write = source.write;
  source.write = (url, replace) => (write(url, replace), moved());
  // The app's own moves are writes; back, forward, a typed hash and `open` all change the hash.
  addEventListener('hashchange', moved);
  addEventListener('message', (e) => {
    if (e.origin !== host || e.source !== parent) return;
    if (e.data?.open) location.hash = e.data.open;
    if (e.data?.theme) setTheme(e.data.theme);
  });
  post('ready', route());
  // Once at the start (the host learns the state) and at every sign-in and sign-out.
  effect(() => post(session.token.value ? 'login' : 'logout'));
  // The host sizes the frame to its content: a screen as tall as the frame would never let it shrink.
  document.head.append(Object.assign(document.createElement('style'), { textContent: '.up-page,.up-welcome{min-height:0}' }));
  new ResizeObserver(() => post('resize', document.body.scrollHeight)).observe(document.body);
}
