/** Tiếng Việt texts seeded by 2026_11_27_1300_create_content_pages; frozen with it. */
export const pages = {
  help: {
    title: 'Cách giao dịch',
    paragraphs: [
      'Chọn một sản phẩm ở Trang chủ hoặc Sản phẩm. Màn hình sản phẩm hiển thị giá trực tiếp, giá trong một giờ qua và bảng giao dịch.',
      'Chọn kỳ hạn. Mỗi kỳ hạn ghi rõ tỷ lệ lợi nhuận: phần một lệnh thắng nhận thêm ngoài tiền cược.',
      'Nhập số tiền trong khoảng hiển thị dưới ô nhập, rồi chạm "Mua lên" nếu bạn cho rằng giá sẽ cao hơn khi hết kỳ hạn, hoặc "Mua xuống" nếu cho rằng giá sẽ thấp hơn. Kiểm tra tóm tắt và xác nhận. Trước lệnh đầu tiên, bạn cần đọc và chấp nhận cảnh báo rủi ro.',
      'Khi lệnh đang mở, tiền cược được giữ lại từ số dư khả dụng; thời gian còn lại xem ở "Vị thế". Khi hết kỳ hạn, máy chủ thanh toán theo quy tắc giao dịch: thắng được hoàn tiền cược cộng tiền cược × tỷ lệ lợi nhuận, thua mất tiền cược, hòa hoặc vô hiệu được hoàn tiền cược. Mỗi lệnh đã thanh toán đều hiển thị các mức giá quyết định kết quả.',
      'Nạp tiền: mở Nạp tiền, chọn phương thức thanh toán, nhập số tiền và chuyển khoản theo thông tin cùng mã tham chiếu hiển thị. Tiền được cộng vào khi khoản thanh toán được xác nhận.',
      'Rút tiền: liên kết tài khoản rút tiền một lần (thay đổi qua bộ phận chăm sóc khách hàng), rồi nhập số tiền và mật khẩu giao dịch. Phí thủ tục hiển thị trước khi xác nhận. Trong lúc xét duyệt, số tiền và phí được giữ lại; nếu rút thất bại, chúng trở về số dư khả dụng. Nhập sai mật khẩu giao dịch 5 lần liên tiếp sẽ khóa rút tiền 15 phút.',
    ],
  },
  rules: {
    title: 'Quy tắc giao dịch',
    paragraphs: [
      'Lệnh chỉ được nhận khi thị trường mở cửa, với tiền cược trong khoảng của sản phẩm và không vượt quá số dư khả dụng.',
      'Giá vào: tick mới nhất khi máy chủ nhận lệnh.',
      'Giá ra: tick cuối cùng tại hoặc trước lúc đáo hạn, chốt khi có tick sau đó.',
      'Mua lên: giá ra cao hơn giá vào là thắng; thấp hơn thì mất tiền cược.',
      'Mua xuống: giá ra thấp hơn giá vào là thắng; cao hơn thì mất tiền cược.',
      'Giá ra bằng giá vào là hòa: hoàn lại tiền cược.',
      'Không có tick trong 5 giây trước đáo hạn: lệnh vô hiệu, hoàn lại tiền cược.',
      'Khi thắng, bạn nhận lại tiền cược cộng tiền cược × tỷ lệ lợi nhuận.',
      'Mỗi lệnh được máy chủ thanh toán đúng một lần theo giá đã ghi nhận. Không ai có thể thay đổi kết quả.',
    ],
  },
  risk: {
    title: 'Cảnh báo rủi ro',
    paragraphs: [
      'Giao dịch theo thời gian cố định là dự đoán giá cao hơn hay thấp hơn khi hết kỳ hạn. Bạn có thể mất toàn bộ tiền cược.',
      'Lệnh được thanh toán theo giá máy chủ ghi nhận, theo quy tắc giao dịch. Giá trong quá khứ không cho biết giá trong tương lai.',
      'Chỉ giao dịch bằng số tiền bạn có thể chấp nhận mất.',
    ],
  },
  about: {
    title: 'Về Uptick',
    paragraphs: [
      'Uptick là ứng dụng di động để giao dịch lên/xuống theo thời gian cố định trên giá thị trường, kèm nạp và rút tiền.',
      'Mọi thay đổi số dư đều được ghi vào sổ cái và đối chiếu với số dư. Lệnh chỉ được thanh toán theo giá đã ghi nhận, theo quy tắc giao dịch được công bố, và mỗi lệnh đã thanh toán đều hiển thị giá vào và giá ra.',
    ],
  },
  privacy: {
    title: 'Quyền riêng tư',
    paragraphs: [
      'Chúng tôi chỉ lưu những gì cần để vận hành tài khoản của bạn: tên tài khoản, biệt danh và số điện thoại; các lệnh, khoản nạp, khoản rút và tài khoản rút tiền; và nếu bạn xác minh danh tính, họ tên, số giấy tờ, quốc tịch và ảnh giấy tờ, chỉ bạn và nhân viên vận hành của chúng tôi xem được.',
      'Mật khẩu chỉ được lưu dưới dạng băm có muối, mã đăng nhập cũng chỉ lưu dạng băm. Chúng tôi ghi lại địa chỉ bạn đăng nhập để chặn việc dò mật khẩu.',
      'Ứng dụng lưu trạng thái đăng nhập, ngôn ngữ và cài đặt trên thiết bị của bạn; "Xóa bộ nhớ đệm" trong Cài đặt sẽ xóa chúng.',
      'Để hỏi chúng tôi đang lưu gì về bạn, hoặc để đóng tài khoản, hãy liên hệ bộ phận chăm sóc khách hàng.',
    ],
  },
  info: {
    title: 'Thông tin nền tảng',
    paragraphs: [
      'Giá lấy từ nguồn dữ liệu thị trường. Khi là giá mô phỏng, ứng dụng ghi rõ bên cạnh giá.',
      'Thời gian hiển thị theo múi giờ của thiết bị; số liệu theo ngày như lãi/lỗ hôm nay tính theo ngày của nền tảng.',
      'Cần hỗ trợ về tài khoản, hãy liên hệ qua "Hỗ trợ trực tuyến" ở Trang chủ.',
    ],
  },
};
