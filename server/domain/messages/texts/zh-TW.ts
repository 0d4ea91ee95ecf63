import type { NoticeTexts } from '../notice-texts.js';

export default {
  trade_password_locked: { title: '交易密碼已鎖定', body: '交易密碼連續輸錯 5 次，提領及交易密碼修改已暫停 15 分鐘。若不是您本人操作，請立即修改登入密碼並聯絡線上客服。' },
  trade_password_changed: { title: '交易密碼已修改', body: '您的交易密碼剛剛修改成功。若不是您本人操作，請立即聯絡線上客服。' },
  login_password_changed: { title: '登入密碼已修改', body: '您的登入密碼剛剛修改成功，其他裝置已全部登出。若不是您本人操作，請立即聯絡線上客服。' },
  sign_in_locked: { title: '新裝置登入已暫停', body: '有人在新裝置上多次輸錯您的登入密碼，新裝置暫時無法登入您的帳戶，您常用的裝置不受影響。若不是您本人操作，建議盡快修改登入密碼。' },
  password_reset: { title: '密碼已重設', body: '您的密碼已透過「忘記密碼」重設，所有裝置均已登出。若不是您本人操作，請立即聯絡線上客服。' },
  withdrawal_account_changed: { title: '提領帳戶已變更', body: '您的提領帳戶剛剛變更。為保障資金安全，提領暫停，將於 {holdUntil} 恢復。若不是您本人操作，請立即聯絡線上客服。' },
  withdrawal_account_added: { title: '已新增提領帳戶', body: '您的帳號剛剛新增了提領帳戶（{account}）。為保障資金安全，須待 {holdUntil} 起才能提領到此帳戶；您的其他提領帳戶不受影響。若不是您本人操作，請在「提領帳戶」中將它移除，並立即聯絡線上客服。' },
  verification_approved: { title: '實名認證已通過', body: '您的實名認證已通過審核，感謝您的配合。' },
  verification_rejected: { title: '實名認證未通過', body: '您的實名認證未通過審核：{reason}\n請修正後重新提交。' },
  deposit_credited: { title: '儲值已入帳', body: '您的儲值 {amount} 已入帳（單號 {number}），可用餘額已更新。' },
  deposit_credited_other_amount: { title: '儲值已入帳', body: '您的儲值（單號 {number}）申報金額為 {declared}，實際到帳 {amount}，已依到帳金額存入可用餘額。若與您匯出的金額不符，請附上單號聯絡線上客服。' },
  deposit_rejected: { title: '儲值未入帳', body: '您的儲值 {amount}（單號 {number}）未能入帳：{reason}\n若您已匯款，請附上單號聯絡線上客服。' },
  withdrawal_approved: { title: '提領已完成', body: '您的提領 {amount}（單號 {number}）已撥款，請留意收款帳戶的入帳情形。' },
  withdrawal_failed: { title: '提領未成功', body: '您的提領 {amount}（單號 {number}）未能完成：{reason}\n金額與手續費已全數退回可用餘額。' },
  new_device_sign_in: { title: '新裝置登入', body: '您的帳戶剛剛在新裝置上登入（{device}，位址 {address}）。若不是您本人操作，請至「帳戶安全」登出該裝置，並立即修改登入密碼。' },
  two_step_enabled: { title: '兩步驟驗證已開啟', body: '兩步驟驗證已開啟：在新裝置登入、提領及變更提領帳戶時，都需要輸入驗證器 App 的驗證碼。請妥善保管您的備用碼。若不是您本人操作，請立即聯絡線上客服。' },
  two_step_disabled: { title: '兩步驟驗證已關閉', body: '兩步驟驗證剛剛已關閉。若不是您本人操作，請立即修改登入密碼及交易密碼，並聯絡線上客服。' },
  two_step_locked: { title: '驗證碼已鎖定', body: '驗證碼連續輸錯 5 次，驗證碼及提領已暫停 15 分鐘。若不是您本人操作，請立即修改密碼並聯絡線上客服。' },
  support_reply: { title: '客服已回覆', body: '線上客服已回覆您的訊息，請至客服對話查看。' },
} satisfies NoticeTexts;
