import type { NoticeTexts } from '../notice-texts.js';

export default {
  trade_password_locked: { title: 'Mật khẩu giao dịch bị khóa', body: 'Mật khẩu giao dịch bị nhập sai 5 lần liên tiếp nên việc rút tiền và đổi mật khẩu giao dịch tạm dừng 15 phút. Nếu không phải bạn, hãy đổi mật khẩu đăng nhập ngay và liên hệ bộ phận chăm sóc khách hàng.' },
  trade_password_changed: { title: 'Đã đổi mật khẩu giao dịch', body: 'Mật khẩu giao dịch của bạn vừa được thay đổi. Nếu không phải bạn, hãy liên hệ bộ phận chăm sóc khách hàng ngay.' },
  login_password_changed: { title: 'Đã đổi mật khẩu đăng nhập', body: 'Mật khẩu đăng nhập của bạn vừa được thay đổi và mọi thiết bị khác đã bị đăng xuất. Nếu không phải bạn, hãy liên hệ bộ phận chăm sóc khách hàng ngay.' },
  sign_in_locked: { title: 'Tạm dừng đăng nhập từ thiết bị mới', body: 'Có người đã nhập sai mật khẩu đăng nhập của bạn nhiều lần trên một thiết bị mới, nên thiết bị mới tạm thời không thể đăng nhập. Các thiết bị bạn thường dùng không bị ảnh hưởng. Nếu không phải bạn, bạn nên đổi mật khẩu đăng nhập.' },
  password_reset: { title: 'Đã đặt lại mật khẩu', body: 'Mật khẩu của bạn đã được đặt lại qua “Quên mật khẩu” và mọi thiết bị đã bị đăng xuất. Nếu không phải bạn, hãy liên hệ bộ phận chăm sóc khách hàng ngay.' },
  withdrawal_account_changed: { title: 'Đã đổi tài khoản rút tiền', body: 'Tài khoản rút tiền của bạn vừa được thay đổi. Để bảo vệ tiền của bạn, việc rút tiền tạm dừng và sẽ mở lại lúc {holdUntil}. Nếu không phải bạn, hãy liên hệ bộ phận chăm sóc khách hàng ngay.' },
  withdrawal_account_added: { title: 'Đã thêm tài khoản rút tiền', body: 'Một tài khoản rút tiền ({account}) vừa được thêm vào tài khoản của bạn. Để bảo vệ tiền của bạn, bạn có thể rút tiền về tài khoản này từ {holdUntil}; các tài khoản rút tiền khác không bị ảnh hưởng. Nếu không phải bạn, hãy xóa tài khoản đó trong mục Tài khoản rút tiền và liên hệ bộ phận chăm sóc khách hàng ngay.' },
  verification_approved: { title: 'Xác minh danh tính thành công', body: 'Yêu cầu xác minh danh tính của bạn đã được duyệt. Cảm ơn bạn.' },
  verification_rejected: { title: 'Xác minh danh tính chưa được duyệt', body: 'Yêu cầu xác minh danh tính của bạn chưa được duyệt.\nLý do: {reason}\nVui lòng chỉnh sửa và gửi lại.' },
  deposit_credited: { title: 'Nạp tiền thành công', body: 'Khoản nạp {amount} (mã {number}) đã được cộng vào số dư khả dụng của bạn.' },
  deposit_credited_other_amount: { title: 'Nạp tiền thành công', body: 'Khoản nạp mã {number} bạn khai báo {declared}; số tiền thực nhận là {amount} và đã được cộng vào số dư khả dụng theo số thực nhận. Nếu không đúng số bạn đã chuyển, hãy liên hệ chăm sóc khách hàng kèm mã này.' },
  deposit_rejected: { title: 'Nạp tiền bị từ chối', body: 'Khoản nạp {amount} (mã {number}) chưa được cộng tiền.\nLý do: {reason}\nNếu bạn đã chuyển tiền, hãy liên hệ chăm sóc khách hàng kèm mã này.' },
  withdrawal_approved: { title: 'Rút tiền thành công', body: 'Khoản rút {amount} (mã {number}) đã được chuyển đi. Tiền sẽ sớm về tài khoản của bạn.' },
  withdrawal_failed: { title: 'Rút tiền không thành công', body: 'Khoản rút {amount} (mã {number}) không thể hoàn tất.\nLý do: {reason}\nSố tiền và phí đã được hoàn lại đầy đủ vào số dư khả dụng.' },
  new_device_sign_in: { title: 'Đăng nhập từ thiết bị mới', body: 'Tài khoản của bạn vừa được đăng nhập trên một thiết bị mới ({device}, địa chỉ {address}). Nếu không phải bạn, hãy đăng xuất thiết bị đó trong mục Bảo mật tài khoản và đổi mật khẩu đăng nhập ngay.' },
  two_step_enabled: { title: 'Đã bật xác minh hai bước', body: 'Xác minh hai bước đã được bật: khi đăng nhập trên thiết bị mới, rút tiền hoặc đổi tài khoản rút tiền, bạn cần nhập mã từ ứng dụng xác thực. Hãy cất giữ mã khôi phục ở nơi an toàn. Nếu không phải bạn, hãy liên hệ bộ phận chăm sóc khách hàng ngay.' },
  two_step_disabled: { title: 'Đã tắt xác minh hai bước', body: 'Xác minh hai bước vừa bị tắt. Nếu không phải bạn, hãy đổi mật khẩu đăng nhập và mật khẩu giao dịch ngay, rồi liên hệ bộ phận chăm sóc khách hàng.' },
  two_step_locked: { title: 'Mã xác minh bị khóa', body: 'Mã xác minh bị nhập sai 5 lần liên tiếp nên việc nhập mã và rút tiền tạm dừng 15 phút. Nếu không phải bạn, hãy đổi mật khẩu ngay và liên hệ bộ phận chăm sóc khách hàng.' },
  support_reply: { title: 'Chăm sóc khách hàng đã trả lời', body: 'Bộ phận chăm sóc khách hàng đã trả lời tin nhắn của bạn. Hãy mở cuộc trò chuyện để xem.' },
} satisfies NoticeTexts;
