import type { AccountEventData, AccountEventKind } from '../../../src/core/account-events.js';
import type { NumberedTail } from '../numbered-tail.js';
import type { TailedTransfer } from '../ledger/transfer-tail-repository.js';
import type { TailedMessage } from '../messages/messages-repository.js';
import { accountEventsOf, type AccountEvent } from './account-events.js';

/** Receives one event of one user's stream. */
export type AccountEventListener = <K extends AccountEventKind>(kind: K, data: AccountEventData[K]) => void;

export interface AccountEventHubDeps {
  /** The ledger's new transfers. */
  tail: NumberedTail<TailedTransfer>;
  /** The inbox's new messages. */
  inbox: NumberedTail<TailedMessage>;
  /** What an event carries, read now; undefined when there is nothing to tell (a record that is not the user's). */
  dataOf(userId: string, event: AccountEvent): Promise<AccountEventData[AccountEventKind] | undefined>;
  pollMs: number;
  /** A poll or a read that failed: logged; the next poll goes on. */
  onError(error: unknown): void;
}

/** A settlement burst sends at most this many `order` events per user and poll; the balance still says it all. */
const maxOrderEventsPerPoll = 20;

/**
 * The account events of every user with a stream open on this process. One poll of the ledger and of the inbox
 * a second serves them all, and runs only while someone listens; each event's data is read when it is sent.
 */
export class AccountEventHub {
  private readonly listeners = new Map<string, Set<AccountEventListener>>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private started: Promise<void> | undefined;
  private polling = false;

  constructor(private readonly deps: AccountEventHubDeps) {}

  /**
   * Sends `userId`'s events to `listener` from now, first the current balance and unread count: any change after
   * those reads comes as an event. Resolves with the way to stop.
   */
  async subscribe(userId: string, listener: AccountEventListener): Promise<() => void> {
    const mine = this.listeners.get(userId) ?? new Set();
    this.listeners.set(userId, mine);
    mine.add(listener);
    const stop = () => this.unsubscribe(userId, listener);
    try {
      if (!this.timer) {
        this.started = Promise.all([this.deps.tail.start(), this.deps.inbox.start()]).then(() => undefined);
        this.timer = setInterval(() => void this.poll(), this.deps.pollMs);
      }
      await this.started;
      const balance = await this.deps.dataOf(userId, { kind: 'balance' });
      if (balance && mine.has(listener)) listener('balance', balance as AccountEventData['balance']);
      const unread = await this.deps.dataOf(userId, { kind: 'message' });
      if (unread && mine.has(listener)) listener('message', unread as AccountEventData['message']);
    } catch (error) {
      stop();
      throw error;
    }
    return stop;
  }

  /** The user's unread count changed here (a read mark): their streams on this process hear it now. */
  async inboxChanged(userId: string): Promise<void> {
    if (this.listeners.has(userId)) await this.send(userId, [{ kind: 'message' }]);
  }

  /** Users listening now. */
  get users(): number {
    return this.listeners.size;
  }

  close(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private unsubscribe(userId: string, listener: AccountEventListener): void {
    const mine = this.listeners.get(userId);
    if (!mine?.delete(listener) || mine.size > 0) return;
    this.listeners.delete(userId);
    // Nobody left: no polling; the next listener starts from the ledger as it is then.
    if (this.listeners.size === 0) this.close();
  }

  private async poll(): Promise<void> {
    // A slow poll is not overtaken by the next one.
    if (this.polling) return;
    this.polling = true;
    try {
      await this.started;
      const users = [...this.listeners.keys()];
      const [transfers, messages] = await Promise.all([this.deps.tail.poll(users), this.deps.inbox.poll(users)]);
      const byUser = accountEventsOf(transfers, messages, users);
      await Promise.all([...byUser].map(([userId, events]) => this.send(userId, events)));
    } catch (error) {
      this.deps.onError(error);
    } finally {
      this.polling = false;
    }
  }

  private async send(userId: string, events: AccountEvent[]): Promise<void> {
    let orders = 0;
    for (const event of events) {
      if (event.kind === 'order' && ++orders > maxOrderEventsPerPoll) continue;
      const data = await this.deps.dataOf(userId, event).catch((error: unknown) => void this.deps.onError(error));
      if (data === undefined) continue;
      for (const listener of this.listeners.get(userId) ?? []) listener(event.kind, data as never);
    }
  }
}
