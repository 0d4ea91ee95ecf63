import type { Connection } from '../../db/connection.js';
import type { PasswordResetBody, ResetCodeAnswer, ResetCodeRequestBody } from '../../../src/core/password-reset-structs.js';
import type { UserNotices } from '../users/user-notices.js';
import type { SmsSender } from '../sms/sms-sender.js';
import { requestResetCode, resetPassword, SmsBudgetExhausted } from './password-reset-service.js';
import { resetCodeText } from './reset-code-text.js';

/** What the forgot-password flow needs besides the request; one per app (the password-resets plugin's). */
export interface PasswordResetsDeps {
  conn: Connection;
  sms: SmsSender;
  notices: UserNotices;
  clock: () => number;
  /** A demo's answer carries the code, so the screen can show it (no phone gets one). */
  demoMode: boolean;
  /** The installation's key for the codes' MACs (`loadResetCodeKey`). */
  key: Buffer;
  /** A message that did not get out: the answer was already the same as ever, so only the log hears of it. */
  onSendFailure: (err: unknown) => void;
  /** Messages the installation may send in one clock hour (SMS_HOURLY_BUDGET); past it, every request is refused. */
  smsHourlyBudget: number;
  /** The hour's budget is spent (called on each refusal; `hourStartMs` says which hour): the operator must hear of it. */
  onBudgetExhausted: (hourStartMs: number) => void;
}

/** "Forgot password": a code by SMS, then a new secret with it. */
export class PasswordResets {
  constructor(private readonly deps: PasswordResetsDeps) {}

  /** `askerKey`: the client's `addressKey` (an IPv6 one by its /56), whose quota a request spends. */
  async requestCode(body: ResetCodeRequestBody, askerKey: string): Promise<ResetCodeAnswer> {
    const { conn, key, sms, demoMode, onSendFailure, smsHourlyBudget } = this.deps;
    let drawn;
    try {
      // A demo server sends no message: nothing for young accounts to spend, and a demo's visitors try it again and again.
      drawn = await requestResetCode(conn, key, body, { askerKey, smsHourlyBudget, youngAccountsCapped: !demoMode }, this.deps.clock());
    } catch (err) {
      if (err instanceof SmsBudgetExhausted) this.deps.onBudgetExhausted(err.hourStartMs);
      throw err;
    }
    const { code, phone, requestId } = drawn;
    // Not awaited: a slow gateway must not make a match's answer slower than a miss's.
    if (phone) sms.send(phone, resetCodeText(code, body.lang)).catch(onSendFailure);
    return demoMode ? { requestId, demoCode: code } : { requestId };
  }

  reset(body: PasswordResetBody): Promise<void> {
    return resetPassword(this.deps.conn, this.deps.key, body, this.deps.clock(), this.deps.notices);
  }
}
