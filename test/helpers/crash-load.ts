import { call } from './test-app.js';
import { mulberry32 } from './funds.js';

export type Operation = 'order' | 'deposit' | 'withdrawal' | 'savings-in' | 'savings-out';

export const operationPaths: Record<Operation, string> = {
  order: '/api/orders',
  deposit: '/api/deposits',
  withdrawal: '/api/withdrawals',
  'savings-in': '/api/savings/transfer-in',
  'savings-out': '/api/savings/transfer-out',
};

export interface Client {
  token: string;
  tradePassword: string;
}

/** A write the server answered 2xx: what was sent, under which key, and what came back. */
export interface Acknowledged {
  client: Client;
  operation: Operation;
  key: string;
  body: Record<string, unknown>;
  status: number;
  response: any;
  sentAt: number;
}

export interface LoadFigures {
  acknowledged: Acknowledged[];
  refused: number;
  /** Sent and never answered 2xx or 4xx (the server died under them every time): may or may not have happened. */
  unanswered: number;
}

/**
 * Several clients writing money moves at once until `stop()` says so. A request the connection drops is retried
 * with the same key (as the app does) until `patienceMs` passes; then it counts as unanswered.
 */
export function runLoad(url: string, clients: Client[], symbols: string[], period: number, seed: number, stop: () => boolean, patienceMs = 8_000) {
  const random = mulberry32(seed);
  const figures: LoadFigures = { acknowledged: [], refused: 0, unanswered: 0 };
  let sequence = 0;
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];

  function nextRequest(client: Client): { operation: Operation; body: Record<string, unknown> } {
    const roll = random();
    const cents = (min: number, max: number) => `${min + Math.floor(random() * (max - min))}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
    if (roll < 0.5) return { operation: 'order', body: { symbol: pick(symbols), direction: pick(['up', 'down']), amount: cents(10, 40), period } };
    if (roll < 0.65) return { operation: 'deposit', body: { amount: cents(10, 200), method: 'bank_transfer' } };
    if (roll < 0.75) return { operation: 'withdrawal', body: { amount: cents(10, 50), tradePassword: client.tradePassword } };
    if (roll < 0.9) return { operation: 'savings-in', body: { amount: cents(1, 30) } };
    return { operation: 'savings-out', body: { amount: cents(1, 10) } };
  }

  async function send(client: Client, operation: Operation, body: Record<string, unknown>, key: string): Promise<void> {
    const sentAt = Date.now();
    while (Date.now() - sentAt < patienceMs) {
      try {
        const res = await call(url, 'POST', operationPaths[operation], { token: client.token, body, headers: { 'idempotency-key': key } });
        if (res.status >= 200 && res.status < 300) figures.acknowledged.push({ client, operation, key, body, status: res.status, response: res.body, sentAt });
        // 503: no fresh price yet after a restart, a refusal like a 4xx; any other 5xx is a defect.
        else if (res.status >= 500 && res.status !== 503) throw new Error(`${operation} ${res.status}: ${JSON.stringify(res.body)}`);
        else figures.refused++;
        return;
      } catch (error) {
        if (!isConnectionError(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
    figures.unanswered++;
  }

  async function client(c: Client, index: number) {
    while (!stop()) {
      const { operation, body } = nextRequest(c);
      await send(c, operation, body, `crash-${seed}-${index}-${sequence++}`);
      await new Promise((resolve) => setTimeout(resolve, 20 + random() * 80));
    }
  }

  const done = Promise.all(clients.map(client));
  // Surfaced where the test awaits it, not as an unhandled rejection that ends the run mid-way.
  done.catch(() => {});
  return { figures, done };
}

/** A refused connection or a socket closed mid-answer: the server is down, not saying no. */
export function isConnectionError(error: unknown): boolean {
  return error instanceof TypeError && /fetch failed|terminated/.test(error.message);
}
