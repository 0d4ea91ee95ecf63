import { t } from '../i18n/i18n.js';
import type { PhotoSlot } from '../state/photo-upload.js';
import { errorMessage } from './form-error.js';
import { Icon } from './icons.js';

/**
 * A photo to send (a side of the ID, a picture for customer service): a tap picks a photo (or takes one), then
 * its preview, the upload's progress with Cancel, a failure with Retry, or a tick once stored. `error` is the
 * form's word for this photo.
 */
export function PhotoPicker({ id, label, slot, error, onPick, onCancel, onRetry }: {
  id: string;
  label: string;
  slot: PhotoSlot;
  error?: string;
  onPick: (file: File) => void;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const busy = slot.status === 'scaling' || slot.status === 'uploading';
  const failure = slot.error?.code === 'aborted' ? t('verify.cancelled') : slot.error && errorMessage(slot.error);
  return (
    <div className="up-photo">
      <input
        id={id}
        type="file"
        accept="image/*"
        className="up-sr"
        disabled={busy}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so picking the same file again (after a failure) still counts as a pick.
          event.currentTarget.value = '';
          if (file) onPick(file);
        }}
      />
      <label htmlFor={id}>
        {slot.preview ? <img src={slot.preview} alt="" /> : <Icon name="id" />}
        <span>{label}</span>
      </label>
      {slot.status === 'scaling' && <p className="up-hint">{t('verify.preparing')}</p>}
      {slot.status === 'uploading' && (
        <>
          <div className="up-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(slot.progress)}>
            <span style={{ width: `${slot.progress}%` }} />
          </div>
          <button type="button" className="up-btn ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        </>
      )}
      {slot.status === 'done' && <p className="up-hint">{t('verify.uploaded')}</p>}
      {slot.status === 'failed' && (
        <>
          <p className="up-error" role="alert">{failure}</p>
          {slot.photo && (
            <button type="button" className="up-btn ghost" onClick={onRetry}>
              {t('common.retry')}
            </button>
          )}
        </>
      )}
      {error && slot.status === 'empty' && (
        <p className="up-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
