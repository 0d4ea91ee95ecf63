import { t } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';

/** "Simulated prices", wherever prices show, when the server's feed is the built-in simulator. */
export function SimulatedTag() {
  return useServices().appInfo.value?.feedSource === 'sim' ? <span className="up-badge pending">{t('home.simulated')}</span> : null;
}
