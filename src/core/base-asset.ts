/** Quote currencies a symbol may end in; USDT before USD, so BTCUSDT is BTC and not BTCUS. */
const quoteCurrencies = ['USDT', 'USDC', 'USD', 'EUR', 'JPY'];

/**
 * What a product's volume is counted in: the asset bought and sold, its symbol without the quote currency
 * (BTCUSDT → BTC, XAUUSD → XAU, EURUSD → EUR). A symbol in no known quote currency is its own unit.
 */
export function baseAsset(symbol: string): string {
  const quote = quoteCurrencies.find((q) => symbol.endsWith(q) && symbol.length > q.length);
  return quote ? symbol.slice(0, -quote.length) : symbol;
}
