import { t, language } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { newsOf } from '../state/news-model.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { NewsRow } from '../components/news-row.js';
import { PagedList } from '../components/paged-list.js';

/** `paths.newsList`: every live news item, newest first, a page at a time. */
export default function NewsListPage() {
  const news = newsOf(useServices());
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('news.title')} backTo={paths.home} />
      <div className="up-body">
        {/* Keyed by language, so a change of language starts the list again in it. */}
        <PagedList key={language.value} load={news.list(language.value)} label={t('news.title')} row={(item) => <NewsRow item={item} />} />
      </div>
    </div>
  );
}
