import type { DepositInstructions, DepositMethod } from '../core/funds.js';
import { t, tryT } from '../i18n/i18n.js';
import { Icon } from './icons.js';
import { showToast } from './toast.js';

const fields: (keyof DepositInstructions)[] = ['bankName', 'accountName', 'accountNumber', 'network', 'address', 'memo'];
/** Worth copying: what a payer would otherwise type (names and networks are read, not pasted). */
const copyable = new Set<string>(['accountNumber', 'address', 'memo', 'quote']);

/** A method's name in the user's language when we have one (the first two methods), else the operator's. */
export const methodName = (method: Pick<DepositMethod, 'id' | 'name'>) => tryT(`method.${method.id}`) || method.name;

async function copy(text: string) {
  let done = true;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    done = false;
  }
  showToast(t(done ? 'depositPay.copied' : 'depositPay.copyFailed'));
}

/**
 * What to pay to: for a bank transfer the reference to quote (once there is one; a crypto transfer can't carry
 * one), the method's details with copy buttons, a QR code of a crypto address (an <img> the server draws) and what
 * to watch out for.
 */
export function DepositPayment({ method, qrUrl, reference }: { method: DepositMethod; qrUrl: string; reference?: string }) {
  const i = method.instructions;
  const quoted = reference && method.kind === 'bank_transfer' ? [['quote', reference] as [string, string]] : [];
  const rows: [string, string][] = [...quoted, ...fields.filter((f) => i[f]).map((f): [string, string] => [f, i[f]!])];
  return (
    <section className="up-card up-form" aria-label={t('depositPay.payTo')} data-testid="deposit-payment">
      <strong>{t('depositPay.payTo')}</strong>
      <dl className="up-kv">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`depositPay.${key}`)}</dt>
            <dd className="up-num">
              {value}
              {copyable.has(key) && (
                <button type="button" className="up-btn ghost" aria-label={`${t('common.copy')} ${t(`depositPay.${key}`)}`} onClick={() => copy(value)}>
                  <Icon name="copy" />
                  {t('common.copy')}
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {method.kind === 'crypto' && i.address && (
        <img className="up-qr" src={qrUrl} alt={t('depositPay.qr', { network: i.network ?? '' })} width={176} height={176} />
      )}
      <p className="up-muted">
        {method.kind === 'crypto'
          ? t(i.memo ? 'depositPay.cryptoMemo' : 'depositPay.crypto', { currency: method.currency, network: i.network ?? '' })
          : t(reference ? 'depositPay.bank' : 'depositPay.bankBefore')}
      </p>
    </section>
  );
}
