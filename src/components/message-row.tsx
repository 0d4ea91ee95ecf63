import type { InboxMessage } from '../core/messages.js';
import { t } from '../i18n/i18n.js';
import { formatRelativeTime } from '../i18n/format.js';
import { paths, withQuery } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { Icon } from './icons.js';

/** One system message in the inbox: unread ones with a dot and a bold title, the body's start, the time. */
export function MessageRow({ message }: { message: InboxMessage }) {
  return (
    <Link to={withQuery(paths.messages, { id: message.id })} className={message.read ? 'up-msg' : 'up-msg unread'}>
      {!message.read && <span className="up-dot" role="img" aria-label={t('messages.new')} />}
      <span className="up-grow">
        <span className="up-msg-title">{message.title}</span>
        <small className="up-muted up-msg-start">{message.body}</small>
        <small className="up-muted">
          <time dateTime={message.createdAt}>{formatRelativeTime(message.createdAt)}</time>
        </small>
      </span>
      <span className="up-chevron">
        <Icon name="chevron" />
      </span>
    </Link>
  );
}
