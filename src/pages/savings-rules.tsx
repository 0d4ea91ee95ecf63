import { t } from '../i18n/i18n.js';
import { formatZone } from '../i18n/format.js';
import { useServices } from '../hooks/use-services.js';
import { NavBar } from '../components/nav-bar.js';
import { paths } from '../routing/paths.js';

const rules = ['cutoff', 'confirm', 'earnings', 'limits', 'out'] as const;

/** `paths.savingsRules`: the savings rules, from the locales (the same rules the server applies). */
export default function SavingsRulesPage() {
  const info = useServices().appInfo.value;
  const zone = formatZone(info?.timeZone ?? 'Asia/Taipei');
  const cutoff = info?.savingsCutoff ?? '15:00';
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('savings.rules')} backTo={paths.money} />
      <div className="up-body">
        <ol className="up-card up-prose" style={{ paddingInlineStart: '2.5em' }} data-testid="savings-rules">
          {rules.map((rule) => (
            <li key={rule}>{t(`savings.rule_${rule}`, { zone, cutoff })}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
