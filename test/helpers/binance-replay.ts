import fs from 'node:fs';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';

/** A trade message in Binance's combined-stream format. */
export function tradeMessage(symbol: string, price: string, quantity: string, timeMs: number): string {
  return JSON.stringify({
    stream: `${symbol.toLowerCase()}@trade`,
    data: { e: 'trade', E: timeMs, s: symbol, t: timeMs, p: price, q: quantity, T: timeMs, m: false, M: true },
  });
}

/**
 * Trades made from the recorded day of BTC/USDT 1-minute klines (server/market/history): open, high, low and close
 * of each minute as four trades, the minute's volume split among them, time-shifted to start at `startMs`.
 */
export function recordedTrades(startMs: number, minutes: number): { message: string; timeMs: number; price: string }[] {
  const csv = fs.readFileSync(path.resolve('server/market/history/binance-BTCUSDT-1m-2024-09-21.csv'), 'utf8');
  const rows = csv.trim().split('\n').slice(0, minutes).map((line) => line.split(','));
  const firstOpenMs = Number(rows[0][0]);
  const trades: { message: string; timeMs: number; price: string }[] = [];
  for (const row of rows) {
    const base = startMs + (Number(row[0]) - firstOpenMs);
    const quarter = (Number(row[5]) / 4).toFixed(8);
    [row[1], row[2], row[3], row[4]].forEach((price, i) => {
      const timeMs = base + i * 15_000 + 137;
      trades.push({ message: tradeMessage('BTCUSDT', price, quarter, timeMs), timeMs, price });
    });
  }
  return trades;
}

/** A local stand-in for Binance's stream endpoint: tests decide what each connection receives. */
export async function startReplayServer(onConnection: (socket: WebSocket, index: number, url: string) => void) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  let index = 0;
  server.on('connection', (socket, request) => onConnection(socket, index++, request.url ?? ''));
  const { port } = server.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}`,
    connections: () => index,
    close: () => new Promise<void>((resolve) => {
      for (const client of server.clients) client.terminate();
      server.close(() => resolve());
    }),
  };
}
