import type { Connection } from '../../db/connection.js';
import { newId } from '../../db/ids.js';
import type { SignInOutcome } from '../../../src/core/security.js';
import { recordSignIns, type SignInOrigin, type SignInToKeep } from './security-service.js';

/** Sign-ins waiting to be written at most; past it one is dropped and logged: a flood of guesses can't grow memory. */
const waitingMax = 10_000;
/** How long a refused sign-in waits to be written with the others of that while, in one transaction. */
const flushMs = 1_000;

/**
 * Keeps the refused sign-ins of existing accounts (a wrong password or code, a lock) off their answers: written
 * together once a second, in one transaction, rather than each before its answer. The write took time a stranger
 * could measure, and an account that doesn't exist has nothing to write, so a locked answer's time told which
 * accounts exist; once a second, it falls on a guess at any account alike. The owner's list (`listSignIns`) has
 * what waits written first (`written`).
 */
export class SignInRecorder {
  private waiting: SignInToKeep[] = [];
  private writing: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly db: Connection,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Keeps a sign-in for its owner, within a second. */
  later(userId: string, outcome: SignInOutcome, newDevice: boolean, origin: SignInOrigin, nowMs: number): void {
    if (this.waiting.length >= waitingMax) return this.onError(new Error(`sign-ins: ${waitingMax} wait to be written; one more was dropped`));
    this.waiting.push({ id: newId(nowMs), userId, outcome, newDevice, origin, nowMs });
    if (!this.timer) {
      this.timer = setTimeout(() => void this.written(), flushMs);
      this.timer.unref();
    }
  }

  /** Writes what waits now; resolves once every sign-in kept so far is written (or its failure logged). */
  written(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length) this.writing = this.writing.then(() => recordSignIns(this.db, batch)).catch(this.onError);
    return this.writing;
  }
}
