import { useSignal } from '@preact/signals';
import { t } from '../i18n/i18n.js';
import { NavBar } from '../components/nav-bar.js';
import { Icon } from '../components/icons.js';
import { EmptyState } from '../components/empty-state.js';

/** `/pages/product/product` (tab 2): products with search by name. Markets arrive with issue 4. */
export default function ProductsPage() {
  const query = useSignal('');
  return (
    <div class="up-page">
      <NavBar title={t('product.title')} />
      <div class="up-body">
        <label class="up-search">
          <Icon name="search" />
          <span class="up-sr">{t('product.search')}</span>
          <input
            type="search"
            placeholder={t('product.search')}
            value={query.value}
            onInput={(e) => (query.value = e.currentTarget.value)}
          />
        </label>
        <div class="up-card">
          <EmptyState title={t('common.noData')}>
            <p>{t('home.noProducts')}</p>
          </EmptyState>
        </div>
      </div>
    </div>
  );
}
