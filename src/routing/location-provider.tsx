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
    forward: () => history.forward(),
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
      forward: () => source.forward(),
      wasPush: true,
    };
  }, [url, source]);
  const Provider = (LocationProvider as unknown as { ctx: Context<unknown> }).ctx.Provider;
  return <Provider value={value}>{children}</Provider>;
}
