import { useLocation } from 'preact-iso/router';
import { t, language } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { messagesOf } from '../state/messages-model.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { MessageRow } from '../components/message-row.js';
import { MessageDetail } from '../components/message-detail.js';
import { PagedList } from '../components/paged-list.js';

/**
 * `paths.messages`: the user's system messages, newest first, a page at a time, a new one arriving by itself;
 * `?id=` shows one in full (as the order records do).
 */
export default function SystemMessagesPage() {
  const { query } = useLocation();
  const services = useServices();
  const messages = messagesOf(services);
  if (query.id) return <MessageDetail key={query.id} id={query.id} />;
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('messages.title')} backTo={paths.home} />
      <div className="up-body">
        {/* Keyed by language, so a change of language starts the list again in it. */}
        <PagedList key={language.value} load={messages.list(language.value)} follows={services.session.unread.value} label={t('messages.title')} empty={t('common.noData')} row={(message) => <MessageRow message={message} />} />
      </div>
    </div>
  );
}
