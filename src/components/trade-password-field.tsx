import { t } from '../i18n/i18n.js';
import { Field } from './field.js';

type Bound = Pick<Parameters<typeof Field>[0], 'id' | 'value' | 'onValue' | 'error'>;

/** The six-digit transaction password that authorises moving money out, never offered for autofill. */
export function TradePasswordField(bound: Bound) {
  return <Field {...bound} type="password" label={t('common.tradePassword')} inputMode="numeric" maxLength={6} autoComplete="off" />;
}
