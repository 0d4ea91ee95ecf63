import { t } from '../i18n/i18n.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';

/** The trading rules of DESIGN.md, in the order a trade meets them. */
const ruleKeys = ['entry', 'exit', 'up', 'down', 'draw', 'void', 'payout'];

/** `/pages/help/help`: the help center. For now the risk notice and the trading rules; more help comes later. */
export default function HelpPage() {
  return (
    <div class="up-page no-tabs">
      <NavBar title={t('help.title')} backTo={paths.home} />
      <div class="up-body">
        <section class="up-card" aria-labelledby="up-rules">
          <h2 id="up-rules" class="up-section-title">
            {t('rules.title')}
          </h2>
          <ol>
            {ruleKeys.map((key) => (
              <li key={key}>{t(`rules.${key}`)}</li>
            ))}
          </ol>
        </section>
        <p class="up-notice">{t('risk.body')}</p>
      </div>
    </div>
  );
}
