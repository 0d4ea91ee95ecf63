import { ApiError } from './api-error.js';
import { requestTimeoutMs, toApiError, type Api } from './client.js';
import type { Answer, KnownUrl } from './operations.js';

/** An upload under way: its answer, and a way to stop it (the answer then rejects with code `aborted`). */
export interface Upload<T> {
  done: Promise<T>;
  abort(): void;
}

/**
 * POSTs a form with XMLHttpRequest, since fetch reports no upload progress: `onProgress` gets the share of
 * the body sent so far (0–1). Same errors as the API client, the spec's 60 s timeout, the bearer token.
 */
export function upload<Url extends string>(api: Api, path: KnownUrl<'POST', Url>, form: FormData, onProgress: (sent: number) => void): Upload<Answer<'POST', Url>> {
  type T = Answer<'POST', Url>;
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', api.base + path);
    xhr.timeout = requestTimeoutMs;
    xhr.setRequestHeader('accept', 'application/json');
    const token = api.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = async () => {
      const answer = { status: xhr.status, json: async () => JSON.parse(xhr.responseText) };
      if (xhr.status >= 200 && xhr.status < 300) return resolve((await answer.json()) as T);
      const error = await toApiError(answer);
      if (error.status === 401 && error.code === 'unauthenticated' && token) api.unauthenticated();
      reject(error);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Upload failed'));
    xhr.ontimeout = () => reject(new ApiError(0, 'timeout', 'Upload timed out'));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Upload cancelled'));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
