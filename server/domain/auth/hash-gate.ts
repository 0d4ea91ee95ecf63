import { DomainError } from '../domain-error.js';
import type { SharedHashing } from './shared-hashing.js';

/** How many password hashes run at once, and how many may wait; beyond that a request is refused. */
export interface HashGateLimits {
  concurrency: number;
  /** Waiting in each lane, all principals together: what bounds the gate's memory whatever arrives. */
  queueMax: number;
  /** Waiting for one principal: past it, that principal is sending too much at once. */
  perPrincipal: number;
}

/**
 * Which class a hash waits in. `known`: a signed-in user, or a login from a device the account signed in on
 * before; `stranger`: everyone else (logins from new devices, registrations). Known hashes go first, so a
 * flood of strangers can't keep the owners of accounts from signing in or withdrawing.
 */
export type HashLane = 'known' | 'stranger';

/** Whose turn a hash takes: its lane, and the principal (an account, or a client's address block) it is for. */
export interface HashFor {
  lane: HashLane;
  principal: string;
}

/** A hash for an account: its owner signed in (`known`), or a sign-in to it from a new device (`stranger`). */
export function forAccount(userId: string, lane: HashLane = 'known'): HashFor {
  return { lane, principal: `account:${userId}` };
}

/** A hash for no account yet (a registration, a sign-in to an unknown account): by the client's address block. */
export function forAddress(block: string): HashFor {
  return { lane: 'stranger', principal: `address:${block}` };
}

/** Hashes that name no one (the decoy): one principal of their own among the strangers. */
export const unattributed: HashFor = { lane: 'stranger', principal: 'unattributed' };

interface Waiter {
  start(): void;
  refuse(err: DomainError): void;
}

interface Queue {
  key: string;
  waiters: Waiter[];
}

/** How fast past hashes stop counting against a principal. */
const usageHalfLifeMs = 60_000;
/** Principals whose past use is remembered; one forgotten comes back no further ahead than `creditMax`. */
const usageKeysMax = 10_000;
/**
 * How many hashes a principal that starts waiting may be ahead of the least-used one already waiting: an
 * owner who signs in and withdraws a few times a minute stays ahead of a flood, but a stream of fresh
 * accounts can each overtake the others by no more than this.
 */
const creditMax = 8;
/** Known hashes served in a row while strangers wait, before one stranger goes: a flood of accounts slows sign-ups, never stops them. */
const knownPerStranger = 3;

/** A hash refused for want of room (503): the gate's, or Redis unable to count one across processes. */
export const busy = () => new DomainError('unavailable', 'The server is busy; please try again in a moment', undefined, { retryAfterSeconds: 2 });
/** A principal with too many hashes in flight (429), in this process or across all of them. */
export const tooMany = () => new DomainError('rate_limited', 'Too many password checks at once; please wait a moment', undefined, { retryAfterSeconds: 1 });

/**
 * A bound on password hashing for the whole process, shared fairly. Each scrypt hash takes ~128 MiB and a few
 * hundred ms of a core, so at most `concurrency` run; the rest wait in a queue per principal, and a free slot
 * goes to a lane — known first, strangers every fourth slot while both wait — and within it to the waiting
 * principal that used hashing least lately (decayed over a minute), ties to the one waiting longest.
 * Principals kept busy take turns (round-robin); one that was quiet, like an owner signing in while a
 * hundred accounts flood, goes ahead of them. So N flooding principals delay anyone by at most ~N hashes
 * (one starting to wait by at most `creditMax` more), and a quiet one by about one. Refusals
 * (docs/security.md, "Passwords and hashing"):
 * - a principal with `perPrincipal` waiting: 429 `rate_limited`, its own excess, taking no one's place;
 * - a lane with `queueMax` waiting: the newest waiter of the longest queue (of those, the most used
 *   principal's) is refused 503 `unavailable` to make room, or the arrival when it would be that one. An
 *   owner with nothing waiting is refused only when every waiting principal used hashing less lately.
 * One per process because the resources it guards (cores, memory, libuv's pool) are the process's; with Redis,
 * a principal's hashes in flight are also bounded across every process together (`SharedHashing`).
 */
export class HashGate {
  private running = 0;
  /** Counts across processes (Redis), when the installation has several; each process still has its own gate. */
  private shared: SharedHashing | undefined;
  private knownInARow = 0;
  private readonly waiting: Record<HashLane, Map<string, Queue>> = { known: new Map(), stranger: new Map() };
  private readonly count: Record<HashLane, number> = { known: 0, stranger: 0 };
  // Insertion order is use order: the first key is the one used longest ago, dropped first.
  private readonly usage = new Map<string, { value: number; atMs: number }>();

