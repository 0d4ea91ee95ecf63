import type { NoticeTexts } from '../notice-texts.js';

export default {
  trade_password_locked: { title: '取引パスワードをロックしました', body: '取引パスワードを5回続けて間違えたため、出金と取引パスワードの変更を15分間停止しました。お心当たりがない場合は、すぐにログインパスワードを変更し、サポートにお問い合わせください。' },
  trade_password_changed: { title: '取引パスワードを変更しました', body: '取引パスワードが変更されました。お心当たりがない場合は、すぐにサポートにお問い合わせください。' },
  login_password_changed: { title: 'ログインパスワードを変更しました', body: 'ログインパスワードが変更され、ほかのすべての端末でログアウトされました。お心当たりがない場合は、すぐにサポートにお問い合わせください。' },
  sign_in_locked: { title: '新しい端末からのログインを一時停止しました', body: '新しい端末からログインパスワードが何度も誤って入力されたため、新しい端末からはしばらくログインできません。いつもお使いの端末には影響ありません。お心当たりがない場合は、ログインパスワードの変更をおすすめします。' },
  password_reset: { title: 'パスワードを再設定しました', body: '「パスワードをお忘れの方」からパスワードが再設定され、すべての端末でログアウトされました。お心当たりがない場合は、すぐにサポートにお問い合わせください。' },
  withdrawal_account_changed: { title: '出金口座が変更されました', body: '出金口座が変更されました。資金を守るため出金を一時停止し、{holdUntil}に再開します。お心当たりがない場合は、すぐにサポートにお問い合わせください。' },
  verification_approved: { title: '本人確認が完了しました', body: '本人確認の審査が完了しました。ご協力ありがとうございました。' },
  verification_rejected: { title: '本人確認が承認されませんでした', body: '本人確認が承認されませんでした：{reason}\n内容を修正して、もう一度申請してください。' },
  deposit_credited: { title: '入金が反映されました', body: '{amount}の入金（番号 {number}）が利用可能残高に反映されました。' },
  deposit_credited_other_amount: { title: '入金が反映されました', body: '入金（番号 {number}）の申告額は{declared}でしたが、着金額は{amount}のため、着金額を利用可能残高に反映しました。送金額と異なる場合は、番号を添えてサポートへご連絡ください。' },
  deposit_rejected: { title: '入金を反映できませんでした', body: '{amount}の入金（番号 {number}）を反映できませんでした：{reason}\nお支払い済みの場合は、番号を添えてサポートへご連絡ください。' },
  withdrawal_approved: { title: '出金が完了しました', body: '{amount}の出金（番号 {number}）を送金しました。口座への着金をご確認ください。' },
  withdrawal_failed: { title: '出金できませんでした', body: '{amount}の出金（番号 {number}）を完了できませんでした：{reason}\n出金額と手数料は全額、利用可能残高に戻しました。' },
  support_reply: { title: 'サポートから返信がありました', body: 'サポートがお問い合わせに返信しました。サポート画面でご確認ください。' },
} satisfies NoticeTexts;
