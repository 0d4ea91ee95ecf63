import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from './wait-for.js';

/** One message as the gateway received it. */
export interface ReceivedSms {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: { to: string; from: string; text: string };
}

/** A local SMS gateway (node:http) that records every message; `failWith` makes it refuse them. */
export interface FakeSmsGateway {
  url: string;
  received: ReceivedSms[];
  /** An HTTP status to answer instead of 200, or undefined to accept. */
  failWith: number | undefined;
  /** Resolves with the first message to `phone` at or after `received[from]` once one arrives (within 5 s). */
  messageTo(phone: string, from: number): Promise<ReceivedSms>;
  close(): Promise<void>;
}

export async function startFakeSmsGateway(): Promise<FakeSmsGateway> {
  const received: ReceivedSms[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, contentType: request.headers['content-type'], body: JSON.parse(text) });
      response.statusCode = gateway.failWith ?? 200;
      response.end(JSON.stringify({ ok: gateway.failWith === undefined }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const gateway: FakeSmsGateway = {
    url: `http://127.0.0.1:${port}/v1/messages`,
    received,
    failWith: undefined,
    async messageTo(phone, from) {
      const found = () => received.slice(from).find((sms) => sms.body.to === phone);
      await waitFor(found, { what: `an SMS to ${phone}` });
      return found()!;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return gateway;
}
