import { t, language } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { newsOf } from '../state/news-model.js';
import { paths } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { EmptyState } from './empty-state.js';
import { ErrorRetry } from './error-retry.js';
import { Loading } from './loading.js';
import { NewsRow } from './news-row.js';
import { useLoad } from '../hooks/use-load.js';

/** Home's news section: the three latest items and the way to all of them. The news area's; home shows it as a part. */
export function LatestNews() {
  return (
    <section aria-labelledby="up-news">
      <h2 id="up-news" className="up-section-title">
        {t('news.title')}
      </h2>
      {/* Keyed by language, so a change of language loads the items again in it. */}
      <LatestItems key={language.value} />
    </section>
  );
}

function LatestItems() {
  const news = newsOf(useServices());
  const lang = language.value;
  const load = useLoad(() => news.list(lang, 3)(null));
  const page = load.value;
  if (load.error) return <ErrorRetry error={load.error} onRetry={load.retry} />;
  if (!page) return <Loading />;
  if (page.items.length === 0) return <EmptyState title={t('common.noData')} />;
  return (
    <>
      <ul className="up-list" data-testid="latest-news">
        {page.items.map((item) => (
          <li key={item.id}>
            <NewsRow item={item} />
          </li>
        ))}
      </ul>
      <Link className="up-btn ghost" to={paths.newsList}>
        {t('news.all')}
      </Link>
    </>
  );
}
