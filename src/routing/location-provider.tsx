import type { Context, ReactNode } from 'react';
import { useEffect, useMemo, useReducer } from 'react';
import { LocationProvider } from 'preact-iso/router';

/**
 * Where the current URL lives: the page's hash (standalone) or memory (mounted inline in a host page,
 * whose own address we must not touch). preact-iso has no hash routing and its maintainers declined it;
 * its Router reads the location only through `LocationProvider.ctx`, so a provider of our own suffices.
 */
export interface UrlSource {
  read(): string;
  write(url: string, replace: boolean): void;
  back(): void;
  forward(): void;
  /** Whether this app has a screen before the current one in its history (not so on a first entry). */
  canGoBack(): boolean;
  /** Calls `onChange` when the URL changes outside `write` (back button, typed hash); returns an unsubscribe. */
  listen(onChange: () => void): () => void;
}

export function hashSource(): UrlSource {
  // How many of the app's own screens lie behind an entry, kept in the entry (so it survives a reload); an
  // entry the app did not write (a first load, a typed or shared link) has none.
  const depth = (): number => history.state?.upDepth ?? 0;
  return {
    read: () => location.hash.replace(/^#/, '') || '/',
    write(url, replace) {
      try {
        if (replace) history.replaceState(history.state, '', `#${url}`);
        else history.pushState({ upDepth: depth() + 1 }, '', `#${url}`);
      } catch {
        // Safari refuses over 100 replacements in 30 s (a stake typed at length): the screen goes on regardless.
      }
    },
    back: () => history.back(),
    forward: () => history.forward(),
    canGoBack: () => depth() > 0,
    listen(onChange) {
      addEventListener('hashchange', onChange);
      addEventListener('popstate', onChange);
      return () => {
        removeEventListener('hashchange', onChange);
        removeEventListener('popstate', onChange);
      };
    },
  };
}

export function memorySource(initialUrl = '/'): UrlSource {
  const stack = [initialUrl];
  // The addresses `back` left, the nearest last; a new address drops them, as a browser's history does.
  const ahead: string[] = [];
  let notify = () => {};
  return {
    read: () => stack[stack.length - 1],
    write(url, replace) {
      if (replace) {
        stack[stack.length - 1] = url;
      } else {
        stack.push(url);
        ahead.length = 0;
      }
    },
    back() {
      if (stack.length > 1) ahead.push(stack.pop()!);
      notify();
    },
    forward() {
      if (ahead.length) stack.push(ahead.pop()!);
      notify();
    },
    canGoBack: () => stack.length > 1,
    listen(onChange) {
      notify = onChange;
      return () => (notify = () => {});
    },
  };
}

export function UrlLocationProvider({ source, children }: { source: UrlSource; children: ReactNode }) {
  const [url, setUrl] = useReducer((_: string, next: string) => next, source.read());
  useEffect(() => source.listen(() => setUrl(source.read())), [source]);
  const value = useMemo(() => {
    const parsed = new URL(url, 'http://x');
    return {
      url,
      path: parsed.pathname.replace(/\/+$/, '') || '/',
      query: Object.fromEntries(parsed.searchParams),
      route(next: string, replace = false) {
        source.write(next, replace);
        // The URL asked for, not the one read back: a refused write must not undo what the screen just showed.
        setUrl(next);
        // A screen keeping its state in its query stays where it is scrolled; any other screen starts at its top.
        if (!replace || next.split('?')[0] !== parsed.pathname) scrollTo?.(0, 0);
      },
      back: () => source.back(),
      forward: () => source.forward(),
      canGoBack: () => source.canGoBack(),
      wasPush: true,
    };
  }, [url, source]);
  const Provider = (LocationProvider as unknown as { ctx: Context<unknown> }).ctx.Provider;
  return <Provider value={value}>{children}</Provider>;
}
