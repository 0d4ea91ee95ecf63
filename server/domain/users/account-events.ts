import type { TransferCode } from '../../../src/core/ledger-codes.js';
import type { AccountEventKind } from '../../../src/core/account-events.js';
import type { TailedTransfer } from '../ledger/transfer-tail-repository.js';
import type { TailedMessage } from '../messages/messages-repository.js';

type RecordKind = Exclude<AccountEventKind, 'balance' | 'message' | 'verification'>;

/**
 * One event for a user: the balance, the inbox's unread count, the real-name verification, or a record named by a
 * transfer's `ref` (`withdrawal:<id>` …).
 */
export type AccountEvent = { kind: 'balance' } | { kind: 'message' } | { kind: 'verification' } | { kind: RecordKind; ref: string };

/**
 * The record an operator's decision changed, told by the notice the decision sends (a decision that moves no money,
 * as a rejected deposit or a verification, makes no transfer): a notice with `details.ref` names its record.
 */
function decidedBy(message: TailedMessage): AccountEvent | undefined {
  if (message.kind === 'verification_approved' || message.kind === 'verification_rejected') return { kind: 'verification' };
  if (!message.kind.startsWith('deposit_')) return undefined;
  const ref = (JSON.parse(message.params) as { ref?: unknown }).ref;
  return typeof ref === 'string' && ref.startsWith('deposit:') ? { kind: 'deposit', ref } : undefined;
}

const keyOf = (event: AccountEvent) => ('ref' in event ? `${event.kind} ${event.ref}` : event.kind);

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
 * withdrawal's payout and fee, a won order's stake and winnings, a credited deposit's transfer and notice are one
 * event each), then one `balance` for a user with transfers, which the client reads after the records, then one
 * `message` for a user with a new message of their own or to everyone.
 */
export function accountEventsOf(transfers: readonly TailedTransfer[], messages: readonly TailedMessage[] = [], listening: readonly string[] = []): Map<string, AccountEvent[]> {
  const byUser = new Map<string, Map<string, AccountEvent>>();
  for (const t of transfers) {
    const events = byUser.get(t.user_id) ?? new Map<string, AccountEvent>();
    byUser.set(t.user_id, events);
    const kind = recordChanged[t.code as TransferCode];
    if (kind) events.set(`${kind} ${t.ref}`, { kind, ref: t.ref });
  }
  const moved = new Set(byUser.keys());
  for (const m of messages) {
    const event = m.user_id === null ? undefined : decidedBy(m);
    if (!event) continue;
    const events = byUser.get(m.user_id!) ?? new Map<string, AccountEvent>();
    byUser.set(m.user_id!, events);
    events.set(keyOf(event), event);
  }
  const events = new Map<string, AccountEvent[]>(
    [...byUser].map(([userId, events]) => [userId, [...events.values(), ...(moved.has(userId) ? [{ kind: 'balance' } as const] : [])]]),
  );
  const toEveryone = messages.some((m) => m.user_id === null);
  for (const userId of toEveryone ? listening : new Set(messages.map((m) => m.user_id!))) {
    events.set(userId, [...(events.get(userId) ?? []), { kind: 'message' }]);
  }
  return events;
}
