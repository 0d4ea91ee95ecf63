import http from 'node:http';
import { waitFor } from './wait-for.js';

export interface ReceivedEvent {
  kind: string;
  data: any;
  /** When it arrived (Date.now()). */
  atMs: number;
}

export interface AccountStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The events received so far, in order; for a refusal, none. */
  events: ReceivedEvent[];
  /** The whole body of a refusal. */
  body: string;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** Hangs up, as a closed tab does. */
  close(): void;
}

/** Opens `GET /api/me/stream` as `token` and answers once it is open (events keep arriving in `events`) or refused. */
export function openAccountStream(url: string, token: string | undefined, path = '/api/me/stream'): Promise<AccountStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }, (response) => {
      let endedNow: () => void = () => undefined;
      const stream: AccountStream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        events: [],
        body: '',
        ended: new Promise<void>((done) => (endedNow = done)),
        close: () => request.destroy(),
      };
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (stream.status !== 200) return void (stream.body += chunk);
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const kind = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (kind && data) stream.events.push({ kind, data: JSON.parse(data), atMs: Date.now() });
        }
      });
      response.on('end', () => endedNow());
      response.on('close', () => endedNow());
      if (stream.status === 200) resolve(stream);
      else response.on('end', () => resolve(stream));
    });
    request.on('error', (error) => (error.message.includes('socket hang up') || error.message.includes('aborted') ? undefined : reject(error)));
  });
}

/** Waits until `done` holds, for at most `timeoutMs`; fails naming `what`. */
export const eventually = (done: () => unknown, what: string, timeoutMs = 5000): Promise<void> => waitFor(done, { what, timeoutMs });
