import { language } from '../i18n/i18n.js';
import type { PageSlug } from '../core/pages.js';
import { useServices } from '../hooks/use-services.js';
import { paths } from '../routing/paths.js';
import { NavBar } from './nav-bar.js';
import { ErrorRetry } from './error-retry.js';
import { Loading } from './loading.js';
import { PageText } from './page-text.js';
import { useLoad } from '../hooks/use-load.js';

interface Props {
  slug: PageSlug;
}

/** A screen that is one content page: its title in the bar, its paragraphs as text, in the user's language. */
export function ContentScreen(props: Props) {
  // Keyed by language, so a change of language loads the text again in it.
  return <ContentScreenIn key={language.value} {...props} />;
}

function ContentScreenIn({ slug }: Props) {
  const { content } = useServices();
  const lang = language.value;
  const load = useLoad(() => content.page(slug, lang));
  const page = load.value;
  return (
    <div className="up-page no-tabs" data-page={slug}>
      <NavBar title={page?.title ?? ''} backTo={paths.home} />
      {load.error ? (
        <ErrorRetry error={load.error} onRetry={load.retry} />
      ) : page ? (
        <div className="up-body">
          <section className="up-card">
            <PageText body={page.body} />
          </section>
        </div>
      ) : (
        <Loading />
      )}
    </div>
  );
}
