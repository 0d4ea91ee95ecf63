import { ApiError } from './api-error.js';
import type { Page } from '../core/funds.js';
import type { Answer, Body, KnownUrl } from './operations.js';

/** The spec's network timeout for every request. */
export const requestTimeoutMs = 60_000;

export interface ApiOptions {
  /** `/api` of the page's own origin unless the host says otherwise. */
  base: string;
  getToken: () => string | undefined;
  /** A 401 `unauthenticated`: the session is gone, sign out and go to login. */
  onUnauthenticated: () => void;
}

export type Api = ReturnType<typeof createApi>;

type Headers = Record<string, string>;
/** Every call is typed by the contract its method and path reach (src/api/operations.ts); a path none declares fails tsc. */
type Get = <Url extends string>(path: KnownUrl<'GET', Url>) => Promise<Answer<'GET', Url>>;
type Pages = <Url extends string>(path: KnownUrl<'GET', Url>) => PageLoader<Answer<'GET', Url> extends Page<infer Item> ? Item : never>;
type Send<Method extends 'POST' | 'PUT'> = <Url extends string>(path: KnownUrl<Method, Url>, body?: Body<Method, Url>, headers?: Headers) => Promise<Answer<Method, Url>>;

/** One page of a list endpoint: the first page for a null cursor. */
export type PageLoader<T> = (cursor: string | null) => Promise<Page<T>>;

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } & Record<string, unknown> };

/** A non-2xx answer as our error shape; a proxy's HTML error page keeps its status with a generic code. */
export async function toApiError(response: Pick<Response, 'status' | 'json'>): Promise<ApiError> {
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // Not our JSON: the status still tells the client what kind of failure it was.
  }
  const { code = response.status >= 500 ? 'internal' : 'invalid_body', message = '', fields, ...details } = body.error ?? {};
  return new ApiError(response.status, code, message, fields, details);
}

/**
 * JSON over fetch with a timeout, our error shape and the bearer token. Written by hand instead of wretch
 * (docs/design.md, Stack): wretch's chain costs ~1.8 KB gzip of the 40 KB budget for what these 30 lines do.
 */
export function createApi(options: ApiOptions) {
  // Server clock minus ours from the last response's Date header: to the second only, but there before
  // the first price tick (which then takes over) so countdowns are right from the first paint.
  let dateOffsetMs: number | undefined;
  async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const token = options.getToken();
    const sent = Date.now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
    try {
      const response = await fetch(options.base + path, {
        method,
        signal: controller.signal,
        headers: {
          accept: 'application/json',
          ...(body === undefined && method === 'GET' ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      });
      const date = Date.parse(response.headers.get('date') ?? '');
      // The header rounds down to the second, and was stamped about half a round trip ago.
      if (date) dateOffsetMs = date + 500 + (Date.now() - sent) / 2 - Date.now();
      if (!response.ok) {
        const error = await toApiError(response);
        if (error.status === 401 && error.code === 'unauthenticated' && token) options.onUnauthenticated();
        throw error;
      }
      // The timeout covers reading the body too: a stalled download is as dead as a stalled request.
      return (response.status === 204 ? undefined : await response.json()) as T;
    } catch (raw) {
      if (raw instanceof ApiError) throw raw;
      const name = (raw as { name?: string }).name;
      throw name === 'AbortError' ? new ApiError(0, 'timeout', 'Request timed out') : new ApiError(0, 'network', String((raw as Error).message ?? raw));
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** The API root, for what fetch can't carry (the market stream's EventSource, an upload's progress). */
    base: options.base,
    /** The bearer token and the 401 hook, for calls made without fetch (src/api/upload.ts). */
    token: options.getToken,
    unauthenticated: options.onUnauthenticated,
    dateOffset: () => dateOffsetMs,
    get: ((path: string) => call('GET', path)) as Get,
    /** A newest-first list endpoint, read a page at a time; `path` may carry a query already. */
    pages: ((path: string): PageLoader<unknown> => (cursor) =>
      call('GET', cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : path)) as Pages,
    post: ((path: string, body?: unknown, headers?: Headers) => call('POST', path, body, headers)) as Send<'POST'>,
    put: ((path: string, body?: unknown) => call('PUT', path, body)) as Send<'PUT'>,
  };
}
