import type { InboxPlace } from '../../../src/core/messages.js';
import type { UserNoticeKind } from '../users/user-notices.js';

/**
 * The places each notice names (server/domain/messages/texts/), in the order its text names them, so the message
 * links to each: "contact customer service" to the conversation, a deposit to the deposit history and so on. A new
 * kind must say its places here (a kind missing from this table fails the type check).
 */
export const noticePlaces: Record<UserNoticeKind, InboxPlace[]> = {
  trade_password_locked: ['support'],
  trade_password_changed: ['support'],
  login_password_changed: ['support'],
  sign_in_locked: [],
  password_reset: ['support'],
  withdrawal_account_changed: ['withdrawal_account', 'support'],
  withdrawal_account_added: ['withdrawal_account', 'support'],
  verification_approved: ['verification'],
  verification_rejected: ['verification'],
  deposit_credited: ['deposits'],
  deposit_credited_other_amount: ['deposits', 'support'],
  deposit_rejected: ['deposits', 'support'],
  withdrawal_approved: ['withdrawals'],
  withdrawal_failed: ['withdrawals'],
  new_device_sign_in: ['security'],
  two_step_enabled: ['support'],
  two_step_disabled: ['support'],
  two_step_locked: ['support'],
  support_reply: ['support'],
};
