import type { OrderView, PricePointView } from '../core/order-structs.js';
import { t } from '../i18n/i18n.js';
import { formatDecimal, formatTickTime } from '../i18n/format.js';
import { splitAtGaps } from './chart-scale.js';
import { ProofCheck } from './proof-check.js';
import { chartHeight, chartWidth, plotBottom, plotRight, plotTop, priceScale, PriceAxis, Tag } from './chart-frame.js';

/** The empty column between the entry's ticks and the exit's, where the time between them is left out. */
const breakWidth = 18;
const panelWidth = (plotRight - breakWidth) / 2;

const point = (tick: PricePointView): [number, number] => [Date.parse(tick.time), Number(tick.price)];

/**
 * A settled order's proof (charts area): the ticks around its entry and around its exit, each in a panel of its
 * own time scale on one price scale, since a period of minutes would squeeze seconds of ticks into two dots.
 * Entry and exit are named dots with their prices on the price axis and their times below, the expiry a
 * marked line; a line breaks where ticks are missing.
 */
export function ProofChart({ order }: { order: OrderView & { proof: NonNullable<OrderView['proof']>; exit: PricePointView } }) {
  const { proof, entry, exit } = order;
  const digits = entry.price.split('.')[1]?.length ?? 0;
  const format = (price: number) => formatDecimal(String(price), digits);
  const prices = [...proof.entryTicks, ...proof.exitTicks, entry, exit].map((tick) => Number(tick.price));
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const y = priceScale(low, high);
  const expiresMs = Date.parse(order.expiresAt);
  const panels = [
    { left: 0, ticks: proof.entryTicks, picked: entry, label: t('chart.entry') },
    { left: panelWidth + breakWidth, ticks: proof.exitTicks, picked: exit, label: t('chart.exit'), expiresMs },
  ];
  return (
    <figure className="up-chart">
      <svg className="up-plot" viewBox={`0 0 ${chartWidth} ${chartHeight}`} aria-hidden="true">
        {/* The entry's and the exit's price tags hide the axis labels they would sit on. */}
        <PriceAxis low={low} high={high} y={y} format={format} tagAt={[y(Number(entry.price)), y(Number(exit.price))]} />
        <text className="up-axis" x={panelWidth + breakWidth / 2} y={(plotTop + plotBottom) / 2} textAnchor="middle">
          ⋯
        </text>
        {panels.map(({ left, ticks, picked, label, expiresMs }) => {
          const times = [...ticks, picked].map((tick) => Date.parse(tick.time)).concat(expiresMs ?? []);
          // Half a second of room each side, so the first and last ticks are not on the panel's edge.
          const fromMs = Math.min(...times) - 500;
          const toMs = Math.max(...times) + 500;
          const x = (timeMs: number) => left + ((timeMs - fromMs) / (toMs - fromMs)) * panelWidth;
          const [pickedMs, pickedPrice] = point(picked);
          // The name goes on the side of the dot with more room; the price is on the price axis, the time on the time axis.
          const labelY = y(pickedPrice) < (plotTop + plotBottom) / 2 ? y(pickedPrice) + 16 : y(pickedPrice) - 9;
          return (
            <g key={left}>
              {splitAtGaps(ticks.map(point)).map((run) => (
                <path key={run[0][0]} className="up-line" d={run.map(([time, price], i) => `${i ? 'L' : 'M'}${x(time).toFixed(1)} ${y(price).toFixed(1)}`).join('')} />
              ))}
              {ticks.map((tick) => (
                <circle key={tick.time} className="up-tick" cx={x(Date.parse(tick.time))} cy={y(Number(tick.price))} r={1.5} />
              ))}
              {expiresMs !== undefined && (
                <g className="up-expiry">
                  <path d={`M${x(expiresMs)} ${plotTop}V${plotBottom}`} />
                  <text x={x(expiresMs)} y={plotTop + 2} textAnchor="middle">
                    {t('chart.expiry')}
                  </text>
                </g>
              )}
              <circle className="up-picked" cx={x(pickedMs)} cy={y(pickedPrice)} r={3.5} />
              <text className="up-picked-name" x={x(pickedMs)} y={labelY} textAnchor="middle">
                {label}
              </text>
              <Tag x={plotRight} y={y(pickedPrice)} text={format(pickedPrice)} className="up-tag" start />
              <Tag x={x(pickedMs)} y={chartHeight - 7} text={formatTickTime(pickedMs)} className="up-tag up-time" />
            </g>
          );
        })}
      </svg>
      <ProofCheck order={order} />
    </figure>
  );
}
