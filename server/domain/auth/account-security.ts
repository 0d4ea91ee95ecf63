import type { Connection } from '../../db/connection.js';
import type { SessionInfo, SignInRecord, TwoStepSetup, TwoStepState } from '../../../src/core/security.js';
import type { TwoStepConfirmBody } from '../../../src/core/security-structs.js';
import type { OneAtATime } from '../one-at-a-time.js';
import type { SignInRecorder } from './sign-in-recorder.js';
import type { UserNotices } from '../users/user-notices.js';
import { listSessions, listSignIns, signOutOtherSessions, signOutSession } from './security-service.js';
import { disableTwoStepSignIn, enableTwoStepSignIn, setupTwoStep, twoStepState } from './two-step-service.js';

/** What the security screen's actions need besides the request; one per app (the account-security plugin's). */
export interface AccountSecurityDeps {
  conn: Connection;
  /** Transaction-password and code checks of one account run one at a time. */
  checks: OneAtATime;
  notices: UserNotices;
  clock: () => number;
  /** Refused sign-ins this process has still to write: the list waits for them. */
  signIns: SignInRecorder;
}

/** The signed-in user's sessions, sign-ins and two-step sign-in (the account security screen). */
export class AccountSecurity {
  constructor(private readonly deps: AccountSecurityDeps) {}

  /** `token`: the asking session's, marked `current`. */
  sessions(userId: string, token: string): Promise<{ items: SessionInfo[] }> {
    return listSessions(this.deps.conn, userId, token, this.deps.clock());
  }

  /** `token`: the asking session's, which may sign out itself and the sessions that signed in after it. */
  signOut(userId: string, token: string, sessionId: string): Promise<void> {
    return signOutSession(this.deps.conn, userId, token, sessionId);
  }

  signOutOthers(userId: string, token: string): Promise<void> {
    return signOutOtherSessions(this.deps.conn, userId, token);
  }

  async signIns(userId: string): Promise<{ items: SignInRecord[] }> {
    await this.deps.signIns.written();
    return listSignIns(this.deps.conn, userId);
  }

  twoStep(userId: string): Promise<TwoStepState> {
    return twoStepState(this.deps.conn, userId);
  }

  setupTwoStep(userId: string): Promise<TwoStepSetup> {
    return setupTwoStep(this.deps.conn, userId, this.deps.clock());
  }

  enableTwoStep(userId: string, body: TwoStepConfirmBody): Promise<{ recoveryCodes: string[] }> {
    const { conn, checks, notices } = this.deps;
    return enableTwoStepSignIn(conn, checks, userId, body, this.deps.clock(), notices);
  }

  disableTwoStep(userId: string, body: TwoStepConfirmBody): Promise<void> {
    const { conn, checks, notices } = this.deps;
    return disableTwoStepSignIn(conn, checks, userId, body, this.deps.clock(), notices);
  }
}
