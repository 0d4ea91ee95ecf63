import type { SupportMessage } from '../core/messages.js';
import { t } from '../i18n/i18n.js';
import { formatRelativeTime } from '../i18n/format.js';
import type { Support } from '../state/support-model.js';
import { SupportPhoto } from './support-photo.js';

/** One message of the conversation: the user's on the right, customer service's on the left, with its time. */
export function SupportBubble({ support, message }: { support: Support; message: SupportMessage }) {
  const mine = message.from === 'user';
  return (
    <li className={mine ? 'up-chat mine' : 'up-chat'}>
      {!mine && <small className="up-muted">{t('support.operator')}</small>}
      <div className="up-chat-bubble">
        {message.photoId && <SupportPhoto support={support} photoId={message.photoId} />}
        {message.body && <p>{message.body}</p>}
      </div>
      <small className="up-muted">
        <time dateTime={message.createdAt}>{formatRelativeTime(message.createdAt)}</time>
      </small>
    </li>
  );
}
