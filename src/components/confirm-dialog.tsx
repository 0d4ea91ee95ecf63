import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { t } from '../i18n/i18n.js';

/** A modal question with Cancel / Confirm; Escape or a tap outside cancels. */
export function ConfirmDialog({ message, confirmLabel, onConfirm, onCancel, busy = false }: {
  /** The question; text, or text with paragraphs and a link (the risk notice). */
  message: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirmRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className="up-scrim" onClick={(event) => event.target === event.currentTarget && onCancel()}>
      <div className="up-dialog" role="alertdialog" aria-modal="true" aria-labelledby="up-confirm-text">
        {/* A div: the risk notice puts paragraphs in it. */}
        <div id="up-confirm-text" className="up-dialog-text">
          {message}
        </div>
        <div className="up-actions">
          <button type="button" className="up-btn secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="up-btn" ref={confirmRef} disabled={busy} onClick={onConfirm}>
            {confirmLabel ?? t('common.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
