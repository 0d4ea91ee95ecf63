import { useLocation } from 'preact-iso/router';
import { t, language } from '../i18n/i18n.js';
import { formatRelativeTime } from '../i18n/format.js';
import { useServices } from '../hooks/use-services.js';
import { newsOf } from '../state/news-model.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { EmptyState } from '../components/empty-state.js';
import { ErrorRetry } from '../components/error-retry.js';
import { Loading } from '../components/loading.js';
import { MarkdownText } from '../components/markdown-text.js';
import { useLoad } from '../hooks/use-load.js';

/** `paths.newsDetail` (`?id=`): one news item, its body rendered from Markdown as text. */
export default function NewsArticlePage() {
  const { query } = useLocation();
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('news.title')} backTo={paths.newsList} />
      <Article key={`${query.id}:${language.value}`} id={query.id ?? ''} />
    </div>
  );
}

function Article({ id }: { id: string }) {
  const news = newsOf(useServices());
  const lang = language.value;
  const load = useLoad(() => news.item(id, lang));
  const item = load.value;
  const error = load.error;
  // A withdrawn item (or an old link) is gone for good: no retry, the way to the others instead.
  if (error?.code === 'not_found') {
    return (
      <div className="up-body">
        <EmptyState title={t('news.gone')} way={{ to: paths.newsList, label: t('news.all'), replace: true }} />
      </div>
    );
  }
  if (error) return <ErrorRetry error={error} onRetry={load.retry} />;
  if (!item) return <Loading />;
  return (
    <article className="up-body">
      <header>
        <h2 className="up-section-title">{item.title}</h2>
        <p className="up-muted">
          <time dateTime={item.publishedAt}>{formatRelativeTime(item.publishedAt)}</time>
        </p>
      </header>
      <section className="up-card">
        <MarkdownText body={item.body} />
      </section>
    </article>
  );
}
