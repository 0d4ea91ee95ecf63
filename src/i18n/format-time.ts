import { relativeTime } from '../core/relative-time.js';
import { t } from './i18n.js';

/** An ISO time as the spec shows it, translated: 'just now', 'N minutes ago', 'N hours ago', or `yyyy/mm/dd hh:mm`. */
export function formatTime(iso: string, timeZone: string | undefined, nowMs = Date.now()): string {
  const zone = timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const ago = relativeTime(Date.parse(iso), nowMs, zone);
  if (ago.kind === 'date') return ago.text;
  if (ago.kind === 'just_now') return t('time.justNow');
  return t(ago.kind === 'minutes' ? 'time.minutes' : ago.count === 1 ? 'time.hour' : 'time.hours', { count: ago.count });
}
