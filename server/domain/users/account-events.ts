import type { TransferCode } from '../../../src/core/ledger-codes.js';
import type { AccountEventKind } from '../../../src/core/account-events.js';
import type { TailedTransfer } from '../ledger/transfer-tail-repository.js';
import type { TailedMessage } from '../messages/messages-repository.js';

type RecordKind = Exclude<AccountEventKind, 'balance' | 'message'>;

/** One event for a user: the balance, the inbox's unread count, or a record named by the transfer's `ref` (`withdrawal:<id>` …). */
export type AccountEvent = { kind: 'balance' } | { kind: 'message' } | { kind: RecordKind; ref: string };

/**
 * The record a transfer's code says changed. Every transfer moves a balance as well, so each user with any
 * transfer also gets one `balance` event; savings moves and corrections say nothing more.
 */
const recordChanged: Partial<Record<TransferCode, RecordKind>> = {
  deposit: 'deposit',
  withdraw_hold: 'withdrawal',
  withdraw_done: 'withdrawal',
  withdraw_refund: 'withdrawal',
  stake_return: 'order',
  winnings: 'order',
  stake_lost: 'order',
};

/**
 * The events `transfers` and new `messages` make for the users `listening`: one per record changed (a paid
 * withdrawal's payout and fee, a won order's stake and winnings are one event each), then one `balance`, which
 * the client reads last, then one `message` for a user with a new message of their own or to everyone.
 */
export function accountEventsOf(transfers: readonly TailedTransfer[], messages: readonly TailedMessage[] = [], listening: readonly string[] = []): Map<string, AccountEvent[]> {
  const byUser = new Map<string, Map<string, AccountEvent>>();
  for (const t of transfers) {
    const events = byUser.get(t.user_id) ?? new Map<string, AccountEvent>();
    byUser.set(t.user_id, events);
    const kind = recordChanged[t.code as TransferCode];
    if (kind) events.set(`${kind} ${t.ref}`, { kind, ref: t.ref });
  }
  const events = new Map<string, AccountEvent[]>([...byUser].map(([userId, events]) => [userId, [...events.values(), { kind: 'balance' }]]));
  const toEveryone = messages.some((m) => m.user_id === null);
  for (const userId of toEveryone ? listening : new Set(messages.map((m) => m.user_id!))) {
    events.set(userId, [...(events.get(userId) ?? []), { kind: 'message' }]);
  }
  return events;
}
