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
  /** Calls `onChange` when the URL changes outside `write` (back button, typed hash); returns an unsubscribe. */
  listen(onChange: () => void): () => void;
}

export function hashSource(): UrlSource {
  return {
    read: () => location.hash.replace(/^#/, '') || '/',
    write(url, replace) {
      if (replace) history.replaceState(null, '', `#${url}`);
      else history.pushState(null, '', `#${url}`);
    },
    back: () => history.back(),
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
  let notify = () => {};
  return {
    read: () => stack[stack.length - 1],
    write(url, replace) {
      if (replace) stack[stack.length - 1] = url;
      else stack.push(url);
    },
    back() {
      if (stack.length > 1) stack.pop();
      notify();
    },
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
        setUrl(source.read());
        scrollTo?.(0, 0);
      },
      back: () => source.back(),
      forward: () => history.forward(),
      wasPush: true,
    };
  }, [url, source]);
  const Provider = (LocationProvider as unknown as { ctx: Context<unknown> }).ctx.Provider;
  return <Provider value={value}>{children}</Provider>;
}
