import { useState } from 'react';
import { t } from '../i18n/i18n.js';
import { DocumentSheet } from './document-sheet.js';

/**
 * Registration's consent: a box to accept the terms of use and the privacy policy, and the two texts, each opened
 * over the form so nothing typed is lost. `error` is the field code the form or the server gave `acceptTerms`.
 */
export function TermsConsent({ accepted, onChange, error }: { accepted: boolean; onChange: (accepted: boolean) => void; error?: string }) {
  const [open, setOpen] = useState<'terms' | 'privacy'>();
  return (
    <>
      <div className="up-radios">
        <label>
          <input
            type="checkbox"
            id="acceptTerms"
            checked={accepted}
            onChange={(event) => onChange(event.currentTarget.checked)}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? 'acceptTerms-error' : undefined}
          />
          <span>{t('consent.accept')}</span>
        </label>
      </div>
      {/* Side by side where both fit, one under the other where a language's names are long. */}
      <p data-testid="consent-documents">
        <button type="button" className="up-btn ghost" onClick={() => setOpen('terms')}>
          {t('consent.terms')}
        </button>
        <button type="button" className="up-btn ghost" onClick={() => setOpen('privacy')}>
          {t('consent.privacy')}
        </button>
      </p>
      {error && (
        <p className="up-form-error" id="acceptTerms-error" role="alert">
          {t('consent.required')}
        </p>
      )}
      {open && <DocumentSheet slug={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
