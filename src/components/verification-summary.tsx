import { AreaPart } from '../areas/area-part.js';
import { t } from '../i18n/i18n.js';
import type { VerificationState } from '../core/verification.js';

/** What was submitted: the name, the masked ID number and the nationality, by name in the reader's language (the withdraw area's part). */
export function VerificationSummary({ state }: { state: VerificationState }) {
  return (
    <dl className="up-kv">
      <div>
        <dt>{t('verify.name')}</dt>
        <dd>{state.name}</dd>
      </div>
      <div>
        <dt>{t('verify.idNumber')}</dt>
        <dd className="up-num">{state.idNumber}</dd>
      </div>
      <div>
        <dt>{t('verify.nationality')}</dt>
        <dd>{state.nationality && <AreaPart area="withdraw" name="regionName" code={state.nationality} />}</dd>
      </div>
    </dl>
  );
}
