// The load generator of `bench:orders`, in a process of its own: on a 2-core machine, autocannon on the
// server's own event loop would take about half of the server's CPU and measure itself as much as Uptick.
// Reads its plan as JSON from argv, prints autocannon's result as JSON on stdout.
import autocannon from 'autocannon';

interface Plan {
  url: string;
  durationSeconds: number;
  connections: number;
  /** Bearer tokens to rotate through; with them each request is an order with its own idempotency key. */
  tokens?: string[];
  /** The orders' period in seconds (one of the demo products'). */
  period: number;
}

const plan = JSON.parse(process.argv[2]) as Plan;
let n = 0;
const orderRequest: autocannon.Request = {
  method: 'POST',
  setupRequest: (request) => {
    const i = n++;
    return {
      ...request,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${plan.tokens![i % plan.tokens!.length]}`,
        'idempotency-key': `bench-${process.pid}-${i}`,
      },
      body: JSON.stringify({ symbol: 'BTCUSDT', direction: i % 2 ? 'up' : 'down', amount: '10.00', period: plan.period }),
    };
  },
};
const result = await autocannon({
  url: plan.url,
  duration: plan.durationSeconds,
  connections: plan.connections,
  ...(plan.tokens ? { requests: [orderRequest] } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' }),
});
process.stdout.write(JSON.stringify({ ok: result['2xx'], non2xx: result.non2xx, errors: result.errors, p50: result.latency.p50, p99: result.latency.p99 }));
