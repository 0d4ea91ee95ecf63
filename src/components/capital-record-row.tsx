import { Fragment } from 'react';
import type { CapitalRecordEntry, WithdrawalRecord } from '../core/funds.js';
import { t, tryT } from '../i18n/i18n.js';
import { formatDateTime, formatMoney, formatRelativeTime } from '../i18n/format.js';
import { CopyButton } from './copy-button.js';
import { AreaPart } from '../areas/area-part.js';

// Badge colour per status (the verification badge's classes): done green, refused red, else amber.
const tones: Record<string, string> = { succeeded: 'verified', failed: 'rejected' };

/** A signed amount as the record shows it: + for money in, − (formatMoney's real minus) for money out, nothing on zero. */
export function signedMoney(amount: string): string {
  const shown = formatMoney(amount);
  return !amount.startsWith('-') && Number(amount) ? `+${shown}` : shown;
}
const tone = (amount: string) => (amount.startsWith('-') ? 'up-neg' : Number(amount) ? 'up-pos' : '');

/** A failed withdrawal's reason: the code in the reader's language, the operator's text below it as written. */
export function WithdrawalReason({ withdrawal }: { withdrawal: WithdrawalRecord }) {
  if (withdrawal.status !== 'failed' || !(withdrawal.reasonCode || withdrawal.reason)) return null;
  return (
    <div className="up-error" data-testid="withdrawal-reason">
      {withdrawal.reasonCode && <p>{t('withdrawList.reason', { reason: t(`withdrawReason.${withdrawal.reasonCode}`) })}</p>}
      {withdrawal.reason && <p>{withdrawal.reasonCode ? withdrawal.reason : t('withdrawList.reason', { reason: withdrawal.reason })}</p>}
      {withdrawal.reasonCode === 'security_review' && <AreaPart area="messages" name="contactSupport" />}
    </div>
  );
}

function title(entry: CapitalRecordEntry): string {
  if (entry.kind === 'withdrawal') return t('record.withdrawal');
  if (entry.kind === 'settlement') return t('record.settlement');
  return tryT(`ledger.${entry.code}`) || entry.code;
}

/** What a ref names, as the user knows it: an order or a withdrawal by its number, else the ref itself. */
const refNumber = (ref: string) => ref.replace(/^(order|withdrawal|deposit):/, '');

/** A number the user may quote to customer service, with a button that copies it. */
function Quotable({ value, label }: { value: string; label: string }) {
  return (
    <dd className="up-num">
      {value}
      <CopyButton compact text={value} label={label} />
    </dd>
  );
}

/**
 * One row of the capital record: a withdrawal whose status follows it, a settlement (what came back, its net P&L
 * under it), or a transfer. A failed withdrawal says, under what was held, what came back, so every row adds up
 * to the balance at a glance. It opens (a
 * native disclosure, so keyboards and screen readers know it) on a detail with its reference, what it is
 * about (both copyable), and each transfer in it with the balance after.
 */
export function CapitalRecordRow({ entry }: { entry: CapitalRecordEntry }) {
  const w = entry.withdrawal;
  const status = w?.status;
  const refund = entry.kind === 'withdrawal' ? entry.parts.find((part) => part.code === 'withdraw_refund') : undefined;
  // A settlement's row is what came back (stake and winnings), so the rows add up; its net P&L is the winnings.
  const pnl = entry.kind === 'settlement' ? (entry.parts.find((part) => part.code === 'winnings')?.amount ?? '0.00') : undefined;
  const about = entry.ref.startsWith('order:')
    ? 'record.order'
    : entry.ref.startsWith('withdrawal:')
      ? 'record.withdrawalNo'
      : entry.ref.startsWith('deposit:')
        ? 'record.depositNo'
        : '';
  return (
    <details className="up-rec-d" data-testid="record-row" data-kind={entry.kind}>
      <summary className="up-rec">
        <span>
          <strong>{title(entry)}</strong>
          <strong className={`up-num ${tone(entry.amount)}`}>{signedMoney(entry.amount)}</strong>
        </span>
        <span className="up-muted">
          <time dateTime={entry.createdAt}>{formatRelativeTime(entry.createdAt)}</time>
          {status && <span className={`up-badge ${tones[status] ?? 'pending'}`}>{t(`status.${status}`)}</span>}
        </span>
        {refund && (
          <span className="up-muted" data-testid="returned">
            {t('record.returned')}
            <strong className={`up-num ${tone(refund.amount)}`}>{signedMoney(refund.amount)}</strong>
          </span>
        )}
        {pnl !== undefined && (
          <span className="up-muted" data-testid="pnl">
            {t('record.pnl')}
            <strong className={`up-num ${tone(pnl)}`}>{signedMoney(pnl)}</strong>
          </span>
        )}
        {w && <WithdrawalReason withdrawal={w} />}
      </summary>
      <dl className="up-rec-x" data-testid="record-detail">
        <dt>{t('record.ref')}</dt>
        <Quotable value={entry.id} label={t('record.ref')} />
        {about && (
          <>
            <dt>{t(about)}</dt>
            <Quotable value={refNumber(entry.ref)} label={t(about)} />
          </>
        )}
        {w && (
          <>
            <dt>{t('withdraw.amount')}</dt>
            <dd className="up-num">{formatMoney(w.amount)}</dd>
            <dt>{t('withdraw.fee')}</dt>
            <dd className="up-num">{formatMoney(w.fee)}</dd>
          </>
        )}
        {entry.parts.map((part) => (
          <Fragment key={part.id}>
            <dt>{part.code === 'withdraw_hold' ? t('record.held') : tryT(`ledger.${part.code}`) || part.code}</dt>
            <dd className="up-num">{signedMoney(part.amount)}</dd>
          </Fragment>
        ))}
        {pnl !== undefined && (
          <>
            <dt>{t('record.pnl')}</dt>
            <dd className={`up-num ${tone(pnl)}`}>{signedMoney(pnl)}</dd>
          </>
        )}
        <dt>{t('record.balance')}</dt>
        <dd className="up-num">{formatMoney(entry.balanceAfter)}</dd>
        <dt>{t('record.time')}</dt>
        <dd>{formatDateTime(entry.createdAt)}</dd>
      </dl>
    </details>
  );
}
