import type { Connection } from '../../db/connection.js';
import type { LoginBody, RegisterBody, RegisterCheckBody } from '../../../src/core/auth-structs.js';
import type { PasswordChangeBody } from '../../../src/core/secret-structs.js';
import type { Me } from '../../../src/core/me.js';
import type { OneAtATime } from '../one-at-a-time.js';
import type { UserNotices } from '../users/user-notices.js';
import { getMe } from '../users/me-service.js';
import { addressKey } from '../../client-address.js';
import { keptUserAgent } from './device-name.js';
import { maskedAddress } from './masked-address.js';
import { changePassword, checkRegistration, login, logout, register } from './auth-service.js';
import { SignInRecorder } from './sign-in-recorder.js';

/** What sign-up, sign-in and the profile need besides the request; one per app (the accounts plugin's). */
export interface AccountsDeps {
  conn: Connection;
  /** Password checks of one account run one at a time. */
  checks: OneAtATime;
  notices: UserNotices;
  /** The platform's time zone: "today" of the profile's P&L. */
  timeZone: string;
  clock: () => number;
  /** A refused sign-in's record could not be written (after its answer): the log hears of it. */
  onSignInNotKept: (err: unknown) => void;
}

/** What sign-in answers: the session, this device's token and the profile. */
export interface SignInAnswer {
  token: string;
  device: string;
  user: Me;
}

/** Sign-up, sign-in and sign-out, and the signed-in user's profile and secrets. */
export class Accounts {
  /** Refused sign-ins, written after their answers (the security screen's list waits for them). */
  readonly signIns: SignInRecorder;

  constructor(private readonly deps: AccountsDeps) {
    this.signIns = new SignInRecorder(deps.conn, deps.onSignInNotKept);
  }

  checkRegistration(body: RegisterCheckBody): Promise<{ ticket: string }> {
    return checkRegistration(this.deps.conn, body, this.deps.clock());
  }

  /** Opens an account for the client at `ip`. */
  register(body: RegisterBody, ip: string): Promise<{ account: string }> {
    return register(this.deps.conn, body, addressKey(ip, 56), this.deps.clock());
  }

  /**
   * Signs in the client at `ip` (counted by its address for rate limits and locks, by its block for hashing),
   * kept for the owner with its `userAgent` and the address masked.
   */
  async signIn(body: LoginBody, ip: string, userAgent?: string | string[]): Promise<SignInAnswer> {
    const { conn, checks, notices } = this.deps;
    const origin = { userAgent: keptUserAgent(userAgent), address: maskedAddress(ip) };
    const { token, userId, device } = await login(conn, checks, body, addressKey(ip), addressKey(ip, 56), this.deps.clock(), notices, this.signIns, origin);
    return { token, device, user: await this.me(userId) };
  }

  signOut(token: string): Promise<void> {
    return logout(this.deps.conn, token);
  }

  me(userId: string): Promise<Me> {
    return getMe(this.deps.conn, userId, this.deps.clock(), this.deps.timeZone);
  }

  /** Changes a secret of the user signed in with `token`, from `address`. */
  changePassword(userId: string, token: string, body: PasswordChangeBody, address: string): Promise<void> {
    const { conn, checks, notices } = this.deps;
    return changePassword(conn, checks, userId, token, body, address, this.deps.clock(), notices);
  }
}
