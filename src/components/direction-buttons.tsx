import type { Direction } from '../core/settlement.js';
import { t } from '../i18n/i18n.js';

/** The two ways to buy: up (a rise) and down (a fall); `describedBy` names what says why they wait. */
export function DirectionButtons({ disabled, onBuy, describedBy }: { disabled: boolean; onBuy: (direction: Direction) => void; describedBy?: string }) {
  return (
    <div className="up-actions">
      {(['up', 'down'] as const).map((dir) => (
        <button key={dir} type="button" className={`up-btn ${dir === 'up' ? 'up-rise' : 'up-fall'}`} disabled={disabled} aria-describedby={describedBy} onClick={() => onBuy(dir)}>
          {dir === 'up' ? '▲ ' : '▼ '}
          {t(`trade.${dir}`)}
        </button>
      ))}
    </div>
  );
}
