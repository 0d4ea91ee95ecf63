import { t, language } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { paths } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { ErrorRetry } from './error-retry.js';
import { Loading } from './loading.js';
import { PageText } from './page-text.js';
import { SimulatedTag } from './simulated-tag.js';
import { useLoad } from '../hooks/use-load.js';

interface RiskNoticeProps {
  /** Shown as the dialog; while false the text is only loaded, so it is there when Buy is tapped. */
  open: boolean;
  busy: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/**
 * The one-time risk notice before the first order, its text from `GET /api/pages/risk`. Render it as soon as
 * the notice may be needed. Accepting stays disabled until the text is on screen: nobody accepts what they
 * could not read.
 */
export function RiskNotice(props: RiskNoticeProps) {
  // Keyed by language, so a change of language loads the notice again in it.
  return <RiskNoticeIn key={language.value} {...props} />;
}

function RiskNoticeIn({ open, busy, onAccept, onCancel }: RiskNoticeProps) {
  const { content } = useServices();
  const lang = language.value;
  const load = useLoad(() => content.page('risk', lang));
  const page = load.value;
  if (!open) return null;
  return (
    <ConfirmDialog
      message={
        <>
          <strong>{page?.title ?? t('risk.title')}</strong>
          {/* The notice speaks of simulated prices "when the app shows the tag": here it is, if they are. */}
          <SimulatedTag />
          {page ? <PageText body={page.body} /> : load.error ? <ErrorRetry error={load.error} onRetry={load.retry} /> : <Loading />}
          <Link to={paths.help}>{t('help.rules')}</Link>
        </>
      }
      confirmLabel={t('risk.accept')}
      busy={busy || !page}
      onConfirm={onAccept}
      onCancel={onCancel}
    />
  );
}
