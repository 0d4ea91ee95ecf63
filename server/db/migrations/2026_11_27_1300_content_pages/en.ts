/** English texts seeded by 2026_11_27_1300_create_content_pages; frozen with it. */
export const pages = {
  help: {
    title: 'How trading works',
    paragraphs: [
      'Pick a product on Home or Products. Its screen shows the live price, the last hour of prices and the trading panel.',
      'Choose a period. Each period shows its earnings rate: what a winning order earns on top of its stake.',
      'Enter an amount within the range shown under the field, then tap Buy up if you expect the price to be higher when the period ends, or Buy down if you expect it to be lower. Check the summary and confirm. Before your first order you are asked to read and accept the risk notice.',
      'Your stake is held from your available balance while the order is open; the countdown is under Positions. When the period ends the server settles the order by the trading rules: a win pays back the stake plus stake × earnings rate, a loss keeps the stake, and a draw or a void order returns it. Every settled order shows the prices that decided it.',
      'Deposits: open Deposit, choose a payment method, enter the amount, and pay using the details and the reference shown. The amount is credited once the payment is confirmed.',
      'Withdrawals: bind a withdrawal account once (changes go through customer service), then enter the amount and your transaction password. The handling fee is shown before you confirm. The amount and fee are held while the withdrawal is under review; if it fails, they return to your available balance. Five wrong transaction passwords lock withdrawals for 15 minutes.',
    ],
  },
  rules: {
    title: 'Trading rules',
    paragraphs: [
      'An order is accepted only while the market is open, for a stake within the product’s range and your available balance.',
      'Entry price: the latest tick when the server accepts your order.',
      'Exit price: the last tick at or before expiry, final once a later tick arrives.',
      'Buy up: an exit price above the entry price wins; below it, the stake is lost.',
      'Buy down: an exit price below the entry price wins; above it, the stake is lost.',
      'An exit price equal to the entry price is a draw: the stake is returned.',
      'No tick in the 5 s before expiry: the order is void and the stake is returned.',
      'A win pays back the stake plus stake × earnings rate.',
      'Every order is settled once, by the server, from the recorded prices. Nobody can change an outcome.',
    ],
  },
  risk: {
    title: 'Risk notice',
    paragraphs: [
      'Fixed-time trading means predicting whether the price is higher or lower when the period ends. You can lose your whole stake.',
      'Orders settle on the server’s recorded prices, by the trading rules. Past prices do not tell you future ones.',
      'Trade only with money you can afford to lose.',
    ],
  },
  about: {
    title: 'About Uptick',
    paragraphs: [
      'Uptick is a mobile app for fixed-time up/down trades on market prices, with deposits and withdrawals.',
      'Every change to a balance is recorded in a ledger that is checked against the balances. Orders settle only from the recorded prices, by the published trading rules, and each settled order shows its entry and exit prices.',
    ],
  },
  privacy: {
    title: 'Privacy',
    paragraphs: [
      'We keep what running your account needs: your account name, nickname and phone number; your orders, deposits, withdrawals and withdrawal account; and, if you verify your identity, your name, ID number, nationality and ID photos, which only you and our operators can see.',
      'Passwords are stored only as salted hashes, and sign-in tokens only as hashes. We record the address you sign in from to stop password guessing.',
      'This app keeps your sign-in, language and settings on your device; Clear cache in Settings removes them.',
      'To ask what we hold about you, or to close your account, contact customer service.',
    ],
  },
  info: {
    title: 'Platform information',
    paragraphs: [
      'Prices come from a market data feed. Where they are simulated, the app says so next to them.',
      'Times are shown in your device’s time zone; daily figures such as today’s P&L follow the platform’s day.',
      'For help with your account, contact customer service through Online service on Home.',
    ],
  },
};
