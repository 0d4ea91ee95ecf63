import { useSignal } from '@preact/signals';
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
  const body = useSignal('');
  const photoId = useSignal<string | undefined>(undefined);
  // A new attachment slot after each send: the last photo went with its message.
  const round = useSignal(0);
  const sending = useSignal(false);
  const failed = useSignal<ApiError | undefined>(undefined);
  const text = body.value.trim();

  async function send(event: Event) {
    event.preventDefault();
    if (sending.value || !text) return;
    sending.value = true;
    failed.value = undefined;
    try {
      onSent(await support.send(text, photoId.value));
      body.value = '';
      photoId.value = undefined;
      round.value++;
    } catch (error) {
      failed.value = asApiError(error);
    } finally {
      sending.value = false;
    }
  }

  const error = failed.value;
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
        value={body.value}
        onChange={(event) => (body.value = event.currentTarget.value)}
        aria-describedby={body.value.length >= counterFrom ? 'up-support-count' : undefined}
      />
      {body.value.length >= counterFrom && (
        <p className="up-hint" id="up-support-count" aria-live="polite">
          {body.value.length}/{messageLimits.supportBody}
        </p>
      )}
      <AreaPart key={round.value} area="verification" name="photoAttach" path="/verification/photos" fields={photoFields} label={t('support.attach')} onPhoto={(id) => (photoId.value = id)} />
      {error && (
        <p className="up-form-error" role="alert">
          {error.code === 'rate_limited' ? t('support.tooMany') : errorMessage(error)}
        </p>
      )}
      <button type="submit" className="up-btn" disabled={sending.value || !text} aria-busy={sending.value ? 'true' : undefined}>
        {sending.value && <span className="up-spinner" aria-hidden="true" />}
        {t('support.send')}
      </button>
    </form>
  );
}
