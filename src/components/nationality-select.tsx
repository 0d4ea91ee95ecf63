import { useLayoutEffect, useMemo } from 'react';
import { language } from '../i18n/i18n.js';
import { regionCodes } from '../i18n/regions.js';
import { languageRegion, regionNamer } from '../i18n/region-names.js';
import { fieldMessage } from './field.js';

/**
 * Nationality as a labelled <select> of every ISO region, named and sorted in the interface language; an empty
 * value becomes the region of the interface language. The label comes from the screen, in its own strings.
 * The withdraw area's, with the region list: verification shows it (and `RegionName`) as an AreaPart, so
 * neither joins the core as a module two areas share.
 */
export function NationalitySelect({ id, label, value, onValue, error }: { id: string; label: string; value: string; onValue: (code: string) => void; error?: string }) {
  const lang = language.value;
  const options = useMemo(() => {
    const name = regionNamer(lang);
    const collator = new Intl.Collator(lang);
    return regionCodes.map((code) => [code, name(code)]).sort((a, b) => collator.compare(a[1], b[1]));
  }, [lang]);
  // Before paint, so the first option never shows in its place.
  useLayoutEffect(() => {
    if (!value) onValue(languageRegion(lang));
  }, [value, lang, onValue]);
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

/** A region's name in the interface language. */
export function RegionName({ code }: { code: string }) {
  return <>{regionNamer(language.value)(code)}</>;
}
