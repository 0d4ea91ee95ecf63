import { useSignal } from '@preact/signals';
import { formatTickTime } from '../i18n/format.js';

/** A price at a time: `[epoch ms, price]`, in time order. */
export type Point = [number, number];

const width = 300;
const height = 100;

/**
 * A price line drawn by hand as inline SVG (no chart library fits the bytes budget): time across, price
 * up, stretched to its box. Touching or dragging shows a crosshair and the price and time under it.
 * `marks` are times drawn as dashed verticals (a trade's entry and exit); `entries` are open positions' entry
 * ticks, each a dot at its time with a level line on to the right edge.
 */
export function PriceChart({ points, format, marks = [], entries = [] }: { points: Point[]; format: (price: number) => string; marks?: number[]; entries?: Point[] }) {
  const hover = useSignal<Point | undefined>(undefined);
  if (points.length < 2) return <div class="up-skeleton up-sk" />;
  const [t0] = points[0];
  const span = points[points.length - 1][0] - t0 || 1;
  // An entry outside the range shown still gets its line: the range takes it in.
  const prices = [...points, ...entries].map((p) => p[1]);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const x = (time: number) => (((time - t0) / span) * width).toFixed(1);
  const y = (price: number) => (height - 4 - ((price - low) / (high - low || 1)) * (height - 8)).toFixed(1);
  const line = points.map(([time, price], i) => `${i ? 'L' : 'M'}${x(time)} ${y(price)}`).join('');
  const at = hover.value;
  const pick = (event: PointerEvent) => {
    const box = (event.currentTarget as Element).getBoundingClientRect();
    const time = t0 + ((event.clientX - box.left) / box.width) * span;
    // The point nearest in time: the last one not after `time`, or the first.
    hover.value = points.reduce((near, p) => (p[0] <= time ? p : near), points[0]);
  };
  return (
    <figure class="up-chart">
      <figcaption class="up-muted up-num">
        {at ? `${format(at[1])} · ${formatTickTime(at[0])}` : `${format(low)} – ${format(high)}`}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true" onPointerDown={pick} onPointerMove={pick} onPointerLeave={() => (hover.value = undefined)}>
        <path class="up-area" d={`${line}V${height}H0Z`} />
        <path class="up-line" d={line} />
        {marks.map((time) => (
          <path key={time} class="up-mark" d={`M${x(time)} 0V${height}`} />
        ))}
        {entries.map(([time, price], i) => (
          <g key={i} class="up-entry">
            <path d={`M${x(Math.max(t0, time))} ${y(price)}H${width}`} />
            {/* Zero-length with round caps: a dot that stays round however the box stretches. */}
            <path class="up-dot" d={`M${x(Math.max(t0, time))} ${y(price)}h0`} />
          </g>
        ))}
        {at && <path class="up-mark" d={`M${x(at[0])} 0V${height}M0 ${y(at[1])}H${width}`} />}
      </svg>
    </figure>
  );
}
