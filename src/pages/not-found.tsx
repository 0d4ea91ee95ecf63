import { t } from '../i18n/i18n.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { EmptyState } from '../components/empty-state.js';

/** Any address we have no screen for (an old link, a typo). */
export default function NotFoundPage() {
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('notFound.title')} backTo={paths.home} />
      <div className="up-body">
        <EmptyState title={t('notFound.body')} way={{ to: paths.home, label: t('notFound.home'), replace: true }} />
      </div>
    </div>
  );
}
