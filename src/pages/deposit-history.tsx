import { t, tryT } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';
import { useServices } from '../state/services.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { PagedList } from '../components/paged-list.js';
import { RecordRow } from '../components/record-row.js';
import { useLoad } from '../components/use-load.js';
import { DepositPayment, methodName } from '../components/deposit-instructions.js';
import { CopyButton } from '../components/copy-button.js';

/**
 * `paths.depositList`: deposit details, newest first, each with its number (copyable, to quote). A deposit still
 * waiting for an operator keeps its payment details (reference, instructions, QR code) one tap away.
 */
export default function DepositHistoryPage() {
  const { funds } = useServices();
  // A method an operator disabled since is no longer listed: its deposits show the id's name only.
  const methods = useLoad(() => funds.depositMethods().catch(() => []));
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('depositList.title')} backTo={paths.user} />
      <div className="up-body">
        <PagedList
          load={funds.deposits}
          label={t('depositList.title')}
          row={(d) => {
            const method = methods.value.value?.find((m) => m.id === d.method);
            return (
              <RecordRow title={method ? methodName(method) : tryT(`method.${d.method}`) || d.method} amount={formatMoney(d.amount)} time={d.createdAt} status={d.status}>
                <p className="up-muted up-num">
                  {t('depositList.number', { id: d.id })}
                  <CopyButton compact text={d.id} label={t('depositList.number', { id: '' })} />
                </p>
                {d.reference && <p className="up-muted">{t('depositList.reference', { reference: d.reference })}</p>}
                {d.status === 'pending' && method && (
                  <details>
                    <summary>{t('depositPay.howToPay')}</summary>
                    <DepositPayment method={method} qrUrl={funds.depositQrUrl(method.id)} reference={d.reference} />
                  </details>
                )}
              </RecordRow>
            );
          }}
        />
      </div>
    </div>
  );
}
