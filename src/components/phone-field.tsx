import { dialCodes, phoneText, regionsOf, toE164 } from '../core/phone.js';
import { language, t } from '../i18n/i18n.js';
import { regionNamer } from '../i18n/region-names.js';
import { Field } from './field.js';

/**
 * A mobile number: the country calling code picked in `dialCode`, the national number typed beside it, and under
 * them which country's number it is read as ("Thailand: +66 81 234 5678"), so a number typed under another
 * country's code says so before the server refuses it.
 */
export function PhoneField({ dialCode, onDialCode, ...field }: { id: string; label: string; value: string; onValue: (value: string) => void; error?: string; dialCode: string; onDialCode: (code: string) => void }) {
  const typed = field.value.replace(/[\s-]/g, '');
  const country = regionsOf(dialCode).map(regionNamer(language.value)).join(' / ');
  return (
    <>
      <Field
        {...field}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        before={
          <select aria-label={t('registerCheck.dialCode')} value={dialCode} onChange={(e) => onDialCode(e.currentTarget.value)}>
            {dialCodes.map((d) => (
              <option key={d.region} value={d.code}>
                {d.region} {d.code}
              </option>
            ))}
          </select>
        }
      />
      {typed && (
        <p className="up-hint" id={`${field.id}-read-as`} role="status" data-testid="phone-read-as">
          {t('registerCheck.readAs', { country, number: phoneText(toE164(dialCode, typed)) })}
        </p>
      )}
    </>
  );
}
