import { useState } from 'react';
import { formatClock } from '../i18n/format.js';
import { chartHeight, chartWidth, plotBottom, plotRight, plotTop, priceScale, PriceAxis, Tag, TimeAxis } from './chart-frame.js';
import type { ChartCandle } from './live-candles.js';
import { splitAtGaps } from './chart-scale.js';

/** A price at a time: `[epoch ms, price]`. */
export type Point = [number, number];

export interface CandlePlotProps {
  /** Oldest first, each `spanMs` long; the last one may still be forming. */
  candles: ChartCandle[];
  spanMs: number;
  mode: 'line' | 'candles';
  format: (price: number) => string;
  /** Open positions' entry ticks: a dot at the time, a level line on to the right edge. */
  entries?: Point[];
}

/**
 * Candles or a close-price line on time and price axes, with the last price as a line and a label on the price
 * axis. Touching or dragging shows a crosshair with that candle's time and close on the axes.
 */
export function CandlePlot({ candles, spanMs, mode, format, entries = [] }: CandlePlotProps) {
  const [at, setAt] = useState<ChartCandle>();
  const fromMs = candles[0].timeMs;
  // One more span on the right: room for the forming candle to be drawn whole.
  const toMs = candles[candles.length - 1].timeMs + spanMs;
  const x = (timeMs: number) => ((timeMs - fromMs) / (toMs - fromMs)) * plotRight;
  const prices = [...candles.flatMap((c) => [c.low, c.high]), ...entries.map((e) => e[1])];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const y = priceScale(low, high);
  const middle = (c: ChartCandle) => x(c.timeMs + spanMs / 2);
  const bodyWidth = Math.max(1, x(fromMs + spanMs) * 0.7);
  // Minutes without a tick (a quiet feed) have no candle: the line breaks there rather than bridge them.
  const runs = splitAtGaps(candles.map((c): Point => [c.timeMs + spanMs / 2, c.close])).map((run) => ({
    from: x(run[0][0]).toFixed(1),
    d: run.map(([time, price], i) => `${i ? 'L' : 'M'}${x(time).toFixed(1)} ${y(price).toFixed(1)}`).join(''),
  }));
  const last = candles[candles.length - 1];
  const pick = (event: PointerEvent) => {
    const box = (event.currentTarget as Element).getBoundingClientRect();
    const timeMs = fromMs + ((event.clientX - box.left) / box.width) * (chartWidth / plotRight) * (toMs - fromMs);
    setAt(candles.reduce((near, c) => (c.timeMs <= timeMs ? c : near), candles[0]));
  };
  return (
    <svg className="up-plot" viewBox={`0 0 ${chartWidth} ${chartHeight}`} aria-hidden="true" onPointerDown={pick} onPointerMove={pick} onPointerLeave={() => setAt(undefined)}>
      <PriceAxis low={low} high={high} y={y} format={format} tagAt={y(last.close)} />
      <TimeAxis fromMs={fromMs} toMs={toMs} x={x} />
      {mode === 'line' ? (
        runs.map(({ from, d }) => (
          <g key={from}>
            <path className="up-area" d={`${d}V${plotBottom}H${from}Z`} />
            <path className="up-line" d={d} />
          </g>
        ))
      ) : (
        candles.map((c) => (
          <g key={c.timeMs} className={c.close < c.open ? 'up-fall' : 'up-rise'}>
            <path className="up-wick" d={`M${middle(c)} ${y(c.high)}V${y(c.low)}`} />
            <rect x={middle(c) - bodyWidth / 2} y={y(Math.max(c.open, c.close))} width={bodyWidth} height={Math.max(1, Math.abs(y(c.open) - y(c.close)))} />
          </g>
        ))
      )}
      {entries.map(([time, price], i) => (
        <g key={i} className="up-entry">
          <path d={`M${x(Math.max(fromMs, time))} ${y(price)}H${plotRight}`} />
          <circle className="up-dot" cx={x(Math.max(fromMs, time))} cy={y(price)} r={3.5} />
        </g>
      ))}
      <path className="up-last" d={`M0 ${y(last.close)}H${plotRight}`} />
      <Tag x={plotRight} y={y(last.close)} text={format(last.close)} className="up-tag up-last-tag" start />
      {at && (
        <>
          <path className="up-cross" d={`M${middle(at)} ${plotTop}V${plotBottom}M0 ${y(at.close)}H${plotRight}`} />
          <Tag x={plotRight} y={y(at.close)} text={format(at.close)} className="up-tag" start />
          <Tag x={middle(at)} y={chartHeight - 7} text={formatClock(at.timeMs)} className="up-tag" />
        </>
      )}
    </svg>
  );
}
