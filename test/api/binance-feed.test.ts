import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BinanceFeed } from '../../server/market/binance-feed.js';
import type { Tick } from '../../server/market/tick.js';
import { recordedTrades, startReplayServer, tradeMessage } from '../helpers/binance-replay.js';
import { startTestApp, call } from '../helpers/test-app.js';
import { seedProducts } from '../helpers/scripted-market.js';
import { waitFor } from '../helpers/wait-for.js';

const until = (predicate: () => boolean, timeoutMs = 3000) => waitFor(predicate, { timeoutMs });

test('recorded trades become one tick per second at the last trade of that second, quantities summed', async () => {
  const startMs = Date.parse('2026-11-25T10:00:00Z');
  const trades = recordedTrades(startMs, 3);
  const server = await startReplayServer((socket, _i, url) => {
    assert.ok(url.includes('streams=btcusdt@trade'), `subscribes to the trade stream: ${url}`);
    for (const t of trades) socket.send(t.message);
    // Two trades in one second: only the later one's price survives, quantities add up.
    socket.send(tradeMessage('BTCUSDT', '70000.00', '0.5', startMs + 600_000 + 100));
    socket.send(tradeMessage('BTCUSDT', '70001.50', '0.25', startMs + 600_000 + 900));
    socket.send(tradeMessage('ETHUSDT', '1.00', '1', startMs + 600_000 + 900));
    socket.send('not json');
  });
  const ticks: Tick[] = [];
  const feed = new BinanceFeed([{ symbol: 'BTCUSDT', precision: 2 }], { baseUrl: server.url });
  feed.start((tick) => ticks.push(tick));
  try {
    await until(() => ticks.length >= trades.length);
    feed.flushBuckets(startMs + 3_600_000);
    assert.is(ticks.length, trades.length + 1);
    assert.equal(ticks.slice(0, 4).map((t) => t.price), [6320105, 6320106, 6318600, 6319600]);
    assert.is(ticks[0].timeMs, trades[0].timeMs, 'a tick keeps its trade time');
    const last = ticks[ticks.length - 1];
    assert.is(last.price, 7000150);
    assert.is(last.volume, 75_000_000, '0.5 + 0.25 in 1e-8 units');
    assert.ok(ticks.every((t) => t.symbol === 'BTCUSDT'), 'unsubscribed symbols are ignored');
  } finally {
    feed.stop();
    await server.close();
  }
});

test('a dropped connection is reopened and the stream goes on', async () => {
  const now = Date.now();
  const server = await startReplayServer((socket, index) => {
    socket.send(tradeMessage('BTCUSDT', index === 0 ? '100.00' : '200.00', '1', now + index * 2000));
    if (index === 0) setTimeout(() => socket.close(), 50);
  });
  const ticks: Tick[] = [];
  const feed = new BinanceFeed([{ symbol: 'BTCUSDT', precision: 2 }], { baseUrl: server.url, reconnectMinMs: 20 });
  feed.start((tick) => ticks.push(tick));
  try {
    await until(() => server.connections() >= 2);
    await until(() => {
      feed.flushBuckets(now + 60_000);
      return ticks.length >= 2;
    });
    assert.equal(ticks.map((t) => t.price), [10000, 20000]);
  } finally {
    feed.stop();
    await server.close();
  }
});

test('a product added while connected re-subscribes with the longer stream list', async () => {
  const urls: string[] = [];
  const server = await startReplayServer((_socket, _i, url) => urls.push(url));
  const feed = new BinanceFeed([{ symbol: 'BTCUSDT', precision: 2 }], { baseUrl: server.url, reconnectMinMs: 20 });
  feed.start(() => {});
  try {
    await until(() => urls.length === 1);
    feed.include([{ symbol: 'BTCUSDT', precision: 2 }]);
    feed.include([{ symbol: 'ETHUSDT', precision: 2 }]);
    await until(() => urls.length === 2);
    assert.ok(!urls[0].includes('ethusdt'));
    assert.ok(urls[1].includes('btcusdt@trade') && urls[1].includes('ethusdt@trade'), urls[1]);
    await new Promise((r) => setTimeout(r, 200));
    assert.is(urls.length, 2, 'a product it already had does not reconnect');
  } finally {
    feed.stop();
    await server.close();
  }
});

test('a connection that goes quiet is treated as dead and replaced', async () => {
  const server = await startReplayServer(() => {
    // Says nothing at all.
  });
  const feed = new BinanceFeed([{ symbol: 'BTCUSDT', precision: 2 }], { baseUrl: server.url, staleAfterMs: 150, reconnectMinMs: 20 });
  feed.start(() => {});
  try {
    await until(() => server.connections() >= 3, 4000);
  } finally {
    feed.stop();
    await server.close();
  }
});

test('FEED=binance: the server prices crypto products from the stream, including ones added while running, and labels the source', async () => {
  const server = await startReplayServer((socket) => {
    let n = 0;
    const timer = setInterval(() => {
      socket.send(tradeMessage('BTCUSDT', (63000 + n++).toFixed(2), '0.01', Date.now()));
    }, 100);
    socket.on('close', () => clearInterval(timer));
  });
  // Started before any product exists, as when an operator adds the first one later: it joins the stream.
  const t = await startTestApp({ feed: 'binance', binanceUrl: server.url });
  assert.is(server.connections(), 0, 'nothing to subscribe to yet');
  await seedProducts(t.app, Date.now());
  try {
    await until(() => t.app.market.latest('BTCUSDT') !== undefined, 4000);
    const product = await call(t.url, 'GET', '/api/products/BTCUSDT');
    assert.match(product.body.price, /^630\d\d\.00$/);
    const health = await call(t.url, 'GET', '/api/health');
    assert.is(health.body.feed.source, 'binance');
    const info = await call(t.url, 'GET', '/api/app-info');
    assert.is(info.body.feedSource, 'binance');
    const gold = await call(t.url, 'GET', '/api/products/XAUUSD');
    assert.is(gold.body.price, null, 'Binance has no gold: no price rather than a made-up one');
    await t.app.market.flush();
    const sources = await t.app.db.selectFrom('ticks').select('source').distinct().execute();
    assert.equal(sources, [{ source: 'binance' }], 'every stored tick records its source');
  } finally {
    await t.close();
    await server.close();
  }
});

test.run();
