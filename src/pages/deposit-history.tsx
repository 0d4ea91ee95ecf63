import { t, tryT } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';
import { useServices } from '../hooks/use-services.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { PagedList } from '../components/paged-list.js';
import { RecordRow } from '../components/record-row.js';
import { useLoad } from '../hooks/use-load.js';
import { DepositPayment, methodName } from '../components/deposit-instructions.js';
import { CopyButton } from '../components/copy-button.js';
import { AreaPart } from '../areas/area-part.js';

/**
 * `paths.depositList`: deposit details, newest first, each with its number (copyable, to quote). A deposit still
 * waiting for an operator keeps its payment details (reference, instructions, QR code) one tap away; a decided one
 * says what the operator decided: both amounts when another was credited, why when rejected.
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
            const method = methods.value?.find((m) => m.id === d.method);
            return (
              <RecordRow title={method ? methodName(method) : tryT(`method.${d.method}`) || d.method} amount={formatMoney(d.amount)} time={d.createdAt} status={d.status}>
                <p className="up-muted up-num">
                  {t('depositList.number', { id: d.id })}
                  <CopyButton compact text={d.id} label={t('depositList.number', { id: '' })} />
                </p>
                {d.note && <p className="up-muted">{t('depositList.reference', { reference: d.note })}</p>}
                {d.declaredAmount && <p>{t('depositList.declared', { declared: formatMoney(d.declaredAmount), amount: formatMoney(d.amount) })}</p>}
                {d.status === 'rejected' && (d.rejectReason || d.rejectNote) && (
                  <div className="up-error" data-testid="deposit-reason">
                    {d.rejectReason && <p>{t('depositList.reason', { reason: t(`depositReason.${d.rejectReason}`) })}</p>}
                    {d.rejectNote && <p>{d.rejectNote}</p>}
                    <AreaPart area="messages" name="contactSupport" />
                  </div>
                )}
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
