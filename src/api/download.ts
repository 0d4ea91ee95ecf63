import { ApiError } from './api-error.js';
import { requestTimeoutMs, toApiError, type Api } from './client.js';
import type { KnownUrl } from './operations.js';

/**
 * GETs a file with the bearer token (a plain link can't carry it) and hands it to the browser as a download named
 * `name`. `path` is a route's that a contract declares. Same errors as the API client, and the spec's 60 s for the whole download.
 */
export async function download<Url extends string>(api: Api, path: KnownUrl<'GET', Url>, name: string): Promise<void> {
  const token = api.token();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
  let file: Blob;
  try {
    const response = await fetch(api.base + path, { signal: controller.signal, headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!response.ok) {
      const error = await toApiError(response);
      if (error.status === 401 && error.code === 'unauthenticated' && token) api.unauthenticated();
      throw error;
    }
    file = await response.blob();
  } catch (raw) {
    if (raw instanceof ApiError) throw raw;
    throw (raw as { name?: string }).name === 'AbortError' ? new ApiError(0, 'timeout', 'Download timed out') : new ApiError(0, 'network', String(raw));
  } finally {
    clearTimeout(timer);
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Once the browser has taken it: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
