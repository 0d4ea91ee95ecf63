import { useEffect } from 'react';
import type { Market } from '../state/market-model.js';
import { useServices } from './use-services.js';

/** The market model, streaming `symbols` while the calling component is on screen. */
export function useMarket(symbols: string[] = []): Market {
  const { market } = useServices();
  const key = symbols.join();
  useEffect(() => market.watch(key ? key.split(',') : []), [key, market]);
  return market;
}
