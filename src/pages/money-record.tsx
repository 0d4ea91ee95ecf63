import { t } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';
import { useServices } from '../state/services.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { PagedList } from '../components/paged-list.js';
import { RecordRow } from '../components/record-row.js';

/** `/pages/money-record/money-record`: the capital record — every transfer of the available balance. */
export default function MoneyRecordPage() {
  const { funds } = useServices();
  return (
    <div class="up-page no-tabs">
      <NavBar title={t('record.title')} backTo={paths.user} />
      <div class="up-body">
        <PagedList
          load={funds.ledger}
          label={t('record.title')}
          row={(item) => {
            const out = item.amount.startsWith('-');
            return (
              <RecordRow
                title={t(`ledger.${item.code}`) || item.code}
                // The sign always shows: + in green for money in, − in red for money out.
                amount={out ? formatMoney(item.amount).replace('-', '−') : `+${formatMoney(item.amount)}`}
                amountClass={out ? 'up-neg' : 'up-pos'}
                time={item.createdAt}
              >
                <p class="up-muted">{t('record.balanceAfter', { balance: formatMoney(item.balanceAfter) })}</p>
              </RecordRow>
            );
          }}
        />
      </div>
    </div>
  );
}
