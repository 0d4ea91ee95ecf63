import type { Direction } from '../core/settlement.js';
import { t } from '../i18n/i18n.js';

/** The two ways to buy: up (a rise) and down (a fall). */
export function DirectionButtons({ disabled, onBuy }: { disabled: boolean; onBuy: (direction: Direction) => void }) {
  return (
    <div className="up-actions">
      {(['up', 'down'] as const).map((dir) => (
        <button key={dir} type="button" className={`up-btn ${dir === 'up' ? 'up-rise' : 'up-fall'}`} disabled={disabled} onClick={() => onBuy(dir)}>
          {dir === 'up' ? '▲ ' : '▼ '}
          {t(`trade.${dir}`)}
        </button>
      ))}
    </div>
  );
}
