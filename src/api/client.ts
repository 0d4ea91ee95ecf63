import wretch from 'wretch';
import abortAddon from 'wretch/addons/abort';
import { ApiError } from './api-error.js';

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

async function toApiError(error: { status?: number; response?: Response; message?: string; name?: string }): Promise<ApiError> {
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return new ApiError(0, 'timeout', 'Request timed out');
  if (!error.status || !error.response) return new ApiError(0, 'network', error.message ?? 'Network error');
  let body: { error?: { code?: string; message?: string; fields?: Record<string, string> } & Record<string, unknown> } = {};
  try {
    body = JSON.parse(error.message ?? '');
  } catch {
    // A proxy's HTML error page: keep the status, use a generic code.
  }
  const { code = error.status >= 500 ? 'internal' : 'invalid_body', message = '', fields, ...details } = body.error ?? {};
  return new ApiError(error.status, code, message, fields, details);
}

export function createApi(options: ApiOptions) {
  const base = wretch(options.base).addon(abortAddon()).accept('application/json');

  async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const token = options.getToken();
    let request = base.url(path).headers(headers);
    if (token) request = request.auth(`Bearer ${token}`);
    try {
      const sent = method === 'GET' ? request.get() : method === 'POST' ? request.post(body ?? {}) : request.put(body ?? {});
      return (await sent.setTimeout(requestTimeoutMs).res(async (res) => (res.status === 204 ? undefined : res.json()))) as T;
    } catch (raw) {
      const error = await toApiError(raw as Parameters<typeof toApiError>[0]);
      if (error.status === 401 && error.code === 'unauthenticated' && token) options.onUnauthenticated();
      throw error;
    }
  }

  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => call<T>('POST', path, body, headers),
    put: <T>(path: string, body?: unknown) => call<T>('PUT', path, body),
  };
}
