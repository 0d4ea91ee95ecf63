import type { NoticeTexts } from '../notice-texts.js';

export default {
  trade_password_locked: { title: '交易密码已锁定', body: '交易密码连续输错 5 次，提现及交易密码修改已暂停 15 分钟。如非本人操作，请立即修改登录密码并联系在线客服。' },
  trade_password_changed: { title: '交易密码已修改', body: '您的交易密码刚刚修改成功。如非本人操作，请立即联系在线客服。' },
  login_password_changed: { title: '登录密码已修改', body: '您的登录密码刚刚修改成功，其他设备已全部退出登录。如非本人操作，请立即联系在线客服。' },
  sign_in_locked: { title: '新设备登录已暂停', body: '有人在新设备上多次输错您的登录密码，新设备暂时无法登录您的账户，您常用的设备不受影响。如非本人操作，建议尽快修改登录密码。' },
  password_reset: { title: '密码已重置', body: '您的密码已通过“忘记密码”重置，所有设备均已退出登录。如非本人操作，请立即联系在线客服。' },
  withdrawal_account_changed: { title: '提现账户已变更', body: '您的提现账户刚刚变更。为保障资金安全，提现暂停，将于 {holdUntil} 恢复。如非本人操作，请立即联系在线客服。' },
  withdrawal_account_added: { title: '已添加提现账户', body: '您的账号刚刚添加了提现账户（{account}）。为保障资金安全，需待 {holdUntil} 起才能提现到此账户；您的其他提现账户不受影响。如非本人操作，请在“提现账户”中将其删除，并立即联系在线客服。' },
  verification_approved: { title: '实名认证已通过', body: '您的实名认证已审核通过，感谢您的配合。' },
  verification_rejected: { title: '实名认证未通过', body: '您的实名认证未通过审核：{reason}\n请修改后重新提交。' },
  deposit_credited: { title: '充值已到账', body: '您的充值 {amount} 已到账（单号 {number}），可用余额已更新。' },
  deposit_credited_other_amount: { title: '充值已到账', body: '您的充值（单号 {number}）申报金额为 {declared}，实际到账 {amount}，已按到账金额计入可用余额。若与您转出的金额不符，请附上单号联系在线客服。' },
  deposit_rejected: { title: '充值未到账', body: '您的充值 {amount}（单号 {number}）未能入账：{reason}\n若您已付款，请附上单号联系在线客服。' },
  withdrawal_approved: { title: '提现已完成', body: '您的提现 {amount}（单号 {number}）已打款，请留意收款账户到账情况。' },
  withdrawal_failed: { title: '提现未成功', body: '您的提现 {amount}（单号 {number}）未能完成：{reason}\n金额及手续费已全部退回可用余额。' },
  new_device_sign_in: { title: '新设备登录', body: '您的账户刚刚在新设备上登录（{device}，地址 {address}）。如非本人操作，请前往“账户安全”退出该设备，并立即修改登录密码。' },
  two_step_enabled: { title: '两步验证已开启', body: '两步验证已开启：在新设备登录、提现及更改提现账户时，都需要输入身份验证器 App 中的验证码。请妥善保管您的备用码。如非本人操作，请立即联系在线客服。' },
  two_step_disabled: { title: '两步验证已关闭', body: '两步验证刚刚已关闭。如非本人操作，请立即修改登录密码和交易密码，并联系在线客服。' },
  two_step_locked: { title: '验证码已锁定', body: '验证码连续输错 5 次，验证码及提现已暂停 15 分钟。如非本人操作，请立即修改密码并联系在线客服。' },
  support_reply: { title: '客服已回复', body: '在线客服已回复您的消息，请前往客服对话查看。' },
} satisfies NoticeTexts;
