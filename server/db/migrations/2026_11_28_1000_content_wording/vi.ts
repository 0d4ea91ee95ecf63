/** Tiếng Việt texts of 2026_11_28_1000_content_wording; frozen with it. Only the pages it rewrites. */
export const pages = {
  help: {
    title: 'Cách giao dịch',
    paragraphs: [
      'Chọn một sản phẩm ở Trang chủ hoặc Sản phẩm. Màn hình sản phẩm hiển thị giá trực tiếp, giá trong một giờ qua và bảng giao dịch.',
      'Chọn kỳ hạn. Mỗi kỳ hạn ghi rõ tỷ lệ lợi nhuận: phần một lệnh thắng nhận thêm ngoài tiền vào lệnh.',
      'Nhập tiền vào lệnh trong khoảng hiển thị dưới ô nhập, rồi chạm "Tăng" nếu bạn cho rằng giá sẽ cao hơn khi hết kỳ hạn, hoặc "Giảm" nếu cho rằng giá sẽ thấp hơn. Kiểm tra tóm tắt và xác nhận. Trước lệnh đầu tiên, bạn cần đọc và chấp nhận cảnh báo rủi ro.',
      'Khi lệnh đang mở, tiền vào lệnh được giữ lại từ số dư khả dụng; thời gian còn lại xem ở "Vị thế". Khi hết kỳ hạn, máy chủ tất toán lệnh theo quy tắc giao dịch: thắng được hoàn tiền vào lệnh cộng tiền vào lệnh × tỷ lệ lợi nhuận, thua mất toàn bộ tiền vào lệnh, hòa hoặc bị hủy được hoàn tiền vào lệnh. Mỗi lệnh đã tất toán đều hiển thị các mức giá quyết định kết quả.',
      'Nạp tiền: mở Nạp tiền, chọn phương thức thanh toán, nhập số tiền và chuyển khoản theo thông tin cùng mã tham chiếu hiển thị. Tiền được cộng vào khi khoản thanh toán được xác nhận.',
      'Rút tiền: liên kết tài khoản ngân hàng để rút tiền một lần (thay đổi qua bộ phận chăm sóc khách hàng), rồi nhập số tiền và mật khẩu giao dịch. Phí rút tiền hiển thị trước khi xác nhận. Trong lúc xét duyệt, số tiền và phí được giữ lại; nếu rút thất bại, chúng trở về số dư khả dụng. Nhập sai mật khẩu giao dịch 5 lần liên tiếp sẽ khóa rút tiền 15 phút.',
    ],
  },
  rules: {
    title: 'Quy tắc giao dịch',
    paragraphs: [
      'Lệnh chỉ được nhận khi thị trường mở cửa, với tiền vào lệnh trong khoảng của sản phẩm và không vượt quá số dư khả dụng.',
      'Giá vào lệnh: tick mới nhất khi máy chủ nhận lệnh.',
      'Giá đóng lệnh: tick cuối cùng tại hoặc trước lúc đáo hạn, chốt khi có tick sau đó.',
      'Tăng: giá đóng lệnh cao hơn giá vào lệnh là thắng; thấp hơn thì mất tiền vào lệnh.',
      'Giảm: giá đóng lệnh thấp hơn giá vào lệnh là thắng; cao hơn thì mất tiền vào lệnh.',
      'Giá đóng lệnh bằng giá vào lệnh là hòa: hoàn lại tiền vào lệnh.',
      'Không có tick trong 5 giây trước khi đáo hạn: lệnh bị hủy, hoàn lại tiền vào lệnh.',
      'Khi thắng, bạn nhận lại tiền vào lệnh cộng tiền vào lệnh × tỷ lệ lợi nhuận. Tiền lãi được làm tròn xuống đến cent.',
      'Mỗi lệnh được máy chủ tất toán đúng một lần theo giá đã ghi nhận. Không ai có thể thay đổi kết quả.',
    ],
  },
  risk: {
    title: 'Cảnh báo rủi ro',
    paragraphs: [
      'Giao dịch theo thời gian cố định là dự đoán giá sẽ cao hơn hay thấp hơn khi hết kỳ hạn.',
      'Khi đoán đúng, bạn nhận thêm tỷ lệ lợi nhuận của kỳ hạn đã chọn (75–90%) ngoài tiền vào lệnh. Khi đoán sai, bạn mất toàn bộ tiền vào lệnh, không chỉ một phần. Vì khoản thắng nhỏ hơn khoản thua, bạn phải đoán đúng hơn một nửa số lần mới hòa vốn.',
      'Tiền lãi được làm tròn xuống đến cent.',
      'Khi ứng dụng hiển thị "Giá mô phỏng", giá đến từ trình mô phỏng, không phải từ thị trường thật.',
      'Lệnh được tất toán theo giá máy chủ đã ghi nhận, theo quy tắc giao dịch. Giá trong quá khứ không cho biết giá tương lai. Chỉ giao dịch bằng số tiền bạn có thể chấp nhận mất.',
    ],
  },
  about: {
    title: 'Về Uptick',
    paragraphs: [
      'Uptick là ứng dụng di động để dự đoán giá thị trường tăng hay giảm trong một thời gian cố định, kèm nạp và rút tiền.',
      'Mọi thay đổi số dư đều được ghi vào sổ cái và đối chiếu với số dư. Lệnh chỉ được tất toán theo giá đã ghi nhận, theo quy tắc giao dịch được công bố, và mỗi lệnh đã tất toán đều hiển thị giá vào lệnh và giá đóng lệnh.',
    ],
  },
  info: {
    title: 'Thông tin nền tảng',
    paragraphs: [
      'Giá lấy từ nguồn dữ liệu thị trường. Khi là giá mô phỏng, ứng dụng ghi rõ bên cạnh giá.',
      'Thời gian hiển thị theo múi giờ của thiết bị; số liệu theo ngày như lãi/lỗ hôm nay tính theo ngày của nền tảng.',
      'Cần hỗ trợ về tài khoản, hãy liên hệ qua "Hỗ trợ" ở Trang chủ.',
    ],
  },
};
