import type { Generated } from 'kysely';

/**
 * Row types of every table, as the drivers return them once normalised (see database.ts):
 * times are epoch milliseconds, flags are 0/1, ids are text.
 */
export interface UsersTable {
  id: string;
  /** Lower-cased; 6–12 ASCII word characters. */
  account: string;
  nickname: string;
  /** E.164. */
  phone: string;
  password_hash: string;
  trade_password_hash: string;
  /** This user's own account-opening code, also a row of invite_codes. */
  invite_code: string;
  invited_by_code: string;
  /** 0–100; starts at 100. */
  credit_score: number;
  verification: 'none' | 'pending' | 'verified' | 'rejected';
  risk_acknowledged_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface InviteCodesTable {
  code: string;
  /** Null for codes an operator created. */
  owner_user_id: string | null;
  /** 0/1: a disabled code no longer opens accounts. */
  disabled: number;
  created_at: number;
}

export interface SessionsTable {
  /** sha256 of the bearer token: a leaked table gives no usable tokens. */
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
}

export interface RegistrationTicketsTable {
  ticket_hash: string;
  account: string;
  phone: string;
  invite_code: string;
  expires_at: number;
}

export interface Database {
  users: UsersTable;
  invite_codes: InviteCodesTable;
  sessions: SessionsTable;
  registration_tickets: RegistrationTicketsTable;
}

export type { Generated };
