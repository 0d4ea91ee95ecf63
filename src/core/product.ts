/** A product as the API sends it (docs/api.md): prices are decimal strings at `precision`, rates and change are percent strings. */
export interface Product {
  symbol: string;
  name: string;
  /** The name per interface language, where one exists. */
  names: Record<string, string>;
  price: string | null;
  change24h: string;
  high24h: string | null;
  low24h: string | null;
  volume24h: string;
  amount24h: string;
  precision: number;
  periods: { seconds: number; payoutRate: string }[];
  minStake: string;
  maxStake: string;
  status: 'open' | 'closed' | 'maintenance';
  /** When a closed market opens next; null while open or in maintenance. */
  opensAt: string | null;
}
