import { object, type Infer } from 'superstruct';
import { moneyField } from './fields.js';

/** POST /api/savings/transfer-in and /transfer-out: an amount above zero with at most two decimals. */
export const SavingsTransferBody = object({ amount: moneyField });
export type SavingsTransferBody = Infer<typeof SavingsTransferBody>;

/** GET /api/savings (docs/api.md). Money as two-decimal strings; rates as percent strings ("2.50"). */
export interface SavingsOverview {
  total: string;
  confirmed: string;
  pending: string;
  earningsYesterday: string;
  earningsTotal: string;
  /** The annual rate in force today, percent. */
  annualRate: string;
  /** Annualised from the last seven days' actual earnings, percent, as money-market funds publish it. */
  sevenDayYield: string;
  remainingInToday: number;
  remainingOutToday: number;
}

/** One line of GET /api/savings/records; `confirmsAt` (when it starts earning) on "in" records only, else null. */
export interface SavingsRecord {
  id: string;
  kind: 'in' | 'out' | 'earning' | 'confirm';
  amount: string;
  createdAt: string;
  confirmsAt: string | null;
}
