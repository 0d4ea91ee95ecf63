import { dialCodes } from '../core/phone.js';
import { t } from '../i18n/i18n.js';

/** The country calling code before a phone number's input (`Field`'s `before`). */
export function DialCodeSelect({ value, onValue }: { value: string; onValue: (code: string) => void }) {
  return (
    <select aria-label={t('registerCheck.dialCode')} value={value} onChange={(e) => onValue(e.currentTarget.value)}>
      {dialCodes.map((d) => (
        <option key={d.region} value={d.code}>
          {d.region} {d.code}
        </option>
      ))}
    </select>
  );
}
