import { useMemo } from 'react';
import { language } from '../i18n/i18n.js';
import { regionCodes, regionNamer } from '../i18n/regions.js';
import { fieldMessage } from './field.js';

/** Nationality as a labelled <select> of every ISO region, named and sorted in the interface language. */
// The label comes from the screen, in its own strings: this part is shared by two areas, so it sits in the core.
export function NationalitySelect({ id, label, value, onValue, error }: { id: string; label: string; value: string; onValue: (code: string) => void; error?: string }) {
  const lang = language.value;
  const options = useMemo(() => {
    const name = regionNamer(lang);
    const collator = new Intl.Collator(lang);
    return regionCodes.map((code) => [code, name(code)]).sort((a, b) => collator.compare(a[1], b[1]));
  }, [lang]);
  return (
    <div className="up-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={id}
        value={value}
        onChange={(event) => onValue(event.currentTarget.value)}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      {error && (
        <p className="up-error" id={`${id}-error`} role="alert">
          {fieldMessage(error)}
        </p>
      )}
    </div>
  );
}
