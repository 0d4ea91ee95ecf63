import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { baseAsset } from '../../../src/core/base-asset.js';

test("a product's volume is counted in the asset its symbol names before the quote currency", () => {
  assert.is(baseAsset('BTCUSDT'), 'BTC');
  assert.is(baseAsset('ETHUSDT'), 'ETH');
  assert.is(baseAsset('XAUUSD'), 'XAU');
  assert.is(baseAsset('EURUSD'), 'EUR');
  assert.is(baseAsset('BTCEUR'), 'BTC');
});

test('a symbol in no known quote currency, or that is one, is its own unit', () => {
  assert.is(baseAsset('SPX500'), 'SPX500');
  assert.is(baseAsset('USDT'), 'USDT');
});

test.run();
