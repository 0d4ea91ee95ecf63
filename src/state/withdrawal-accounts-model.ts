import { createModel } from '@preact/signals';
import type { Api } from '../api/client.js';
import type { WithdrawalAccountBody } from '../core/funds-structs.js';
import type { Services } from './services.js';

/**
 * The user's withdrawal accounts (docs/api.md, "Withdrawal"): several, each new one behind a security hold. Only
 * the withdraw area uses it, so it travels in that chunk, built through `services.areaModel` (`withdrawalAccountsOf`).
 */
export const WithdrawalAccountsModel = createModel((api: Api) => ({
  /** The last used first, then the others in the order added; none is an empty list. */
  list: () => api.get('/withdrawal-accounts').then((r) => r.items),
  /** Adds one with the transaction password; any but the user's first answers the `holdUntil` it starts. */
  add: (body: WithdrawalAccountBody) => api.post('/withdrawal-accounts', body),
  rename: (id: string, label: string) => api.put(`/withdrawal-accounts/${encodeURIComponent(id)}/label`, { label }),
  /** Refused (`withdrawal_account_in_use`) while a withdrawal to it is under review. */
  remove: (id: string) => api.post(`/withdrawal-accounts/${encodeURIComponent(id)}/remove`),
}));
export type WithdrawalAccounts = InstanceType<typeof WithdrawalAccountsModel>;

/** The app's one withdrawal accounts model, built on first use. */
export const withdrawalAccountsOf = (services: Services): WithdrawalAccounts =>
  services.areaModel('withdrawalAccounts', () => new WithdrawalAccountsModel(services.api));
