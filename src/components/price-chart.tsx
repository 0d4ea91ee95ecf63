import { useEffect, useState } from 'react';
import { t } from '../i18n/i18n.js';
import { formatDecimal, formatSpan } from '../i18n/format.js';
import { candleIntervals, candleIntervalsMs, type CandleInterval } from '../core/candle-intervals.js';
import { useServices } from '../hooks/use-services.js';
import { CandlePlot, type Point } from './candle-plot.js';
import { joinTick, type ChartCandle } from './live-candles.js';

/** Candles on screen: those the server sends (an hour of minutes, a day of hours) and the live ones after them. */
const candlesMax = 60;

/**
 * The product screen's chart (charts area): timeframe chips, line or candles, history from the server's
 * candles of that interval and live ticks folded into the forming candle of the same length, so history and
 * live ticks share one time scale.
 */
export function PriceChart({ symbol, precision, entries }: { symbol: string; precision: number; entries?: Point[] }) {
  const { trading, market } = useServices();
  const [interval, pickInterval] = useState<CandleInterval>('1m');
  const [mode, setMode] = useState<'line' | 'candles'>('line');
  const [shown, setShown] = useState<ChartCandle[]>();
  const spanMs = candleIntervalsMs[interval];
  useEffect(() => {
    let live = true;
    let lastTickMs = 0;
    trading.candles(symbol, interval, candlesMax).then(
      ({ items }) => {
        if (live) setShown(items.map((c) => ({ timeMs: Date.parse(c.time), open: +c.open, high: +c.high, low: +c.low, close: +c.close })));
      },
      // Without history the chart still fills from live ticks.
      () => live && setShown([]),
    );
    const stop = market.last.subscribe((tick) => {
      const timeMs = tick?.symbol === symbol ? Date.parse(tick.time) : 0;
      // Only newer ticks: a resumed stream resends some.
      if (timeMs <= lastTickMs) return;
      lastTickMs = timeMs;
      // Before the history came there is nothing to join the tick to.
      setShown((shown) => shown && joinTick(shown, timeMs, Number(tick!.price), spanMs, candlesMax));
    });
    return () => {
      live = false;
      stop();
    };
  }, [symbol, interval, spanMs, market.last, trading]);

  return (
    <figure className="up-chart">
      <div className="up-chart-bar" role="group" aria-label={t('chart.timeframe')}>
        {candleIntervals.map((name) => (
          <button key={name} type="button" className="up-btn secondary" data-interval={name} aria-pressed={name === interval} onClick={() => name !== interval && (setShown(undefined), pickInterval(name))}>
            {formatSpan(candleIntervalsMs[name])}
          </button>
        ))}
        {/* An icon, not a word: five chips fit a phone's width in every language. */}
        <button type="button" className="up-btn secondary" aria-label={t('chart.candles')} title={t('chart.candles')} aria-pressed={mode === 'candles'} onClick={() => setMode(mode === 'line' ? 'candles' : 'line')}>
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path d="M6 2v16M14 4v12" stroke="currentColor" />
            <rect x="3.5" y="6" width="5" height="7" fill="currentColor" />
            <rect x="11.5" y="7" width="5" height="5" fill="currentColor" />
          </svg>
        </button>
      </div>
      {shown && shown.length > 0 ? (
        <CandlePlot candles={shown} spanMs={spanMs} mode={mode} format={(price) => formatDecimal(String(price), precision)} entries={entries} />
      ) : (
        // The plot's own box, so the screen doesn't move when the candles come.
        <div className="up-skeleton up-plot-sk" />
      )}
    </figure>
  );
}
