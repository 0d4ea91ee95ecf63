import { t } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { messagesOf } from '../state/messages-model.js';

/** Above this the badge says "99+": a wider number would not fit the tile's corner. */
const shownMax = 99;

/**
 * The count of unread system messages, on home's tile and the personal center's row; nothing at 0. A part of
 * the messages area, so neither the count's model nor this reaches the first HTML.
 */
export function UnreadBadge() {
  const services = useServices();
  // Built here so the count is read once signed in, wherever the badge shows first.
  messagesOf(services);
  const count = services.session.unread.value;
  if (!count) return null;
  return (
    <span className="up-unread" role="status" aria-label={t('messages.unread', { count })} data-testid="unread">
      {count > shownMax ? `${shownMax}+` : count}
    </span>
  );
}
