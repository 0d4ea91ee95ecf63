import type { Kysely } from 'kysely';

// Help described the withdrawal account as bound once and changed through customer service (en, de, th, zh-TW); the
// app has Change on the Withdrawal account screen, then a security pause whose end the screen and the inbox name.
// Help now says so, and how a deposit is paid by its kind (a bank transfer quotes the payment reference, a crypto
// transfer can't carry one) and where each decision shows. zh-TW also: the reference is 轉帳備註碼, the risk notice
// predicts rather than guesses (猜對), daily figures are 損益, and the app is "App". A page changes only while it holds
// the text the migrations before this one left, so an operator's own edit is kept; down() puts back only what this
// migration wrote. Frozen with its texts.
type Rewrite = { lang: string; slug: string; before: string; after: string };

const rewrites: Rewrite[] = [
  {
    lang: 'en',
    slug: 'help',
    before: 'Pick a product on Home or Products. Its screen shows the live price, the last hour of prices and the trading panel.\n\nChoose a period. Each period shows its payout rate: what a winning order earns on top of its stake.\n\nEnter a stake within the range shown under the field, then tap Rise if you expect the price to be higher when the period ends, or Fall if you expect it to be lower. Check the summary and confirm. Before your first order you are asked to read and accept the risk notice.\n\nYour stake is held from your available balance while the order is open; the countdown is under Positions. When the period ends the server settles the order by the trading rules: a win pays back the stake plus stake × payout rate, a loss keeps the whole stake, and a draw or a void order returns it. Every settled order shows the prices that decided it.\n\nDeposits: open Deposit, choose a payment method, enter the amount, and pay using the details and the reference shown. The amount is credited once the payment is confirmed.\n\nWithdrawals: link a withdrawal account once (changes go through customer service), then enter the amount and your transaction password. The fee is shown before you confirm. The amount and fee are held while the withdrawal is under review; if it fails, they return to your available balance. Five wrong transaction passwords lock withdrawals for 15 minutes.',
    after: 'Pick a product on Home or Products. Its screen shows the live price, the last hour of prices and the trading panel.\n\nChoose a period. Each period shows its payout rate: what a winning order earns on top of its stake.\n\nEnter a stake within the range shown under the field, then tap Rise if you expect the price to be higher when the period ends, or Fall if you expect it to be lower. Check the summary and confirm. Before your first order you are asked to read and accept the risk notice.\n\nYour stake is held from your available balance while the order is open; the countdown is under Positions. When the period ends the server settles the order by the trading rules: a win pays back the stake plus stake × payout rate, a loss keeps the whole stake, and a draw or a void order returns it. Every settled order shows the prices that decided it.\n\nDeposits: open Deposit, choose a payment method and enter the amount, then pay using the details shown. For a bank transfer, add the payment reference to the transfer; for crypto, send only on the network shown. The amount is credited once an operator confirms the payment; Deposit history shows each decision, and your inbox tells you too.\n\nWithdrawals: link a withdrawal account (a bank account or a crypto wallet), then enter the amount and your transaction password. You can change the account under Withdrawal account; after a change, withdrawals pause for a while for your security, and the screen and your inbox say when they resume. The fee is shown before you confirm. The amount and fee are held while the withdrawal is under review; if it fails, they return to your available balance. Five wrong transaction passwords lock withdrawals for 15 minutes.',
  },
  {
    lang: 'de',
    slug: 'help',
    before: 'Wählen Sie auf Start oder unter Produkte ein Produkt. Seine Seite zeigt den aktuellen Kurs, die Kurse der letzten Stunde und das Handelsfeld.\n\nWählen Sie eine Laufzeit. Jede Laufzeit zeigt ihre Rendite: was eine gewonnene Order zusätzlich zum Einsatz erhält.\n\nGeben Sie einen Einsatz innerhalb der Spanne unter dem Feld ein und tippen Sie auf „Steigt“, wenn Sie am Ende der Laufzeit einen höheren Kurs erwarten, oder auf „Fällt“, wenn Sie einen niedrigeren erwarten. Prüfen Sie die Zusammenfassung und bestätigen Sie. Vor Ihrer ersten Order lesen und akzeptieren Sie den Risikohinweis.\n\nSolange die Order offen ist, wird der Einsatz von Ihrem verfügbaren Guthaben zurückgehalten; die verbleibende Zeit sehen Sie unter Positionen. Am Ende der Laufzeit rechnet der Server nach den Handelsregeln ab: Ein Gewinn zahlt den Einsatz plus Einsatz × Rendite aus, bei einem Verlust ist der ganze Einsatz verloren, bei Unentschieden oder einer ungültigen Order wird er erstattet. Jede abgerechnete Order zeigt die Kurse, die sie entschieden haben.\n\nEinzahlen: Öffnen Sie Einzahlen, wählen Sie eine Zahlungsart, geben Sie den Betrag ein und zahlen Sie mit den angezeigten Angaben und der Referenz. Der Betrag wird gutgeschrieben, sobald die Zahlung bestätigt ist.\n\nAuszahlen: Hinterlegen Sie einmal ein Bankkonto als Auszahlungskonto (Änderungen über den Kundenservice) und geben Sie dann Betrag und Transaktionspasswort ein. Die Gebühr wird vor der Bestätigung angezeigt. Während der Prüfung werden Betrag und Gebühr zurückgehalten; scheitert die Auszahlung, gehen sie an Ihr verfügbares Guthaben zurück. Fünf falsche Transaktionspasswörter sperren Auszahlungen für 15 Minuten.',
    after: 'Wählen Sie auf Start oder unter Produkte ein Produkt. Seine Seite zeigt den aktuellen Kurs, die Kurse der letzten Stunde und das Handelsfeld.\n\nWählen Sie eine Laufzeit. Jede Laufzeit zeigt ihre Rendite: was eine gewonnene Order zusätzlich zum Einsatz erhält.\n\nGeben Sie einen Einsatz innerhalb der Spanne unter dem Feld ein und tippen Sie auf „Steigt“, wenn Sie am Ende der Laufzeit einen höheren Kurs erwarten, oder auf „Fällt“, wenn Sie einen niedrigeren erwarten. Prüfen Sie die Zusammenfassung und bestätigen Sie. Vor Ihrer ersten Order lesen und akzeptieren Sie den Risikohinweis.\n\nSolange die Order offen ist, wird der Einsatz von Ihrem verfügbaren Guthaben zurückgehalten; die verbleibende Zeit sehen Sie unter Positionen. Am Ende der Laufzeit rechnet der Server nach den Handelsregeln ab: Ein Gewinn zahlt den Einsatz plus Einsatz × Rendite aus, bei einem Verlust ist der ganze Einsatz verloren, bei Unentschieden oder einer ungültigen Order wird er erstattet. Jede abgerechnete Order zeigt die Kurse, die sie entschieden haben.\n\nEinzahlen: Öffnen Sie Einzahlen, wählen Sie eine Zahlungsart, geben Sie den Betrag ein und zahlen Sie mit den angezeigten Angaben. Bei einer Banküberweisung geben Sie den angezeigten Verwendungszweck an; Krypto senden Sie nur über das angezeigte Netzwerk. Der Betrag wird gutgeschrieben, sobald die Zahlung bestätigt ist; unter Einzahlungen und in Ihrem Postfach sehen Sie jede Entscheidung.\n\nAuszahlen: Hinterlegen Sie ein Auszahlungskonto (ein Bankkonto oder eine Krypto-Wallet) und geben Sie dann Betrag und Transaktionspasswort ein. Unter Auszahlungskonto können Sie es ändern; nach einer Änderung pausieren Auszahlungen zu Ihrer Sicherheit eine Zeit lang, und die Seite und Ihr Postfach nennen, wann sie wieder möglich sind. Die Gebühr wird vor der Bestätigung angezeigt. Während der Prüfung werden Betrag und Gebühr zurückgehalten; scheitert die Auszahlung, gehen sie an Ihr verfügbares Guthaben zurück. Fünf falsche Transaktionspasswörter sperren Auszahlungen für 15 Minuten.',
  },
  {
    lang: 'th',
    slug: 'help',
    before: 'เลือกผลิตภัณฑ์จากหน้าแรกหรือหน้าผลิตภัณฑ์ หน้าของผลิตภัณฑ์จะแสดงราคาล่าสุด ราคาย้อนหลังหนึ่งชั่วโมง และแผงซื้อขาย\n\nเลือกระยะเวลา แต่ละระยะเวลาแสดงอัตราผลตอบแทน คือส่วนที่คำสั่งที่ชนะได้รับเพิ่มจากเงินลงทุน\n\nใส่เงินลงทุนในช่วงที่แสดงใต้ช่องกรอก แล้วแตะ "ขึ้น" หากคาดว่าราคาจะสูงขึ้นเมื่อครบระยะเวลา หรือ "ลง" หากคาดว่าจะต่ำลง ตรวจสอบสรุปแล้วยืนยัน ก่อนคำสั่งแรก คุณต้องอ่านและยอมรับคำเตือนความเสี่ยง\n\nระหว่างที่คำสั่งเปิดอยู่ เงินลงทุนจะถูกกันไว้จากยอดที่ใช้ได้ ดูเวลาที่เหลือได้ที่ "สถานะที่ถือ" เมื่อครบระยะเวลา เซิร์ฟเวอร์จะสรุปผลตามกฎการซื้อขาย: ชนะจะได้เงินลงทุนคืนพร้อมเงินลงทุน × อัตราผลตอบแทน แพ้จะเสียเงินลงทุนทั้งหมด เสมอหรือเป็นโมฆะจะได้เงินลงทุนคืน ทุกคำสั่งที่สรุปผลแล้วแสดงราคาที่ตัดสินผล\n\nฝากเงิน: เปิดหน้าฝากเงิน เลือกช่องทางชำระเงิน ใส่จำนวนเงิน แล้วโอนตามรายละเอียดและรหัสอ้างอิงที่แสดง ยอดเงินจะเข้าบัญชีเมื่อยืนยันการชำระแล้ว\n\nถอนเงิน: ผูกบัญชีธนาคารสำหรับถอนเงินครั้งเดียว (เปลี่ยนได้ผ่านฝ่ายบริการลูกค้า) แล้วใส่จำนวนเงินและรหัสผ่านธุรกรรม ค่าธรรมเนียมจะแสดงก่อนยืนยัน ระหว่างตรวจสอบ จำนวนเงินและค่าธรรมเนียมจะถูกกันไว้ หากถอนไม่สำเร็จจะคืนเข้ายอดที่ใช้ได้ ใส่รหัสผ่านธุรกรรมผิด 5 ครั้งติดกัน การถอนเงินจะถูกล็อก 15 นาที',
    after: 'เลือกผลิตภัณฑ์จากหน้าแรกหรือหน้าผลิตภัณฑ์ หน้าของผลิตภัณฑ์จะแสดงราคาล่าสุด ราคาย้อนหลังหนึ่งชั่วโมง และแผงซื้อขาย\n\nเลือกระยะเวลา แต่ละระยะเวลาแสดงอัตราผลตอบแทน คือส่วนที่คำสั่งที่ชนะได้รับเพิ่มจากเงินลงทุน\n\nใส่เงินลงทุนในช่วงที่แสดงใต้ช่องกรอก แล้วแตะ "ขึ้น" หากคาดว่าราคาจะสูงขึ้นเมื่อครบระยะเวลา หรือ "ลง" หากคาดว่าจะต่ำลง ตรวจสอบสรุปแล้วยืนยัน ก่อนคำสั่งแรก คุณต้องอ่านและยอมรับคำเตือนความเสี่ยง\n\nระหว่างที่คำสั่งเปิดอยู่ เงินลงทุนจะถูกกันไว้จากยอดที่ใช้ได้ ดูเวลาที่เหลือได้ที่ "สถานะที่ถือ" เมื่อครบระยะเวลา เซิร์ฟเวอร์จะสรุปผลตามกฎการซื้อขาย: ชนะจะได้เงินลงทุนคืนพร้อมเงินลงทุน × อัตราผลตอบแทน แพ้จะเสียเงินลงทุนทั้งหมด เสมอหรือเป็นโมฆะจะได้เงินลงทุนคืน ทุกคำสั่งที่สรุปผลแล้วแสดงราคาที่ตัดสินผล\n\nฝากเงิน: เปิดหน้าฝากเงิน เลือกช่องทางชำระเงิน ใส่จำนวนเงิน แล้วชำระตามรายละเอียดที่แสดง หากโอนผ่านธนาคาร ให้ใส่รหัสอ้างอิงสำหรับการโอนในรายการโอน หากเป็นคริปโต ให้โอนผ่านเครือข่ายที่แสดงเท่านั้น ยอดเงินจะเข้าบัญชีเมื่อเจ้าหน้าที่ยืนยันการชำระแล้ว ดูผลของแต่ละรายการได้ที่ประวัติการฝากเงินและในข้อความจากระบบ\n\nถอนเงิน: ผูกบัญชีถอนเงิน (บัญชีธนาคารหรือวอลเล็ตคริปโต) แล้วใส่จำนวนเงินและรหัสผ่านธุรกรรม เปลี่ยนบัญชีได้ที่หน้าบัญชีถอนเงิน หลังเปลี่ยน การถอนเงินจะหยุดชั่วคราวเพื่อความปลอดภัย และหน้าจอกับข้อความจากระบบจะแจ้งเวลาที่ถอนได้อีกครั้ง ค่าธรรมเนียมจะแสดงก่อนยืนยัน ระหว่างตรวจสอบ จำนวนเงินและค่าธรรมเนียมจะถูกกันไว้ หากถอนไม่สำเร็จจะคืนเข้ายอดที่ใช้ได้ ใส่รหัสผ่านธุรกรรมผิด 5 ครั้งติดกัน การถอนเงินจะถูกล็อก 15 นาที',
  },
  {
    lang: 'zh-TW',
    slug: 'help',
    before: '在首頁或產品頁選擇一個產品。產品頁顯示即時價格、最近一小時的走勢和交易面板。\n\n選擇週期。每個週期都標明收益率：獲利的訂單在本金之外另得的比例。\n\n在欄位下方顯示的範圍內輸入本金。預期週期結束時價格更高就點「看漲」，預期更低就點「看跌」。核對摘要後確認。第一筆訂單前，需要閱讀並接受風險提示。\n\n訂單持倉期間，本金從可用餘額中凍結；倒數計時在「持倉」中查看。週期結束時，伺服器按交易規則結算：獲利返還本金另加本金 × 收益率，虧損則損失全部本金，平局或作廢則退回本金。每筆已結算訂單都顯示決定結果的報價。\n\n儲值：打開儲值頁，選擇付款方式，輸入金額，按顯示的資料和參考碼付款。款項確認後即入帳。\n\n提領：先綁定提領帳戶（只能綁定一次，變更請聯絡客服），再輸入金額和交易密碼。確認前會顯示手續費。審核期間金額和手續費被凍結；提領失敗則退回可用餘額。交易密碼連續輸錯五次，提領鎖定 15 分鐘。',
    after: '在首頁或產品頁選擇一個產品。產品頁顯示即時價格、最近一小時的走勢和交易面板。\n\n選擇週期。每個週期都標明收益率：獲利的訂單在本金之外另得的比例。\n\n在欄位下方顯示的範圍內輸入本金。預期週期結束時價格更高就點「看漲」，預期更低就點「看跌」。核對摘要後確認。第一筆訂單前，需要閱讀並接受風險提示。\n\n訂單持倉期間，本金從可用餘額中凍結；倒數計時在「持倉」中查看。週期結束時，伺服器按交易規則結算：獲利返還本金另加本金 × 收益率，虧損則損失全部本金，平局或作廢則退回本金。每筆已結算訂單都顯示決定結果的報價。\n\n儲值：打開儲值頁，選擇付款方式並輸入金額，再依顯示的收款資訊付款。銀行轉帳請在備註欄填寫轉帳備註碼；加密貨幣請只透過顯示的網路轉入。客服人員確認款項後即入帳，每筆結果都會顯示在儲值紀錄，並以系統訊息通知您。\n\n提領：先綁定提領帳戶（銀行帳戶或加密貨幣錢包），再輸入金額和交易密碼。提領帳戶可在「提領帳戶」頁面變更；為保障資金安全，變更後提領會暫停一段時間，恢復時間會顯示在頁面上並以系統訊息通知您。確認前會顯示手續費。審核期間金額和手續費會被凍結；提領失敗則退回可用餘額。交易密碼連續輸錯 5 次，提領將鎖定 15 分鐘。',
  },
  {
    lang: 'zh-TW',
    slug: 'risk',
    before: '定時交易是預測週期結束時價格的漲跌。\n\n猜對時，在本金之外獲得所選週期的收益率（75%–90%）；猜錯時，損失全部本金，而不是一部分。由於獲利少於虧損，您必須猜對超過一半的次數才能打平。\n\n收益無條件捨去至分。\n\n若應用顯示「模擬行情」，價格來自模擬器，而非真實市場。\n\n訂單以伺服器記錄的報價，按交易規則結算。過去的價格不代表未來的走勢。請只用您能承受損失的資金交易。',
    after: '定時交易是預測週期結束時價格的漲跌。\n\n預測正確時，在本金之外獲得所選週期的收益率（75%–90%）；預測錯誤時，損失全部本金，而不是一部分。由於預測正確時的獲利少於預測錯誤時的損失，您預測正確的次數必須超過一半才能打平。\n\n收益無條件捨去至分。\n\n若 App 顯示「模擬行情」，價格來自模擬器，而非真實市場。\n\n訂單以伺服器記錄的報價，按交易規則結算。過去的價格不代表未來的走勢。請只用您能承受損失的資金交易。',
  },
  {
    lang: 'zh-TW',
    slug: 'info',
    before: 'Uptick 由 {{operatorName}}（{{operatorAddress}}）營運，適用 {{operatorJurisdiction}} 的法律。電子郵件：{{operatorEmail}}。\n\n價格來自市場行情資料。若為模擬行情，應用會在旁邊標明。\n\n時間以您裝置的時區顯示；今日盈虧等每日數據以平台的日期為準。\n\n帳戶相關問題，請寫信至 {{operatorEmail}}，或透過首頁的「線上客服」聯絡我們。',
    after: 'Uptick 由 {{operatorName}}（{{operatorAddress}}）營運，適用 {{operatorJurisdiction}} 的法律。電子郵件：{{operatorEmail}}。\n\n價格來自市場行情資料。若為模擬行情，App 會在旁邊標明。\n\n時間以您裝置的時區顯示；今日損益等每日數據以平台的日期為準。\n\n帳戶相關問題，請寫信至 {{operatorEmail}}，或透過首頁的「線上客服」聯絡我們。',
  },
  {
    lang: 'zh-TW',
    slug: 'terms',
    before: '本條款是您與營運 Uptick 的 {{operatorName}}（{{operatorAddress}}）之間的協議。開立帳戶即表示您同意本條款及隱私權政策。\n\n一、您的帳戶。您必須是成年人，並依您所在地的法律可以訂立契約及交易定時產品。一人一個帳戶。請妥善保管登入密碼和交易密碼：以這些密碼進行的訂單和提領均視為您本人所為。\n\n二、交易。交易可能損失全部本金。訂單由伺服器依記錄的報價、按公開的交易規則結算，已接受的訂單不能取消。首次下單前，您須先同意風險提示。\n\n三、資金。儲值在款項確認後入帳。提領經審核後匯至您綁定的帳戶，並扣除確認前顯示的手續費。餘額寶自轉入時顯示的日期起按公布的利率計算收益。\n\n四、禁止事項。冒用身分、使用他人的帳戶或支付方式、洗錢、攻擊本服務以及濫用客服。我們可以拒絕或撤銷此類請求，並停用或關閉帳戶；依法屬於您的款項會支付給您。\n\n五、變更與關閉帳戶。本條款的變更會在應用中公布。在沒有未結訂單或處理中的提領時，您可以隨時透過客服關閉帳戶。\n\n六、準據法與爭議。本條款適用 {{operatorJurisdiction}} 的法律。請先透過 {{operatorEmail}} 與我們聯絡。雙方無法協商解決的爭議，由我們登記地址所在地的管轄法院審理，但您所在國家的法律允許您向當地法院提起者除外。',
    after: '本條款是您與營運 Uptick 的 {{operatorName}}（{{operatorAddress}}）之間的協議。開立帳戶即表示您同意本條款及隱私權政策。\n\n一、您的帳戶。您必須是成年人，並依您所在地的法律可以訂立契約及交易定時產品。一人一個帳戶。請妥善保管登入密碼和交易密碼：以這些密碼進行的訂單和提領均視為您本人所為。\n\n二、交易。交易可能損失全部本金。訂單由伺服器依記錄的報價、按公開的交易規則結算，已接受的訂單不能取消。首次下單前，您須先同意風險提示。\n\n三、資金。儲值在款項確認後入帳。提領經審核後匯至您綁定的帳戶，並扣除確認前顯示的手續費。餘額寶自轉入時顯示的日期起按公布的利率計算收益。\n\n四、禁止事項。冒用身分、使用他人的帳戶或支付方式、洗錢、攻擊本服務以及濫用客服。我們可以拒絕或撤銷此類請求，並停用或關閉帳戶；依法屬於您的款項會支付給您。\n\n五、變更與關閉帳戶。本條款的變更會在 App 中公布。在沒有未結訂單或處理中的提領時，您可以隨時透過客服關閉帳戶。\n\n六、準據法與爭議。本條款適用 {{operatorJurisdiction}} 的法律。請先透過 {{operatorEmail}} 與我們聯絡。雙方無法協商解決的爭議，由我們登記地址所在地的管轄法院審理，但您所在國家的法律允許您向當地法院提起者除外。',
  },
  {
    lang: 'zh-TW',
    slug: 'about',
    before: 'Uptick 由 {{operatorName}}（{{operatorAddress}}）營運，是一款行動交易應用，提供以市場價格進行的定時看漲看跌交易、餘額寶，以及儲值和提領，支援十種語言。\n\n每一筆餘額變動都記入帳本，並與餘額核對。訂單只依記錄的報價、按公開的交易規則結算，每筆已結算訂單都顯示決定其結果的價格。任何人，包括我們的員工，都無法決定交易結果。\n\n交易可能損失全部本金。交易前，請先閱讀幫助中心的風險提示和交易規則。\n\n聯絡方式：{{operatorEmail}}。',
    after: 'Uptick 由 {{operatorName}}（{{operatorAddress}}）營運，是一款行動交易 App，提供以市場價格進行的定時看漲看跌交易、餘額寶，以及儲值和提領，支援十種語言。\n\n每一筆餘額變動都記入帳本，並與餘額核對。訂單只依記錄的報價、按公開的交易規則結算，每筆已結算訂單都顯示決定其結果的價格。任何人，包括我們的員工，都無法決定交易結果。\n\n交易可能損失全部本金。交易前，請先閱讀幫助中心的風險提示和交易規則。\n\n聯絡方式：{{operatorEmail}}。',
  },
];

async function rewrite(db: Kysely<any>, from: 'before' | 'after', to: 'before' | 'after'): Promise<void> {
  const now = Date.now();
  for (const page of rewrites) {
    await db
      .updateTable('content_pages')
      .set({ body: page[to], updated_at: now })
      .where('slug', '=', page.slug)
      .where('lang', '=', page.lang)
      .where('body', '=', page[from])
      .execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, 'before', 'after');
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, 'after', 'before');
}
