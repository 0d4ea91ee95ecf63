import type { Product } from '../core/product.js';
import { formatPercent, signOf } from '../i18n/format.js';

/**
 * A figure that rose or fell, in the rise or fall colour of the user's convention and never by colour
 * alone: an arrow (prices, change) or a sign (profit and loss) says the direction too.
 */
export function Trend({ sign, text, arrow = false }: { sign: number; text: string; arrow?: boolean }) {
  const mark = sign > 0 ? (arrow ? '▲' : '+') : sign < 0 ? (arrow ? '▼' : '−') : '';
  return <span className={`up-num ${sign > 0 ? 'up-rise' : sign < 0 ? 'up-fall' : ''}`}>{mark + text}</span>;
}

/** A product's 24 h change: an arrow and the percentage. */
export function Change({ p }: { p: Product }) {
  return <Trend arrow sign={signOf(p.change24h)} text={formatPercent(p.change24h.replace('-', ''), 2)} />;
}
