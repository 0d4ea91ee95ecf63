/** Verification state of a user: not submitted, under review, verified, or rejected with a reason. */
export type VerificationStatus = 'none' | 'pending' | 'verified' | 'rejected';

/** `GET /api/me`: money as two-decimal strings, phone masked. */
export interface Me {
  account: string;
  nickname: string;
  phone: string;
  inviteCode: string;
  creditScore: number;
  verification: VerificationStatus;
  riskAcknowledged: boolean;
  balances: { total: string; available: string; frozen: string; positions: string; savings: string };
  pnl: { total: string; today: string };
}
