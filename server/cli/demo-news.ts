import type { Language } from '../../src/core/languages.js';
import type { NewsText } from '../domain/news/news-admin.js';

/** Demo mode's news: three items in all ten languages, published days apart; one uses a list and bold, one a heading. */
export const demoNews: { daysAgo: number; texts: Record<Language, NewsText> }[] = [
  {
    daysAgo: 6,
    texts: {
      'zh-TW': { title: '歡迎使用 Uptick 示範', summary: '這裡的一切都使用示範資金和模擬行情。', body: '這是一台示範伺服器。餘額是**示範資金**，價格來自模擬器，並標示為模擬行情。\n\n試試看：\n\n- 以 demo001 登入\n- 打開一個產品，下一筆小額交易\n- 在持倉中查看倒數計時' },
      'zh-CN': { title: '欢迎使用 Uptick 演示', summary: '这里的一切都使用演示资金和模拟行情。', body: '这是一台演示服务器。余额是**演示资金**，价格来自模拟器，并标注为模拟行情。\n\n试试看：\n\n- 以 demo001 登录\n- 打开一个产品，下一笔小额交易\n- 在持仓中查看倒计时' },
      en: { title: 'Welcome to the Uptick demo', summary: 'Everything here uses demo funds and simulated prices.', body: 'This is a demonstration server. Balances are **demo funds**, and prices come from a simulator and are labelled as simulated.\n\nTry it:\n\n- Sign in as demo001\n- Open a product and place a small trade\n- Follow the countdown under Positions' },
      ja: { title: 'Uptick デモへようこそ', summary: 'ここではデモ資金とシミュレーション価格を使います。', body: 'これはデモ用のサーバーです。残高は**デモ資金**で、価格はシミュレーターから取得し、シミュレーション価格と表示されます。\n\n試してみましょう：\n\n- demo001でログイン\n- 商品を開いて少額の取引をする\n- ポジションでカウントダウンを確認する' },
      th: { title: 'ยินดีต้อนรับสู่ Uptick เดโม', summary: 'ทุกอย่างที่นี่ใช้เงินเดโมและราคาจำลอง', body: 'นี่คือเซิร์ฟเวอร์สาธิต ยอดเงินเป็น**เงินเดโม** และราคามาจากตัวจำลองซึ่งมีป้ายบอกไว้\n\nลองดู:\n\n- เข้าสู่ระบบด้วย demo001\n- เปิดผลิตภัณฑ์และส่งคำสั่งเล็กๆ\n- ดูการนับถอยหลังในสถานะที่ถืออยู่' },
      vi: { title: 'Chào mừng đến với bản demo Uptick', summary: 'Mọi thứ ở đây dùng tiền demo và giá mô phỏng.', body: 'Đây là máy chủ trình diễn. Số dư là **tiền demo**, giá lấy từ trình mô phỏng và được ghi rõ là giá mô phỏng.\n\nHãy thử:\n\n- Đăng nhập bằng demo001\n- Mở một sản phẩm và đặt một lệnh nhỏ\n- Theo dõi đồng hồ đếm ngược ở mục Vị thế' },
      id: { title: 'Selamat datang di demo Uptick', summary: 'Semua di sini memakai dana demo dan harga simulasi.', body: 'Ini adalah server demo. Saldo berupa **dana demo**, dan harga berasal dari simulator serta diberi label simulasi.\n\nCobalah:\n\n- Masuk sebagai demo001\n- Buka produk dan buat trading kecil\n- Ikuti hitung mundur di Posisi' },
      ko: { title: 'Uptick 데모에 오신 것을 환영합니다', summary: '여기서는 모두 데모 자금과 모의 시세를 사용합니다.', body: '이 서버는 시연용입니다. 잔액은 **데모 자금**이며, 가격은 시뮬레이터에서 오고 모의 시세로 표시됩니다.\n\n해 보세요:\n\n- demo001로 로그인\n- 상품을 열고 소액 거래하기\n- 포지션에서 카운트다운 보기' },
      fr: { title: 'Bienvenue dans la démo Uptick', summary: 'Tout ici utilise des fonds de démo et des prix simulés.', body: 'Ceci est un serveur de démonstration. Les soldes sont des **fonds de démo**, et les prix viennent d’un simulateur, signalé comme tel.\n\nEssayez :\n\n- Connectez-vous avec demo001\n- Ouvrez un produit et passez un petit ordre\n- Suivez le compte à rebours dans Positions' },
      de: { title: 'Willkommen in der Uptick-Demo', summary: 'Hier ist alles Demo-Guthaben mit simulierten Kursen.', body: 'Dies ist ein Demo-Server. Die Guthaben sind **Demo-Guthaben**, und die Kurse kommen aus einem Simulator und sind als simuliert gekennzeichnet.\n\nProbieren Sie es aus:\n\n- Melden Sie sich als demo001 an\n- Öffnen Sie ein Produkt und geben Sie eine kleine Order auf\n- Verfolgen Sie den Countdown unter Positionen' },
    },
  },
  {
    daysAgo: 3,
    texts: {
      'zh-TW': { title: '餘額寶每天計算收益', summary: '轉入後第二天起，每天都有收益。', body: '## 怎麼運作\n\n每日截止時間前轉入的資金，第二天開始計算收益。收益每天發放並計入本金，利滾利。\n\n詳情請看餘額寶的規則。' },
      'zh-CN': { title: '余额宝每天计算收益', summary: '转入后第二天起，每天都有收益。', body: '## 怎么运作\n\n每日截止时间前转入的资金，第二天开始计算收益。收益每天发放并计入本金，利滚利。\n\n详情请看余额宝的规则。' },
      en: { title: 'Flexible savings pay every day', summary: 'Money transferred in starts earning the next day.', body: '## How it works\n\nMoney transferred in before the daily cut-off starts earning the next day. Earnings are paid every day and compound.\n\nThe savings rules have the details.' },
      ja: { title: 'いつでも貯蓄は毎日収益が付きます', summary: '入金した翌日から収益が付きます。', body: '## しくみ\n\n毎日の締め切り時刻までに入金したお金は、翌日から収益が付きます。収益は毎日支払われ、複利で増えます。\n\n詳しくは貯蓄のルールをご覧ください。' },
      th: { title: 'เงินออมยืดหยุ่นได้ผลตอบแทนทุกวัน', summary: 'เงินที่โอนเข้าเริ่มได้ผลตอบแทนในวันถัดไป', body: '## ทำงานอย่างไร\n\nเงินที่โอนเข้าก่อนเวลาตัดรอบของแต่ละวันจะเริ่มได้ผลตอบแทนในวันถัดไป ผลตอบแทนจ่ายทุกวันและทบต้น\n\nดูรายละเอียดได้ในกฎของเงินออม' },
      vi: { title: 'Tiết kiệm linh hoạt sinh lời mỗi ngày', summary: 'Tiền chuyển vào bắt đầu sinh lời từ ngày hôm sau.', body: '## Cách hoạt động\n\nTiền chuyển vào trước giờ chốt mỗi ngày bắt đầu sinh lời từ ngày hôm sau. Tiền lãi được trả mỗi ngày và cộng dồn.\n\nXem chi tiết trong quy tắc tiết kiệm.' },
      id: { title: 'Tabungan Fleksibel memberi imbal hasil setiap hari', summary: 'Dana yang dipindahkan masuk mulai menghasilkan keesokan harinya.', body: '## Cara kerjanya\n\nDana yang dipindahkan masuk sebelum batas waktu harian mulai menghasilkan keesokan harinya. Imbal hasil dibayar setiap hari dan berbunga majemuk.\n\nRinciannya ada di aturan tabungan.' },
      ko: { title: '자유 저축은 매일 수익이 붙습니다', summary: '입금한 다음 날부터 수익이 붙습니다.', body: '## 이렇게 됩니다\n\n매일 마감 시각 전에 입금한 돈은 다음 날부터 수익이 붙습니다. 수익은 매일 지급되고 복리로 불어납니다.\n\n자세한 내용은 저축 규칙을 보세요.' },
      fr: { title: 'L’Épargne flexible rapporte chaque jour', summary: 'L’argent versé commence à rapporter dès le lendemain.', body: '## Comment ça marche\n\nL’argent versé avant l’heure limite du jour commence à rapporter dès le lendemain. Les gains sont versés chaque jour et se capitalisent.\n\nLes règles de l’épargne donnent le détail.' },
      de: { title: 'Flexsparen bringt jeden Tag Zinsen', summary: 'Angelegtes Geld verzinst sich ab dem nächsten Tag.', body: '## So funktioniert es\n\nGeld, das Sie vor dem täglichen Stichzeitpunkt anlegen, verzinst sich ab dem nächsten Tag. Die Zinsen werden täglich gutgeschrieben und mitverzinst.\n\nDie Einzelheiten stehen in den Sparregeln.' },
    },
  },
  {
    daysAgo: 1,
    texts: {
      'zh-TW': { title: '每筆結果都能自己核對', summary: '每筆已結算的交易都保存決定結果的價格。', body: '在訂單紀錄中打開一筆已結算的訂單，就能看到開倉價、結算價以及前後的報價。\n\n結果依公開的交易規則決定，您可以自己核對。' },
      'zh-CN': { title: '每笔结果都能自己核对', summary: '每笔已结算的交易都保存决定结果的价格。', body: '在订单记录中打开一笔已结算的订单，就能看到开仓价、结算价以及前后的报价。\n\n结果依公开的交易规则决定，您可以自己核对。' },
      en: { title: 'Check any result yourself', summary: 'Every settled trade keeps the prices that decided it.', body: 'Open a settled order in your orders to see its entry and exit prices and the prices around them.\n\nThe result follows the published trading rules, so you can check it yourself.' },
      ja: { title: '結果はご自身で確かめられます', summary: '決済済みの取引には、結果を決めた価格が残ります。', body: '注文履歴で決済済みの注文を開くと、エントリー価格と判定価格、その前後の価格が見られます。\n\n結果は公開された取引ルールに従うので、ご自身で確かめられます。' },
      th: { title: 'ตรวจสอบผลลัพธ์ได้ด้วยตัวเอง', summary: 'ทุกคำสั่งที่สรุปผลแล้วเก็บราคาที่ตัดสินผลไว้', body: 'เปิดคำสั่งที่สรุปผลแล้วในรายการคำสั่ง เพื่อดูราคาเข้า ราคาปิด และราคาก่อนหลัง\n\nผลลัพธ์เป็นไปตามกฎการซื้อขายที่เผยแพร่ คุณจึงตรวจสอบเองได้' },
      vi: { title: 'Tự kiểm tra mọi kết quả', summary: 'Mỗi lệnh đã tất toán lưu lại các mức giá quyết định kết quả.', body: 'Mở một lệnh đã tất toán trong danh sách lệnh để xem giá vào lệnh, giá đóng lệnh và các mức giá xung quanh.\n\nKết quả theo quy tắc giao dịch được công bố, nên bạn có thể tự kiểm tra.' },
      id: { title: 'Periksa sendiri setiap hasil', summary: 'Setiap order yang selesai menyimpan harga yang menentukan hasilnya.', body: 'Buka order yang sudah selesai di daftar order untuk melihat harga masuk, harga keluar, dan harga di sekitarnya.\n\nHasilnya mengikuti aturan trading yang dipublikasikan, jadi Anda bisa memeriksanya sendiri.' },
      ko: { title: '모든 결과를 직접 확인하세요', summary: '정산된 거래마다 결과를 정한 가격이 남습니다.', body: '주문 내역에서 정산된 주문을 열면 진입가와 청산가, 그 전후의 가격을 볼 수 있습니다.\n\n결과는 공개된 거래 규칙을 따르므로 직접 확인할 수 있습니다.' },
      fr: { title: 'Vérifiez vous-même chaque résultat', summary: 'Chaque ordre réglé garde les prix qui ont décidé du résultat.', body: 'Ouvrez un ordre réglé dans vos ordres pour voir ses prix d’entrée et de sortie et les prix autour.\n\nLe résultat suit les règles de trading publiées : vous pouvez le vérifier vous-même.' },
      de: { title: 'Jedes Ergebnis selbst prüfen', summary: 'Jede abgerechnete Order behält die Kurse, die sie entschieden haben.', body: 'Öffnen Sie eine abgerechnete Order in Ihren Orders, um Ein- und Ausstiegskurs und die Kurse davor und danach zu sehen.\n\nDas Ergebnis folgt den veröffentlichten Handelsregeln, Sie können es also selbst prüfen.' },
    },
  },
];
