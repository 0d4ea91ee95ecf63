import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n.js';
import type { SupportMessage } from '../core/messages.js';
import { useServices } from '../hooks/use-services.js';
import { supportOf } from '../state/support-model.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { EmptyState } from '../components/empty-state.js';
import { ErrorRetry } from '../components/error-retry.js';
import { Loading } from '../components/loading.js';
import { SupportBubble } from '../components/support-bubble.js';
import { SupportComposer } from '../components/support-composer.js';
import { usePagedList } from '../hooks/use-paged-list.js';

/**
 * `paths.support`: the conversation with customer service, oldest at the top, and the box to write in. A reply
 * comes as a system message too, whose event reads the conversation again while this is open.
 */
export default function SupportConversationPage() {
  const services = useServices();
  const support = supportOf(services);
  // A reply is a system message too: the unread count moves, and the conversation is read again.
  const list = usePagedList(support.conversation, services.session.unread.value);
  // Sent here since the last reading: shown at once, until a reading brings them.
  const [sent, setSent] = useState<SupportMessage[]>([]);
  const end = useRef<HTMLDivElement>(null);
  const read = list.items;
  const known = new Set(read.map((message) => message.id));
  const messages = [...read].reverse().concat(sent.filter((message) => !known.has(message.id)));
  const error = list.error;
  const last = messages[messages.length - 1]?.id;
  useEffect(() => end.current?.scrollIntoView?.({ block: 'end' }), [last]);
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('support.title')} backTo={paths.user} />
      <div className="up-body">
        <section aria-label={t('support.title')} aria-busy={list.loading ? 'true' : undefined}>
          {error ? (
            <ErrorRetry error={error} onRetry={list.more} />
          ) : list.loading ? (
            <Loading />
          ) : (
            !list.done && (
              <button type="button" className="up-btn secondary" onClick={list.more}>
                {t('support.earlier')}
              </button>
            )
          )}
          {messages.length > 0 ? (
            <ul className="up-list up-chats">
              {messages.map((message) => (
                <SupportBubble key={message.id} support={support} message={message} />
              ))}
            </ul>
          ) : (
            !list.loading && !error && <EmptyState title={t('support.emptyTitle')}><p className="up-muted">{t('support.emptyBody')}</p></EmptyState>
          )}
        </section>
        <div ref={end}>
          <SupportComposer support={support} onSent={(message) => setSent((was) => [...was, message])} />
        </div>
      </div>
    </div>
  );
}
