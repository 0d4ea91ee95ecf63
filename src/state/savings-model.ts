import { computed, createModel, signal } from '@preact/signals';
import type { Api } from '../api/client.js';
import type { SavingsSummary } from '../core/savings.js';
import { sendIntent } from './intent-key.js';
import type { Session } from './session-model.js';
import type { KeyValueStore } from './storage.js';

/** The savings product (docs/api.md, Savings): its figures, transfers in and out as intents, and its records. */
export const SavingsModel = createModel((api: Api, store: KeyValueStore, session: Session) => {
  const summary = signal<SavingsSummary | undefined>(undefined);
  /** The figures again; the screens show `summary` as it last came. */
  const refresh = async () => (summary.value = await api.get('/savings'));
  /** One transfer in or out: an intent, under one idempotency key on every retry of it. */
  const transfer = async (kind: 'in' | 'out', amount: string) => {
    const record = await sendIntent(store, `savings-${kind}`, { amount }, (key) =>
      api.post(`/savings/transfer-${kind}`, { amount }, { 'Idempotency-Key': key }),
    );
    // Available, savings and the remaining counts all moved.
    refresh().catch(() => {});
    session.refresh().catch(() => {});
    return record;
  };
  return {
    summary: computed(() => summary.value),
    refresh,
    transfer,
    records: api.pages('/savings/records'),
    /** The latest hundred records, for the chart of the last 30 days' earnings. */
    recent: () => api.pages('/savings/records?limit=100')(null).then((page) => page.items),
  };
});
export type Savings = InstanceType<typeof SavingsModel>;
