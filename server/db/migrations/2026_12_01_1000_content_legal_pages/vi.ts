/** Vietnamese texts of 2026_12_01_1000_content_legal_pages; frozen with it. `{{operator…}}` is filled from OPERATOR_* when served. */
export const pages = {
  about: {
    title: 'Về chúng tôi',
    paragraphs: [
      'Uptick do {{operatorName}}, {{operatorAddress}}, vận hành. Đây là ứng dụng di động để dự đoán giá thị trường tăng hay giảm trong một thời gian cố định, kèm tiết kiệm linh hoạt, nạp và rút tiền, bằng mười ngôn ngữ.',
      'Mọi thay đổi số dư đều được ghi vào sổ cái và đối chiếu với số dư. Lệnh chỉ được tất toán theo giá đã ghi nhận, theo quy tắc giao dịch được công bố, và mỗi lệnh đã tất toán đều hiển thị các mức giá quyết định kết quả. Không ai, kể cả nhân viên của chúng tôi, có thể chọn kết quả.',
      'Một giao dịch có thể mất toàn bộ tiền vào lệnh. Hãy đọc cảnh báo rủi ro và quy tắc giao dịch trong Trung tâm trợ giúp trước khi giao dịch.',
      'Liên hệ: {{operatorEmail}}.',
    ],
  },
  privacy: {
    title: 'Chính sách quyền riêng tư',
    paragraphs: [
      'Chính sách này cho biết {{operatorName}} (“chúng tôi”), {{operatorAddress}}, lưu những gì về bạn khi bạn dùng Uptick, vì sao, ở đâu, trong bao lâu, và còn ai xem được. Câu hỏi và yêu cầu: {{operatorEmail}}.',
      '1. Dữ liệu chúng tôi thu thập. Tài khoản: tên tài khoản, biệt danh, số điện thoại, mã giới thiệu bạn dùng khi đăng ký, cùng phiên bản điều khoản và chính sách này mà bạn đã chấp nhận và thời điểm chấp nhận. Tiền và giao dịch: lệnh, khoản nạp, khoản rút, chuyển vào và rút ra tiết kiệm, và tài khoản rút tiền bạn liên kết (tên chủ tài khoản, ngân hàng và số tài khoản, hoặc địa chỉ ví). Nếu bạn xác minh danh tính: họ tên, số giấy tờ, quốc tịch và ảnh hai mặt giấy tờ.',
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
  info: {
    title: 'Thông tin nền tảng',
    paragraphs: [
      'Uptick do {{operatorName}}, {{operatorAddress}}, vận hành theo pháp luật của {{operatorJurisdiction}}. Email: {{operatorEmail}}.',
      'Giá lấy từ nguồn dữ liệu thị trường. Khi là giá mô phỏng, ứng dụng ghi rõ bên cạnh giá.',
      'Thời gian hiển thị theo múi giờ của thiết bị; số liệu theo ngày như lãi/lỗ hôm nay tính theo ngày của nền tảng.',
      'Cần hỗ trợ về tài khoản, hãy viết cho {{operatorEmail}} hoặc liên hệ qua "Hỗ trợ" ở Trang chủ.',
    ],
  },
  terms: {
    title: 'Điều khoản sử dụng',
    paragraphs: [
      'Các điều khoản này là thỏa thuận giữa bạn và {{operatorName}}, {{operatorAddress}}, đơn vị vận hành Uptick. Khi mở tài khoản, bạn chấp nhận các điều khoản này và chính sách quyền riêng tư.',
      '1. Tài khoản. Bạn phải là người thành niên được phép giao kết hợp đồng và giao dịch sản phẩm thời hạn cố định tại nơi bạn sống. Mỗi người một tài khoản. Hãy giữ bí mật mật khẩu đăng nhập và mật khẩu giao dịch: lệnh và khoản rút thực hiện bằng chúng được coi là của bạn.',
      '2. Giao dịch. Một giao dịch có thể mất toàn bộ tiền vào lệnh. Máy chủ tất toán lệnh theo giá đã ghi nhận và quy tắc giao dịch được công bố; lệnh đã được nhận không thể hủy. Trước lệnh đầu tiên, bạn cần chấp nhận cảnh báo rủi ro.',
      '3. Tiền. Khoản nạp được cộng khi việc chuyển tiền được xác nhận. Khoản rút được chuyển, sau khi xét duyệt, đến tài khoản bạn đã liên kết, trừ phí rút tiền hiển thị trước khi bạn xác nhận. Tiết kiệm sinh lời theo lãi suất công bố từ ngày hiển thị khi bạn chuyển vào.',
      '4. Điều bị cấm. Mạo danh, dùng tài khoản hoặc phương thức chuyển tiền của người khác, rửa tiền, tấn công dịch vụ và lạm dụng bộ phận chăm sóc khách hàng. Chúng tôi có thể từ chối hoặc hoàn tác các yêu cầu đó và tạm khóa hoặc đóng tài khoản; số tiền hợp pháp thuộc về bạn sẽ được trả cho bạn.',
      '5. Thay đổi và đóng tài khoản. Chúng tôi công bố thay đổi điều khoản trong ứng dụng. Bạn có thể đóng tài khoản bất cứ lúc nào qua bộ phận chăm sóc khách hàng khi không còn lệnh hay khoản rút nào đang mở.',
      '6. Luật áp dụng và tranh chấp. Các điều khoản này tuân theo pháp luật của {{operatorJurisdiction}}. Vui lòng liên hệ chúng tôi trước qua {{operatorEmail}}. Tranh chấp không tự giải quyết được sẽ do tòa án có thẩm quyền tại địa chỉ đăng ký của chúng tôi xét xử, trừ khi pháp luật nước bạn cho phép bạn khởi kiện tại tòa án nơi bạn sống.',
    ],
  },
  highlights: {
    title: 'Điểm nổi bật',
    paragraphs: [
      'Mỗi lệnh đã tất toán hiển thị các mức giá đã ghi nhận quyết định kết quả, để bạn tự kiểm tra.',
      'Từng đồng đều đi qua sổ cái kép được đối chiếu với số dư.',
      'Rút tiền về tài khoản bạn đã liên kết, phí hiển thị trước khi xác nhận.',
      'Mười ngôn ngữ, làm cho mạng chậm và điện thoại giá rẻ.',
    ],
  },
};
