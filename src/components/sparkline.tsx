import { type CSSProperties, useEffect, useState } from 'react';
import { useServices } from '../hooks/use-services.js';

const width = 64;
const height = 24;

/**
 * `values` (oldest first) as a small line in the rise or fall colour of `sign`; `style` sizes it where 48×24 px is
 * not the size wanted (the savings tab's 30 days of earnings).
 */
export function SparkPath({ values, sign, style }: { values: number[]; sign: number; style?: CSSProperties }) {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const y = (v: number) => (height - 2 - ((v - low) / (high - low || 1)) * (height - 4)).toFixed(1);
  const line = values.map((v, i) => `${i ? 'L' : 'M'}${((i / (values.length - 1)) * width).toFixed(1)} ${y(v)}`).join('');
  return (
    <svg className={`up-spark ${sign > 0 ? 'up-rise' : sign < 0 ? 'up-fall' : ''}`} style={style} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true">
      <path d={line} />
    </svg>
  );
}

/**
 * A product's last 24 hours as a small line (charts area): hourly closes from the trading model's cache, ended
 * by the live `price`, in the rise or fall colour of the day's change. Nothing until the candles are in.
 */
export function Sparkline({ symbol, price, sign }: { symbol: string; price: string | null; sign: number }) {
  const { trading } = useServices();
  const [closes, setCloses] = useState<number[]>([]);
  useEffect(() => {
    let live = true;
    trading.day(symbol).then(({ items }) => live && setCloses(items.map((c) => Number(c.close))), () => {});
    return () => {
      live = false;
    };
  }, [symbol, trading]);
  if (closes.length < 2) return null;
  return <SparkPath values={price ? [...closes, Number(price)] : closes} sign={sign} />;
}
