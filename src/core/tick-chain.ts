/** The `prevHash` of a product's first chained tick. */
export const genesisHash = '0'.repeat(64);

/**
 * The text a tick's hash is SHA-256 of, as UTF-8 (docs/api.md, "The price record"): symbol, time in epoch ms,
 * the price as the integer stored (minor units of the product's precision, decimal digits), source and the
 * previous tick's hash in lowercase hex, joined by `|`.
 */
export const tickChainText = (symbol: string, timeMs: number, price: number | string, source: string, prevHash: string): string =>
  `${symbol}|${timeMs}|${price}|${source}|${prevHash}`;
