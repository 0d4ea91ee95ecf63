import type { Api } from './client.js';
import type { DepositBody, WithdrawalAccountBody, WithdrawalBody } from '../core/funds-structs.js';
import type { DepositRecord, LedgerItem, Page, WithdrawalAccount, WithdrawalRecord } from '../core/funds.js';

/** One page of a list endpoint: the first page for a null cursor. */
export type PageLoader<T> = (cursor: string | null) => Promise<Page<T>>;

/** The deposit, withdrawal and ledger calls of API.md, typed. Money-moving POSTs carry the intent's key. */
export function fundsApi(api: Api) {
  const list =
    <T>(path: string): PageLoader<T> =>
    (cursor) =>
      api.get<Page<T>>(cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path);
  return {
    deposit: (body: DepositBody, key: string) => api.post<DepositRecord>('/deposits', body, { 'Idempotency-Key': key }),
    deposits: list<DepositRecord>('/deposits'),
    /** Rejects with `not_bound` (404) until the user binds one. */
    account: () => api.get<WithdrawalAccount>('/withdrawal-account'),
    bindAccount: (body: WithdrawalAccountBody) => api.put<WithdrawalAccount>('/withdrawal-account', body),
    withdraw: (body: WithdrawalBody, key: string) => api.post<WithdrawalRecord>('/withdrawals', body, { 'Idempotency-Key': key }),
    withdrawals: list<WithdrawalRecord>('/withdrawals'),
    ledger: list<LedgerItem>('/ledger'),
  };
}
export type FundsApi = ReturnType<typeof fundsApi>;
