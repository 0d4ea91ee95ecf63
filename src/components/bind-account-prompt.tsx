import { t } from '../i18n/i18n.js';
import { paths, withQuery } from '../routing/paths.js';
import { EmptyState } from './empty-state.js';

/** No withdrawal account yet: the way to bind one, which comes back to withdrawing afterwards. */
export function BindAccountPrompt() {
  return (
    <div className="up-card">
      <EmptyState title={t('errors.not_bound')} way={{ to: withQuery(paths.withdrawalAccountDetail, { redirect: paths.withdraw }), label: t('account.bind') }} />
    </div>
  );
}
