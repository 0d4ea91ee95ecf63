import { useEffect, useState } from 'react';
import { t, language } from '../i18n/i18n.js';
import { formatDateTime } from '../i18n/format.js';
import type { ApiError } from '../api/api-error.js';
import { useServices } from '../hooks/use-services.js';
import { messagesOf } from '../state/messages-model.js';
import { paths } from '../routing/paths.js';
import { NavBar } from './nav-bar.js';
import { EmptyState } from './empty-state.js';
import { ErrorRetry } from './error-retry.js';
import { FormError } from './form-error.js';
import { Loading } from './loading.js';
import { useLoad } from '../hooks/use-load.js';
import { MenuLink } from './menu-link.js';
import type { IconName } from './icons.js';
import type { InboxPlace } from '../core/messages.js';

/** Where each place a notice names is, and its icon. */
const places: Record<InboxPlace, [path: string, icon: IconName]> = {
  support: [paths.support, 'chat'],
  deposits: [paths.depositList, 'list'],
  withdrawals: [paths.withdrawalList, 'list'],
  verification: [paths.verify, 'id'],
  withdrawal_account: [paths.withdrawalAccount, 'card'],
  security: [paths.security, 'lock'],
};

/**
 * One system message in full, its plain text with its line breaks (never markup), marked read on opening so the
 * badge drops at once; under it, a link to each place it names (the conversation, the deposits …).
 */
export function MessageDetail({ id }: { id: string }) {
  const messages = messagesOf(useServices());
  const load = useLoad(() => messages.find(id, language.value).then((found) => found ?? null));
  const message = load.value;
  const [failed, setFailed] = useState<ApiError>();
  useEffect(() => {
    if (message) messages.read(message).catch((error: ApiError) => setFailed(error));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per message: the same one read back is not new
  }, [message?.id]);
  const error = load.error;
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('messages.title')} backTo={paths.messages} />
      {error ? (
        <ErrorRetry error={error} onRetry={load.retry} />
      ) : message === undefined ? (
        <Loading />
      ) : message ? (
        <article className="up-body">
          <header>
            <h2 className="up-section-title">{message.title}</h2>
            <p className="up-muted">
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </p>
          </header>
          <p className="up-card up-msg-body">{message.body}</p>
          {message.places.length > 0 && (
            <ul className="up-list up-card" data-testid="message-places">
              {message.places.map((place) => (
                <MenuLink key={place} to={places[place][0]} icon={places[place][1]} label={t(`messages.place.${place}`)} />
              ))}
            </ul>
          )}
          <FormError error={failed} />
        </article>
      ) : (
        <div className="up-body">
          <EmptyState title={t('messages.gone')} way={{ to: paths.messages, label: t('messages.all'), replace: true }} />
        </div>
      )}
    </div>
  );
}
