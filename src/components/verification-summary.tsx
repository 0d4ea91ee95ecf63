import { useMemo } from 'react';
import { language, t } from '../i18n/i18n.js';
import { regionNamer } from '../i18n/regions.js';
import type { VerificationState } from '../core/verification.js';

/** What was submitted: the name, the masked ID number and the nationality, by name in the reader's language. */
export function VerificationSummary({ state }: { state: VerificationState }) {
  const lang = language.value;
  const nationality = useMemo(() => (state.nationality ? regionNamer(lang)(state.nationality) : ''), [lang, state.nationality]);
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
        <dd>{nationality}</dd>
      </div>
    </dl>
  );
}
