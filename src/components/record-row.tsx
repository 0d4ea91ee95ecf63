import type { ReactNode } from 'react';
import { t } from '../i18n/i18n.js';
import { formatRelativeTime } from '../i18n/format.js';

// Badge colour per record status (the badge classes of the verification badge): done green, refused red, else amber.
const tones: Record<string, string> = { confirmed: 'verified', succeeded: 'verified', rejected: 'rejected', failed: 'rejected' };

/** One row of a money list: what and how much, then when and its status, then any details. */
export function RecordRow({ title, amount, amountClass = '', time, status, children }: {
  title: string;
  amount: string;
  amountClass?: string;
  /** ISO time, shown by the spec's relative-time rule in the device's time zone. */
  time: string;
  status?: string;
  children?: ReactNode;
}) {
  return (
    <div className="up-rec">
      <p>
        <strong>{title}</strong>
        <strong className={`up-num ${amountClass}`}>{amount}</strong>
      </p>
      <p className="up-muted">
        <time dateTime={time}>{formatRelativeTime(time)}</time>
        {status && <span className={`up-badge ${tones[status] ?? 'pending'}`}>{t(`status.${status}`)}</span>}
      </p>
      {children}
    </div>
  );
}
