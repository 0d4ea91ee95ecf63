import { t, language } from '../i18n/i18n.js';
import { paths } from '../routing/paths.js';
import { useServices } from '../hooks/use-services.js';
import { NavBar } from '../components/nav-bar.js';
import { ErrorRetry } from '../components/error-retry.js';
import { Loading } from '../components/loading.js';
import { PageText } from '../components/page-text.js';
import { useLoad } from '../hooks/use-load.js';

/** `paths.help`: the help center. The trading rules come first: the product screen links here for them. */
export default function HelpPage() {
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('help.title')} backTo={paths.home} />
      {/* Keyed by language, so a change of language loads the texts again in it. */}
      <HelpTexts key={language.value} />
    </div>
  );
}

function HelpTexts() {
  const { content } = useServices();
  const lang = language.value;
  const load = useLoad(() => Promise.all((['rules', 'help'] as const).map((slug) => content.page(slug, lang))));
  const pages = load.value;
  if (load.error) return <ErrorRetry error={load.error} onRetry={load.retry} />;
  if (!pages) return <Loading />;
  return (
    <div className="up-body">
      {pages.map((page) => (
        <section key={page.slug} className="up-card">
          <h2 className="up-section-title">{page.title}</h2>
          <PageText body={page.body} />
        </section>
      ))}
    </div>
  );
}
