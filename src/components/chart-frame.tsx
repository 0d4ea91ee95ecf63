import { formatClock } from '../i18n/format.js';
import { priceTicks, timeTicks } from './chart-scale.js';

// Charts are hand-written SVG because no chart library fits an 8 KB area chunk. Measured 2026-11-26, minified
// and gzipped: lightweight-charts 5.2.1 (standalone) 62 KB, uPlot 1.6.32 (iife) 22 KB. What we need (axes, a
// last-price line, candles, a crosshair, broken lines at gaps) takes a few hundred lines.

/** The drawing's box in SVG units; it scales to the width of its card, so text stays about 10 px on a phone. */
export const chartWidth = 320;
export const chartHeight = 180;
/** Room right of the plot for the price labels, and below it for the times. */
export const plotRight = chartWidth - 62;
export const plotTop = 8;
export const plotBottom = chartHeight - 18;
const labelPadding = 4;
const tagHeight = 14;
/** Half the width of the longest short clock ("下午12:45"). */
const timeLabelHalf = 24;

/** Price to y: `low` at the bottom of the plot, `high` at its top, with a margin so extremes don't touch the edges. */
export function priceScale(low: number, high: number): (price: number) => number {
  const margin = (high - low || Math.abs(high) / 1e3 || 1) * 0.08;
  const [from, to] = [low - margin, high + margin];
  return (price) => plotBottom - ((price - from) / (to - from)) * (plotBottom - plotTop);
}

/** A label in a filled box, its text centred on (x, y) or starting at x; width from the text, in SVG units. */
export function Tag({ x, y, text, className, start = false }: { x: number; y: number; text: string; className: string; start?: boolean }) {
  // Latin digits and letters are about 6.5 units wide at this size, CJK and other wide scripts about 10.
  const width = [...text].reduce((sum, char) => sum + (char < '\u0250' ? 6.5 : 10), 2 * labelPadding);
  const left = Math.min(Math.max(start ? x : x - width / 2, 0), chartWidth - width);
  return (
    <g className={className}>
      <rect x={left} y={y - tagHeight / 2} width={width} height={tagHeight} rx={2} />
      <text x={left + labelPadding} y={y + 3.5}>
        {text}
      </text>
    </g>
  );
}

/**
 * Grid lines at round prices between `low` and `high`, labelled right of the plot in the locale's digits. A label
 * that a price tag at `tagAt` (its y, or each of several) would half cover is left out, its line kept, as trading
 * charts do.
 */
export function PriceAxis(props: { low: number; high: number; y: (price: number) => number; format: (price: number) => string; tagAt?: number | number[] }) {
  const { low, high, y, format } = props;
  const tags = props.tagAt === undefined ? [] : [props.tagAt].flat();
  return (
    <g className="up-axis">
      {priceTicks(low, high, 4).map((price) => (
        <g key={price}>
          <path d={`M0 ${y(price)}H${plotRight}`} />
          {tags.every((tagAt) => Math.abs(y(price) - tagAt) >= tagHeight) && (
            <text x={plotRight + labelPadding} y={y(price) + 3.5}>
              {format(price)}
            </text>
          )}
        </g>
      ))}
    </g>
  );
}

/** Times on round minutes or hours of the device's clock from `fromMs` to `toMs`, below the plot, in the locale's clock. */
export function TimeAxis({ fromMs, toMs, x }: { fromMs: number; toMs: number; x: (timeMs: number) => number }) {
  return (
    <g className="up-axis">
      {/* A time too near either end would be cut off by the edge or run under the price labels. */}
      {timeTicks(fromMs, toMs, 4)
        .filter((time) => x(time) > timeLabelHalf && x(time) < plotRight - timeLabelHalf)
        .map((time) => (
          <text key={time} x={x(time)} y={chartHeight - 4} textAnchor="middle">
            {formatClock(time)}
          </text>
        ))}
    </g>
  );
}
