import { createModel } from '@preact/signals';
import type { Api } from '../api/client.js';
import type { DepositBody } from '../core/deposit-structs.js';
import type { WithdrawalBody } from '../core/funds-structs.js';
import { sendIntent } from './intent-key.js';
import type { Session } from './session-model.js';
import type { KeyValueStore } from './storage.js';

/** Deposits, withdrawals and the capital record (docs/api.md); the withdrawal accounts have a model of their own. Money-moving POSTs are intents. */
export const FundsModel = createModel((api: Api, store: KeyValueStore, session: Session) => ({
  /** One deposit form: sent under one idempotency key, reused on every retry of it. */
  deposit: (body: DepositBody) =>
    sendIntent(store, 'deposit', body, (key) => api.post('/deposits', body, { 'Idempotency-Key': key })),
  deposits: api.pages('/deposits'),
  /** The deposit methods on offer, with what to pay to and their limits (operator data). */
  depositMethods: () => api.get('/deposit-methods').then((r) => r.items),
  /** A crypto method's QR code, for an <img>: the server draws it, the client pays no bytes for QR code. */
  depositQrUrl: (methodId: string) => `${api.base}/deposit-methods/${encodeURIComponent(methodId)}/qr.svg`,
  /** One withdrawal form; the balance is fetched again after it, since amount and fee are now held. */
  async withdraw(body: WithdrawalBody) {
    // The transaction password stays out of the fingerprint: it is kept on the device.
    const record = await sendIntent(store, 'withdraw', { amount: body.amount, accountId: body.accountId }, (key) =>
      api.post('/withdrawals', body, { 'Idempotency-Key': key }),
    );
    session.refresh().catch(() => {});
    return record;
  },
  withdrawals: api.pages('/withdrawals'),
  ledger: api.pages('/ledger'),
  /** The capital record screen's rows: the ledger's transfers grouped by event on the server. */
  record: api.pages('/capital-record'),
}));
export type Funds = InstanceType<typeof FundsModel>;