  constructor(
    private limits: HashGateLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  configure(limits: HashGateLimits, shared?: SharedHashing): void {
    this.limits = limits;
    this.shared = shared;
  }

  /** Stops counting in `shared` (its connection is closing), if that is where the gate counts. */
  unshare(shared: SharedHashing): void {
    if (this.shared === shared) this.shared = undefined;
  }

  /** Runs `hash` when `whose` turn comes; refuses at once when its queue or its lane is full. */
  run<T>(hash: () => Promise<T>, whose: HashFor): Promise<T> {
    // Without Redis the turn is taken at once, in this call, as the gate's order depends on.
    if (!this.shared) return this.runHere(hash, whose);
    return this.shared.enter(whose.principal).then(async (leave) => {
      try {
        return await this.runHere(hash, whose);
      } finally {
        leave();
      }
    });
  }

  private async runHere<T>(hash: () => Promise<T>, whose: HashFor): Promise<T> {
    const key = `${whose.lane} ${whose.principal}`;
    if (this.running < this.limits.concurrency) {
      this.running++;
      this.charge(key);
    } else {
      await this.admit(whose.lane, key);
    }
    try {
      return await hash();
    } finally {
      // The slot passes straight to the next waiter, so `running` only falls when nobody waits.
      const next = this.next();
      if (next) next.start();
      else this.running--;
    }
  }

  private admit(lane: HashLane, key: string): Promise<void> {
    const queues = this.waiting[lane];
    const own = queues.get(key);
    const ownLength = own?.waiters.length ?? 0;
    if (ownLength >= this.limits.perPrincipal) throw tooMany();
    const least = own ? undefined : this.leastUsed(lane);
    const usage = least ? Math.max(this.usageOf(key), this.usageOf(least.key) - creditMax) : this.usageOf(key);
    if (this.count[lane] >= this.limits.queueMax) {
      // Room is made at the expense of the principal with most waiting, of those the one that used most.
      const worst = this.mostWaitingAndUsed(lane);
      const worse = (length: number, used: number) => !worst || length > worst.length || (length === worst.length && used >= worst.usage);
      if (worse(ownLength + 1, usage)) throw busy();
      this.take(lane, worst!.queue, worst!.length - 1).refuse(busy());
    }
    let queue = own;
    if (!queue) {
      this.setUsage(key, usage);
      queue = { key, waiters: [] };
      queues.set(key, queue);
    }
    this.count[lane]++;
    const waiters = queue.waiters;
    return new Promise<void>((start, refuse) => waiters.push({ start, refuse }));
  }

  private mostWaitingAndUsed(lane: HashLane): { queue: Queue; length: number; usage: number } | undefined {
    let worst: { queue: Queue; length: number; usage: number } | undefined;
    for (const queue of this.waiting[lane].values()) {
      const length = queue.waiters.length;
      const usage = this.usageOf(queue.key);
      if (!worst || length > worst.length || (length === worst.length && usage > worst.usage)) worst = { queue, length, usage };
    }
    return worst;
  }

  private next(): Waiter | undefined {
    const strangersTurn = this.count.stranger > 0 && (this.count.known === 0 || this.knownInARow >= knownPerStranger);
    const lane: HashLane = strangersTurn ? 'stranger' : 'known';
    this.knownInARow = lane === 'known' && this.count.stranger > 0 ? this.knownInARow + 1 : 0;
    const queue = this.leastUsed(lane);
    if (!queue) return undefined;
    this.charge(queue.key);
    return this.take(lane, queue, 0);
  }

  private take(lane: HashLane, queue: Queue, index: number): Waiter {
    const [waiter] = queue.waiters.splice(index, 1);
    this.count[lane]--;
    if (queue.waiters.length === 0) this.waiting[lane].delete(queue.key);
    return waiter;
  }

  // Map order is arrival order of each principal's queue, so the first of equal use is the one waiting longest.
  private leastUsed(lane: HashLane): Queue | undefined {
    let best: { queue: Queue; usage: number } | undefined;
    for (const queue of this.waiting[lane].values()) {
      const usage = this.usageOf(queue.key);
      if (!best || usage < best.usage) best = { queue, usage };
    }
    return best?.queue;
  }

  private usageOf(key: string): number {
    const kept = this.usage.get(key);
    return kept ? kept.value * 2 ** ((kept.atMs - this.now()) / usageHalfLifeMs) : 0;
  }

  private charge(key: string): void {
    this.setUsage(key, this.usageOf(key) + 1);
  }

  private setUsage(key: string, value: number): void {
    this.usage.delete(key);
    this.usage.set(key, { value, atMs: this.now() });
    if (this.usage.size > usageKeysMax) this.usage.delete(this.usage.keys().next().value!);
  }

  /** Hashes running and waiting now, for tests. */
  get load(): { running: number; known: number; stranger: number } {
    return { running: this.running, known: this.count.known, stranger: this.count.stranger };
  }

  /** Principals whose use is remembered, for tests of the memory bound. */
  get remembered(): number {
    return this.usage.size;
  }
}

/** Two at a time keeps half of libuv's pool and ~256 MiB for hashing; 128 waiting per lane is ~24 s of work, under the request timeout. */
export const hashGate = new HashGate({ concurrency: 2, queueMax: 128, perPrincipal: 2 });
