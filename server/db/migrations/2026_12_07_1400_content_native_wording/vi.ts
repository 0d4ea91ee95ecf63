/** Vietnamese texts of 2026_12_07_1400_content_native_wording: only the pages it rewrites; frozen with it. */
export const pages = {
  help: {
    title: 'Cách giao dịch',
    paragraphs: [
      'Chọn một sản phẩm ở Trang chủ hoặc Sản phẩm. Màn hình sản phẩm hiển thị giá trực tiếp, giá trong một giờ qua và bảng giao dịch.',
      'Chọn kỳ hạn. Mỗi kỳ hạn ghi rõ tỷ lệ lợi nhuận: phần một lệnh thắng nhận thêm ngoài tiền vào lệnh.',
      'Nhập tiền vào lệnh trong khoảng hiển thị dưới ô nhập, rồi chạm "Tăng" nếu bạn cho rằng giá sẽ cao hơn khi hết kỳ hạn, hoặc "Giảm" nếu cho rằng giá sẽ thấp hơn. Kiểm tra tóm tắt và xác nhận. Trước lệnh đầu tiên, bạn cần đọc và chấp nhận cảnh báo rủi ro.',
      'Khi lệnh đang mở, tiền vào lệnh được giữ lại từ số dư khả dụng; thời gian còn lại xem ở "Vị thế". Khi hết kỳ hạn, máy chủ tất toán lệnh theo quy tắc giao dịch: thắng được hoàn tiền vào lệnh cộng tiền vào lệnh × tỷ lệ lợi nhuận, thua mất toàn bộ tiền vào lệnh, hòa hoặc bị hủy được hoàn tiền vào lệnh. Mỗi lệnh đã tất toán đều hiển thị các mức giá quyết định kết quả.',
      'Nạp tiền: mở Nạp tiền, chọn phương thức nạp tiền, nhập số tiền rồi chuyển khoản theo thông tin hiển thị, ghi kèm mã tham chiếu. Tiền được cộng vào số dư khi khoản chuyển được xác nhận.',
      'Rút tiền: liên kết tài khoản rút tiền (tài khoản ngân hàng hoặc ví tiền mã hóa), rồi nhập số tiền và mật khẩu giao dịch. Bạn có thể đổi tài khoản này ở mục Tài khoản rút tiền; sau khi đổi, việc rút tiền tạm dừng một thời gian để bảo đảm an toàn, và thời điểm mở lại hiển thị trên màn hình và trong thông báo. Phí rút tiền hiển thị trước khi xác nhận. Trong lúc xét duyệt, số tiền và phí được giữ lại; nếu rút thất bại, chúng trở về số dư khả dụng. Nhập sai mật khẩu giao dịch 5 lần liên tiếp sẽ khóa rút tiền 15 phút.',
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
      'Khi thắng, bạn nhận lại tiền vào lệnh cộng tiền vào lệnh × tỷ lệ lợi nhuận. Tiền thắng được làm tròn xuống đến cent.',
      'Mỗi lệnh được máy chủ tất toán đúng một lần theo giá đã ghi nhận. Không ai có thể thay đổi kết quả.',
    ],
  },
  risk: {
    title: 'Cảnh báo rủi ro',
    paragraphs: [
      'Giao dịch theo thời gian cố định là dự đoán giá sẽ cao hơn hay thấp hơn khi hết kỳ hạn.',
      'Khi dự đoán đúng, bạn nhận thêm tỷ lệ lợi nhuận của kỳ hạn đã chọn (75–90%) ngoài tiền vào lệnh. Khi dự đoán sai, bạn mất toàn bộ tiền vào lệnh, không chỉ một phần. Vì tiền thắng nhỏ hơn số tiền thua, bạn phải dự đoán đúng hơn một nửa số lần mới hòa vốn.',
      'Tiền thắng được làm tròn xuống đến cent.',
      'Khi ứng dụng hiển thị "Giá mô phỏng", giá đến từ trình mô phỏng, không phải từ thị trường thật.',
      'Lệnh được tất toán theo giá máy chủ đã ghi nhận, theo quy tắc giao dịch. Giá trong quá khứ không cho biết giá tương lai. Chỉ giao dịch bằng số tiền bạn có thể chấp nhận mất.',
    ],
  },
  privacy: {
    title: 'Chính sách quyền riêng tư',
    paragraphs: [
      'Chính sách này cho biết {{operatorName}} (“chúng tôi”), {{operatorAddress}}, lưu những gì về bạn khi bạn dùng Uptick, vì sao, ở đâu, trong bao lâu, và còn ai xem được. Câu hỏi và yêu cầu: {{operatorEmail}}.',
      '1. Dữ liệu chúng tôi thu thập. Tài khoản: tên tài khoản, biệt danh, số điện thoại, mã giới thiệu bạn dùng khi đăng ký, cùng phiên bản điều khoản và chính sách này mà bạn đã chấp nhận và thời điểm chấp nhận. Tiền và giao dịch: lệnh, khoản nạp, khoản rút, chuyển vào và chuyển ra tiết kiệm, và tài khoản rút tiền bạn liên kết (tên chủ tài khoản, ngân hàng và số tài khoản, hoặc địa chỉ ví). Nếu bạn xác minh danh tính: họ tên, số giấy tờ, quốc tịch và ảnh hai mặt giấy tờ.',
      '2. Thông tin thiết bị và địa chỉ IP. Nhật ký máy chủ ghi địa chỉ IP và đường dẫn của mỗi yêu cầu. Địa chỉ gửi mật khẩu sai được đếm tối đa một ngày để chặn việc dò mật khẩu. Mỗi thiết bị bạn đăng nhập giữ một mã ngẫu nhiên, chúng tôi chỉ lưu dạng băm của mã đó, để việc dò từ nơi khác không khóa được bạn. Chúng tôi không thu thập vị trí, danh bạ hay dữ liệu của ứng dụng khác.',
      '3. Ngôn ngữ của bạn. Ngôn ngữ bạn chọn được lưu trên thiết bị và gửi kèm khi yêu cầu các văn bản như trang này, để chúng hiển thị bằng ngôn ngữ đó. Ngôn ngữ không được lưu cùng tài khoản.',
      '4. Mục đích. Chúng tôi dùng dữ liệu này để vận hành tài khoản, thực hiện lệnh, khoản nạp và khoản rút, xác minh danh tính khi pháp luật yêu cầu, ngăn gian lận và lạm dụng, và trả lời bạn. Chúng tôi không bán dữ liệu và không dùng cho quảng cáo.',
      '5. Nơi lưu và thời hạn. Dữ liệu của bạn được lưu trong cơ sở dữ liệu của hệ thống Uptick do {{operatorName}} vận hành, theo pháp luật của {{operatorJurisdiction}}. Mật khẩu chỉ được lưu dưới dạng băm có muối. Hồ sơ tài khoản, giao dịch và tiền được giữ khi tài khoản còn tồn tại, và sau đó trong thời hạn pháp luật yêu cầu lưu hồ sơ tài chính. Phiên đăng nhập hết hạn sau 30 ngày, phiếu đăng ký sau 15 phút. Nhật ký máy chủ chỉ được giữ trong thời gian cần cho bảo mật và xử lý sự cố. Trên thiết bị, "Xóa bộ nhớ đệm" trong Cài đặt sẽ xóa trạng thái đăng nhập, ngôn ngữ và cài đặt.',
      '6. Bên thứ ba. Chúng tôi chỉ chia sẻ dữ liệu khi cần: với ngân hàng và đơn vị thanh toán để thực hiện việc nạp và rút tiền, với cơ quan nhà nước khi pháp luật buộc, và với nhà cung cấp dịch vụ lưu trữ hoặc vận hành Uptick cho chúng tôi theo chỉ dẫn của chúng tôi. Ngoài ra không ai nhận được. Ảnh giấy tờ chỉ bạn và nhân viên vận hành của chúng tôi xem được.',
      '7. Nội dung và hành vi bị cấm. Bạn không được tải lên giấy tờ giả hoặc của người khác, dùng tài khoản, tài khoản ngân hàng hay phương thức chuyển tiền của người khác, rửa tiền, thao túng hoặc tấn công dịch vụ, hay gửi nội dung trái pháp luật, lăng mạ hoặc gây hiểu lầm cho bộ phận chăm sóc khách hàng. Chúng tôi có thể từ chối hoặc hoàn tác các yêu cầu liên quan, tạm khóa hoặc đóng tài khoản, và báo cáo khi pháp luật yêu cầu. Tạm khóa tài khoản không lấy đi tiền của bạn: số tiền hợp pháp thuộc về bạn sẽ được trả cho bạn.',
      '8. Quyền của bạn. Bạn có thể hỏi chúng tôi đang lưu gì về bạn, yêu cầu sửa, hoặc yêu cầu đóng tài khoản: hãy viết cho {{operatorEmail}} hoặc liên hệ bộ phận chăm sóc khách hàng. Hồ sơ mà pháp luật buộc chúng tôi lưu sẽ được giữ đến khi nghĩa vụ đó kết thúc.',
      '9. Tranh chấp. Chính sách này tuân theo pháp luật của {{operatorJurisdiction}}. Vui lòng liên hệ chúng tôi trước qua {{operatorEmail}}. Tranh chấp không tự giải quyết được sẽ do tòa án có thẩm quyền tại địa chỉ đăng ký của chúng tôi xét xử, trừ khi pháp luật nước bạn cho phép bạn khởi kiện tại tòa án nơi bạn sống.',
      '10. Thay đổi. Chúng tôi công bố các thay đổi của chính sách này tại đây. Phiên bản bạn đã chấp nhận được ghi cùng tài khoản của bạn.',
    ],
  },
  highlights: {
    title: 'Điểm nổi bật',
    paragraphs: [
      'Mỗi lệnh đã tất toán hiển thị các mức giá đã ghi nhận quyết định kết quả, để bạn tự kiểm tra.',
      'Từng đồng đều đi qua sổ cái kép được đối chiếu với số dư.',
      'Rút tiền về tài khoản bạn đã liên kết, phí hiển thị trước khi xác nhận.',
      'Mười ngôn ngữ, được thiết kế cho mạng chậm và điện thoại giá rẻ.',
    ],
  },
};
