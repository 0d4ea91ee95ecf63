import type { NoticeTexts } from '../notice-texts.js';

export default {
  trade_password_locked: { title: 'Transaction password locked', body: 'The transaction password was entered incorrectly 5 times in a row, so withdrawals and transaction password changes are paused for 15 minutes. If this wasn’t you, change your login password now and contact customer service.' },
  trade_password_changed: { title: 'Transaction password changed', body: 'Your transaction password was just changed. If this wasn’t you, contact customer service now.' },
  login_password_changed: { title: 'Login password changed', body: 'Your login password was just changed, and every other device was signed out. If this wasn’t you, contact customer service now.' },
  sign_in_locked: { title: 'Sign-in from new devices paused', body: 'Someone entered a wrong login password for your account several times on a new device, so new devices can’t sign in for a while. The devices you usually use are not affected. If this wasn’t you, we recommend changing your login password.' },
  password_reset: { title: 'Password reset', body: 'Your password was reset through “Forgot password”, and every device was signed out. If this wasn’t you, contact customer service now.' },
  withdrawal_account_changed: { title: 'Withdrawal account changed', body: 'Your withdrawal account was just changed. To keep your money safe, withdrawals are paused and resume at {holdUntil}. If this wasn’t you, contact customer service now.' },
  withdrawal_account_added: { title: 'Withdrawal account added', body: 'A withdrawal account ({account}) was just added to your account. To keep your money safe, withdrawals to it can be made from {holdUntil}; your other withdrawal accounts are not affected. If this wasn’t you, remove it under Withdrawal accounts and contact customer service now.' },
  verification_approved: { title: 'Real-name verification approved', body: 'Your real-name verification has been approved. Thank you.' },
  verification_rejected: { title: 'Real-name verification not approved', body: 'Your real-name verification was not approved: {reason}\nPlease correct it and submit again.' },
  deposit_credited: { title: 'Deposit credited', body: 'Your deposit of {amount} (no. {number}) has been credited to your available balance.' },
  deposit_credited_other_amount: { title: 'Deposit credited', body: 'For your deposit no. {number} you declared {declared}; {amount} arrived, and that is what has been credited to your available balance. If this is not what you sent, contact customer service with the number.' },
  deposit_rejected: { title: 'Deposit rejected', body: 'Your deposit of {amount} (no. {number}) was not credited: {reason}\nIf you did pay, contact customer service with the number.' },
  withdrawal_approved: { title: 'Withdrawal paid out', body: 'Your withdrawal of {amount} (no. {number}) has been paid out. It should reach your account soon.' },
  withdrawal_failed: { title: 'Withdrawal not completed', body: 'Your withdrawal of {amount} (no. {number}) could not be completed: {reason}\nThe amount and the fee are back in your available balance.' },
  new_device_sign_in: { title: 'New device signed in', body: 'Your account was just signed in on a new device ({device}, address {address}). If this wasn’t you, sign that device out under Account security and change your login password now.' },
  two_step_enabled: { title: 'Two-step sign-in turned on', body: 'Two-step sign-in is now on: signing in on a new device, withdrawing and changing the withdrawal account will ask for a code from your authenticator app. Keep your recovery codes somewhere safe. If this wasn’t you, contact customer service now.' },
  two_step_disabled: { title: 'Two-step sign-in turned off', body: 'Two-step sign-in was just turned off. If this wasn’t you, change your login and transaction passwords and contact customer service now.' },
  two_step_locked: { title: 'Verification codes locked', body: 'A wrong verification code was entered 5 times in a row, so codes and withdrawals are paused for 15 minutes. If this wasn’t you, change your passwords now and contact customer service.' },
  support_reply: { title: 'Customer service replied', body: 'Customer service has answered your message. Open your conversation to read it.' },
} satisfies NoticeTexts;
