import { useState } from 'react';
import { t } from '../i18n/i18n.js';
import { messageLimits } from '../core/messages.js';
import type { SupportMessage } from '../core/messages.js';
import type { Support } from '../state/support-model.js';
import { AreaPart } from '../areas/area-part.js';
import { errorMessage } from './form-error.js';
import { asApiError, type ApiError } from '../api/api-error.js';

// The verification upload keeps every photo of the user's; a picture for customer service is a `support` one.
const photoFields = { side: 'support' };

/** From this many characters on the counter shows: a short message needs no count. */
const counterFrom = messageLimits.supportBody - 200;

/** What the user writes to customer service: the text (with a counter near the limit), maybe a photo with it, and Send. */
export function SupportComposer({ support, onSent }: { support: Support; onSent: (message: SupportMessage) => void }) {
  const [body, setBody] = useState('');
  const [photoId, setPhotoId] = useState<string>();
  // A new attachment slot after each send: the last photo went with its message.
  const [round, setRound] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError>();
  const text = body.trim();

  async function send(event: Event) {
    event.preventDefault();
    if (sending || !text) return;
    setSending(true);
    setError(undefined);
    try {
      onSent(await support.send(text, photoId));
      setBody('');
      setPhotoId(undefined);
      setRound(round + 1);
    } catch (caught) {
      setError(asApiError(caught));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="up-card up-form up-composer" onSubmit={send} noValidate>
      <label htmlFor="up-support-body" className="up-sr">
        {t('support.write')}
      </label>
      <textarea
        id="up-support-body"
        rows={3}
        maxLength={messageLimits.supportBody}
        placeholder={t('support.write')}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        aria-describedby={body.length >= counterFrom ? 'up-support-count' : undefined}
      />
      {body.length >= counterFrom && (
        <p className="up-hint" id="up-support-count" aria-live="polite">
          {body.length}/{messageLimits.supportBody}
        </p>
      )}
      <AreaPart key={round} area="verification" name="photoAttach" path="/verification/photos" fields={photoFields} label={t('support.attach')} onPhoto={setPhotoId} />
      {error && (
        <p className="up-form-error" role="alert">
          {error.code === 'rate_limited' ? t('support.tooMany') : errorMessage(error)}
        </p>
      )}
      <button type="submit" className="up-btn" disabled={sending || !text} aria-busy={sending ? 'true' : undefined}>
        {sending && <span className="up-spinner" aria-hidden="true" />}
        {t('support.send')}
      </button>
    </form>
  );
}
