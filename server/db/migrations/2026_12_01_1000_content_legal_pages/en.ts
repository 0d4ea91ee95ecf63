/** English texts of 2026_12_01_1000_content_legal_pages; frozen with it. `{{operator…}}` is filled from OPERATOR_* when served. */
export const pages = {
  about: {
    title: 'About us',
    paragraphs: [
      'Uptick is run by {{operatorName}}, {{operatorAddress}}. It is a mobile app for fixed-time rise/fall trades on market prices, with flexible savings, deposits and withdrawals, in ten languages.',
      'Every change to a balance is recorded in a ledger that is checked against the balances. Orders settle only from the recorded prices, by the published trading rules, and each settled order shows the prices that decided it. Nobody, our own staff included, can choose an outcome.',
      'A trade can lose its whole stake. Read the risk notice and the trading rules in the help center before you trade.',
      'Contact: {{operatorEmail}}.',
    ],
  },
  privacy: {
    title: 'Privacy policy',
    paragraphs: [
      'This policy says what {{operatorName}} (“we”), {{operatorAddress}}, keeps about you when you use Uptick, why, where and for how long, and who else sees it. Questions and requests: {{operatorEmail}}.',
      '1. What we collect. Your account: account name, nickname, phone number, the invite code you signed up with, and which version of the terms and of this policy you accepted, and when. Your money and trades: orders, deposits, withdrawals, savings transfers and the withdrawal account you bind (account name, bank and account number, or wallet address). If you verify your identity: your name, ID number, nationality and photos of both sides of your ID.',
      '2. Device information and IP addresses. Our server logs record the IP address and the path of each request. The addresses that wrong passwords come from are counted for up to a day, to stop password guessing. Each device you sign in on keeps a random token, which we store only as a hash, so that guesses from elsewhere cannot lock you out. We do not collect your location, your contacts or data from other apps.',
      '3. Your language. The language you choose is kept on your device and sent with requests for texts such as this one, so that they come in that language. It is not stored with your account.',
      '4. Why. We use this data to run your account, to carry out your orders, deposits and withdrawals, to check your identity where the law requires it, to prevent fraud and abuse, and to answer you. We do not sell it or use it for advertising.',
      '5. Where and how long. Your data is kept in the database of the Uptick installation that {{operatorName}} runs, under the law of {{operatorJurisdiction}}. Passwords are stored only as salted hashes. Account, trade and money records are kept while your account exists, and afterwards for as long as the law requires financial records to be kept. Sign-in sessions end after 30 days and registration tickets after 15 minutes. Server logs are kept only as long as security and troubleshooting need them. On your device, Clear cache in Settings removes your sign-in, language and settings.',
      '6. Third parties. We share your data only where it is needed: with banks and payment providers to carry out your deposits and withdrawals, with authorities where the law obliges us, and with service providers who host or run Uptick for us, under our instructions. Nobody else receives it. Your ID photos are seen only by you and our operators.',
      '7. Prohibited content and use. You must not upload false documents or someone else’s, use another person’s account, bank account or payment method, launder money, manipulate or attack the service, or send unlawful, abusive or misleading content to customer service. We may refuse or reverse the requests concerned, suspend or close the account, and report it where the law requires. Suspending an account does not take your money: what is lawfully yours is paid out to you.',
      '8. Your rights. You may ask what we hold about you, have it corrected, or have your account closed: write to {{operatorEmail}} or contact customer service. Records the law obliges us to keep are kept until that duty ends.',
      '9. Disputes. This policy is governed by the law of {{operatorJurisdiction}}. Please contact us first at {{operatorEmail}}. A dispute we cannot settle together goes to the competent courts at our registered address, unless the law of your country lets you go to your own courts.',
      '10. Changes. We publish changes to this policy here. The version you accepted is recorded with your account.',
    ],
  },
  info: {
    title: 'Platform information',
    paragraphs: [
      'Uptick is run by {{operatorName}}, {{operatorAddress}}, under the law of {{operatorJurisdiction}}. E-mail: {{operatorEmail}}.',
      'Prices come from a market data feed. Where they are simulated, the app says so next to them.',
      'Times are shown in your device’s time zone; daily figures such as today’s P&L follow the platform’s day.',
      'For help with your account, write to {{operatorEmail}} or use Customer service on Home.',
    ],
  },
  terms: {
    title: 'Terms of use',
    paragraphs: [
      'These terms are an agreement between you and {{operatorName}}, {{operatorAddress}}, which runs Uptick. By opening an account you accept them and the privacy policy.',
      '1. Your account. You must be an adult who may enter into contracts and trade fixed-time products where you live. One person, one account. Keep your login and transaction passwords secret: orders and withdrawals made with them count as yours.',
      '2. Trading. A trade can lose its whole stake. Orders are settled by the server from the recorded prices, by the published trading rules, and an accepted order cannot be cancelled. You accept the risk notice before your first order.',
      '3. Money. Deposits are credited once the payment is confirmed. Withdrawals go, after review, to the account you bound, less the fee shown before you confirm. Savings earn the published rate from the day shown when you transfer in.',
      '4. Not allowed. False identity, using someone else’s account or payment method, money laundering, attacks on the service and abuse of customer service. We may refuse or reverse such requests and suspend or close the account; money that is lawfully yours is paid out to you.',
      '5. Changes and closing. We publish changes to these terms in the app. You may close your account at any time through customer service once no order or withdrawal is open.',
      '6. Law and disputes. These terms are governed by the law of {{operatorJurisdiction}}. Contact us first at {{operatorEmail}}. A dispute we cannot settle together goes to the competent courts at our registered address, unless the law of your country lets you go to your own courts.',
    ],
  },
  highlights: {
    title: 'Platform highlights',
    paragraphs: [
      'Every settled trade shows the recorded prices that decided it, so you can check the result yourself.',
      'Every cent moves through a double-entry ledger that is audited against the balances.',
      'Withdrawals go to the account you bind, and the fee is shown before you confirm.',
      'Ten languages, made for slow networks and low-cost phones.',
    ],
  },
};
