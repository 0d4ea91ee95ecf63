import type { Connection } from '../../db/connection.js';
import type { FundsConfig } from '../../config.js';
import type { DepositBody } from '../../../src/core/deposit-structs.js';
import type { WithdrawalAccountBody, WithdrawalBody } from '../../../src/core/funds-structs.js';
import type { CapitalRecordEntry, DepositRecord, LedgerItem, Page, WithdrawalAccount, WithdrawalRecord } from '../../../src/core/funds.js';
import type { Idempotency, StoredResponse } from '../idempotency/idempotency.js';
import type { PageRequest } from '../paging.js';
import type { Numbering } from '../numbering/public-numbers.js';
import type { OneAtATime } from '../one-at-a-time.js';
import type { UserNotices } from '../users/user-notices.js';
import { listDeposits, requestDeposit } from './deposits-service.js';
import { DepositQrCodes, depositMethodQr, listDepositMethods, type OfferedDepositMethod } from './deposit-methods-service.js';
import { addWithdrawalAccount, listWithdrawalAccounts, removeWithdrawalAccount, renameWithdrawalAccount } from './withdrawal-accounts-service.js';
import { listWithdrawals, requestWithdrawal } from './withdrawals-service.js';
import { capitalRecord, capitalRecordEntries } from '../ledger/capital-record.js';

/** What the money screens need besides the request; one per app (the funds plugin's). */
export interface FundsDeps {
  conn: Connection;
  funds: FundsConfig;
  /** Deposits are credited at once, with no operator. */
  demoMode: boolean;
  /** Transaction-password checks of one account run one at a time. */
  checks: OneAtATime;
  notices: UserNotices;
  numbering: Numbering;
  clock: () => number;
}

/** A user's deposits, deposit methods, withdrawal accounts, withdrawals and capital record. */
export class Funds {
  // One memo per app: each crypto address is rendered as a QR code once, not on every request.
  private readonly qrCodes = new DepositQrCodes();

  constructor(private readonly deps: FundsDeps) {}

  /** `clientAddress`: the requesting address's key (`addressKey` at the subscriber's /56). */
  requestDeposit(userId: string, body: DepositBody, once: Idempotency, clientAddress: string): Promise<StoredResponse<DepositRecord>> {
    const { conn, funds, demoMode } = this.deps;
    return requestDeposit(conn, userId, body, once, { funds, demoMode, numbers: this.deps.numbering.deposits, clientAddress }, this.deps.clock());
  }

  listDeposits(userId: string, page: PageRequest): Promise<Page<DepositRecord>> {
    return listDeposits(this.deps.conn, this.deps.numbering.deposits, userId, page);
  }

  depositMethods(): Promise<{ items: OfferedDepositMethod[] }> {
    return listDepositMethods(this.deps.conn, this.deps.funds);
  }

  depositMethodQr(id: string): Promise<string> {
    return depositMethodQr(this.deps.conn, this.qrCodes, id);
  }

  withdrawalAccounts(userId: string): Promise<{ items: WithdrawalAccount[] }> {
    return listWithdrawalAccounts(this.deps.conn, userId, this.deps.clock());
  }

  /** Adds a withdrawal account (any but the user's first starts its security hold); the same one again adds nothing. */
  addWithdrawalAccount(userId: string, body: WithdrawalAccountBody): Promise<{ account: WithdrawalAccount; created: boolean }> {
    const { conn, checks, notices, funds } = this.deps;
    return addWithdrawalAccount(conn, { checks, notices, holdMs: funds.withdrawalAccountHoldMs }, userId, body, this.deps.clock());
  }

  renameWithdrawalAccount(userId: string, id: string, label: string): Promise<WithdrawalAccount> {
    return renameWithdrawalAccount(this.deps.conn, userId, id, label, this.deps.clock());
  }

  removeWithdrawalAccount(userId: string, id: string): Promise<void> {
    return removeWithdrawalAccount(this.deps.conn, userId, id, this.deps.clock());
  }

  requestWithdrawal(userId: string, body: WithdrawalBody, once: Idempotency): Promise<StoredResponse<WithdrawalRecord>> {
    const { conn, checks, funds, notices, numbering } = this.deps;
    return requestWithdrawal(conn, checks, userId, body, once, funds, this.deps.clock(), notices, numbering.withdrawals);
  }

  listWithdrawals(userId: string, page: PageRequest): Promise<Page<WithdrawalRecord>> {
    return listWithdrawals(this.deps.conn, this.deps.numbering.withdrawals, userId, page);
  }

  capitalRecord(userId: string, page: PageRequest): Promise<Page<LedgerItem>> {
    return capitalRecord(this.deps.conn, this.deps.numbering, userId, page);
  }

  capitalRecordEntries(userId: string, page: PageRequest): Promise<Page<CapitalRecordEntry>> {
    return capitalRecordEntries(this.deps.conn, this.deps.numbering, userId, page);
  }
}
