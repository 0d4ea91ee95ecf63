/** English texts of 2026_11_28_1000_content_wording; frozen with it. Only the pages it rewrites. */
export const pages = {
  help: {
    title: 'How trading works',
    paragraphs: [
      'Pick a product on Home or Products. Its screen shows the live price, the last hour of prices and the trading panel.',
      'Choose a period. Each period shows its payout rate: what a winning order earns on top of its stake.',
      'Enter a stake within the range shown under the field, then tap Rise if you expect the price to be higher when the period ends, or Fall if you expect it to be lower. Check the summary and confirm. Before your first order you are asked to read and accept the risk notice.',
      'Your stake is held from your available balance while the order is open; the countdown is under Positions. When the period ends the server settles the order by the trading rules: a win pays back the stake plus stake × payout rate, a loss keeps the whole stake, and a draw or a void order returns it. Every settled order shows the prices that decided it.',
      'Deposits: open Deposit, choose a payment method, enter the amount, and pay using the details and the reference shown. The amount is credited once the payment is confirmed.',
      'Withdrawals: link a withdrawal account once (changes go through customer service), then enter the amount and your transaction password. The fee is shown before you confirm. The amount and fee are held while the withdrawal is under review; if it fails, they return to your available balance. Five wrong transaction passwords lock withdrawals for 15 minutes.',
    ],
  },
  rules: {
    title: 'Trading rules',
    paragraphs: [
      'An order is accepted only while the market is open, for a stake within the product’s range and your available balance.',
      'Entry price: the latest tick when the server accepts your order.',
      'Exit price: the last tick at or before expiry, final once a later tick arrives.',
      'Rise: an exit price above the entry price wins; below it, the stake is lost.',
      'Fall: an exit price below the entry price wins; above it, the stake is lost.',
      'An exit price equal to the entry price is a draw: the stake is returned.',
      'No tick in the 5 s before expiry: the order is void and the stake is returned.',
      'A win pays back the stake plus stake × payout rate. The winnings are rounded down to the cent.',
      'Every order is settled once, by the server, from the recorded prices. Nobody can change an outcome.',
    ],
  },
  risk: {
    title: 'Risk notice',
    paragraphs: [
      'Fixed-time trading means predicting whether the price is higher or lower when the period ends.',
      'If you are right, you get your stake back plus a share of it set by the period you chose: its payout rate (75–90 %). If you are wrong, you lose your whole stake, not part of it. Because a win pays less than a loss costs, you must be right more than half the time just to break even.',
      'Winnings are rounded down to the cent.',
      'When the app shows “Simulated prices”, the prices come from a simulator, not from a real market.',
      'Orders settle on the server’s recorded prices, by the trading rules. Past prices do not tell you future ones. Trade only with money you can afford to lose.',
    ],
  },
  info: {
    title: 'Platform information',
    paragraphs: [
      'Prices come from a market data feed. Where they are simulated, the app says so next to them.',
      'Times are shown in your device’s time zone; daily figures such as today’s P&L follow the platform’s day.',
      'For help with your account, contact us through Customer service on Home.',
    ],
  },
};
