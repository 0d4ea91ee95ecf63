import { t } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { paths } from '../routing/paths.js';
import { Link } from '../routing/link.js';

/**
 * The way to customer service under a refusal that says "contact customer service": the operator's own link
 * where app info has one, else our conversation screen.
 */
export function ContactSupport() {
  const url = useServices().appInfo.value?.customerServiceUrl;
  const label = t('support.contact');
  return url ? (
    <a className="up-btn secondary" href={url} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  ) : (
    <Link className="up-btn secondary" to={paths.support}>
      {label}
    </Link>
  );
}
