import type { Insertable } from 'kysely';
import type { ProductsTable } from '../db/schema.js';
import { forexWeek } from '../../src/core/market-schedule.js';

// Shorter periods pay less: the house edge has to cover more noise per second.
const periods = JSON.stringify([
  { seconds: 30, payoutRateBp: 7500 },
  { seconds: 60, payoutRateBp: 8000 },
  { seconds: 120, payoutRateBp: 8500 },
  { seconds: 300, payoutRateBp: 9000 },
]);

const names = (map: Record<string, string>) => JSON.stringify(map);

/**
 * Names the demo products had before each got a name in all ten languages (ja 金 → ゴールド, ユーロ/ドル
 * → ユーロ/米ドル, th ยูโร/ดอลลาร์ → ยูโร/ดอลลาร์สหรัฐ). Demo seeding replaces a product's names only while they are
 * still one of these, so an operator's own names stay.
 */
export const earlierDemoNames: Record<string, string[]> = {
  BTCUSDT: [names({ 'zh-TW': '比特幣', 'zh-CN': '比特币', ja: 'ビットコイン', ko: '비트코인', th: 'บิตคอยน์' })],
  ETHUSDT: [names({ 'zh-TW': '以太幣', 'zh-CN': '以太坊', ja: 'イーサリアム', ko: '이더리움', th: 'อีเธอเรียม' })],
  XAUUSD: [names({ 'zh-TW': '黃金', 'zh-CN': '黄金', en: 'Gold', ja: '金', ko: '금', th: 'ทองคำ', vi: 'Vàng', id: 'Emas', fr: 'Or', de: 'Gold' })],
  EURUSD: [names({ 'zh-TW': '歐元/美元', 'zh-CN': '欧元/美元', ja: 'ユーロ/ドル', ko: '유로/달러', th: 'ยูโร/ดอลลาร์' })],
};

/**
 * The demo's four markets, at realistic levels. BTC's per-second volatility (37 ppm) is calibrated on the
 * real day in test/fixtures (1-minute log-return σ 0.029 % → 0.0037 % a second); volume 0.097 BTC a second.
 */
export function demoProducts(nowMs: number): Insertable<ProductsTable>[] {
  const base = { periods, min_stake: 1_000, max_stake: 5_000_000, maintenance: 0, updated_at: nowMs };
  return [
    {
      ...base,
      symbol: 'BTCUSDT',
      name: 'BTC/USDT',
      names: names({ 'zh-TW': '比特幣', 'zh-CN': '比特币', en: 'Bitcoin', ja: 'ビットコイン', ko: '비트코인', th: 'บิตคอยน์', vi: 'Bitcoin', id: 'Bitcoin', fr: 'Bitcoin', de: 'Bitcoin' }),
      kind: 'crypto',
      precision: 2,
      schedule: '[]',
      sim_start_price: 6_319_600,
      sim_volatility_ppm: 37,
      sim_volume_per_second: 9_700_000,
      sort_order: 1,
    },
    {
      ...base,
      symbol: 'ETHUSDT',
      name: 'ETH/USDT',
      names: names({ 'zh-TW': '以太幣', 'zh-CN': '以太坊', en: 'Ethereum', ja: 'イーサリアム', ko: '이더리움', th: 'อีเธอเรียม', vi: 'Ethereum', id: 'Ethereum', fr: 'Ethereum', de: 'Ethereum' }),
      kind: 'crypto',
      precision: 2,
      schedule: '[]',
      sim_start_price: 261_540,
      sim_volatility_ppm: 45,
      sim_volume_per_second: 110_000_000,
      sort_order: 2,
    },
    {
      ...base,
      symbol: 'XAUUSD',
      name: 'XAU/USD',
      names: names({ 'zh-TW': '黃金', 'zh-CN': '黄金', en: 'Gold', ja: 'ゴールド', ko: '금', th: 'ทองคำ', vi: 'Vàng', id: 'Emas', fr: 'Or', de: 'Gold' }),
      kind: 'metal',
      precision: 2,
      schedule: JSON.stringify(forexWeek),
      sim_start_price: 262_150,
      sim_volatility_ppm: 18,
      sim_volume_per_second: 2_000_000_000,
      sort_order: 3,
    },
    {
      ...base,
      symbol: 'EURUSD',
      name: 'EUR/USD',
      names: names({ 'zh-TW': '歐元/美元', 'zh-CN': '欧元/美元', en: 'Euro/US dollar', ja: 'ユーロ/米ドル', ko: '유로/달러', th: 'ยูโร/ดอลลาร์สหรัฐ', vi: 'Euro/Đô la Mỹ', id: 'Euro/Dolar AS', fr: 'Euro/dollar US', de: 'Euro/US-Dollar' }),
      kind: 'forex',
      precision: 5,
      schedule: JSON.stringify(forexWeek),
      sim_start_price: 105_420,
      sim_volatility_ppm: 6,
      sim_volume_per_second: 100_000_000_000,
      sort_order: 4,
    },
  ];
}
