import type { Signal } from '@preact/signals';
import { dialCodes } from '../core/phone.js';
import { t } from '../i18n/i18n.js';
import { Field } from './field.js';

/** A mobile number: the country calling code picked in `dialCode`, the national number typed beside it. */
export function PhoneField({ dialCode, ...field }: { id: string; label: string; value: string; onValue: (value: string) => void; error?: string; dialCode: Signal<string> }) {
  return (
    <Field
      {...field}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      before={
        <select aria-label={t('registerCheck.dialCode')} value={dialCode.value} onChange={(e) => (dialCode.value = e.currentTarget.value)}>
          {dialCodes.map((d) => (
            <option key={d.region} value={d.code}>
              {d.region} {d.code}
            </option>
          ))}
        </select>
      }
    />
  );
}
