import { useEffect, useState } from 'react';
import { t } from '../i18n/i18n.js';
import { NavBar } from '../components/nav-bar.js';
import { Icon } from '../components/icons.js';
import { ProductList } from '../components/product-list.js';

// Waits for a pause in typing, so a search is one request, not one per key.
const searchDelayMs = 300;

/** `paths.products` (tab 2): products with live prices, searched by name or symbol on the server. */
export default function ProductsPage() {
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(query.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [query]);
  return (
    <div className="up-page">
      <NavBar title={t('product.title')} />
      <div className="up-body">
        <label className="up-search">
          <Icon name="search" />
          <span className="up-sr">{t('product.search')}</span>
          <input
            type="search"
            placeholder={t('product.search')}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
        </label>
        {/* A new search is a new list: keyed, it loads afresh and streams its own symbols. */}
        <ProductList key={searched} q={searched} />
      </div>
    </div>
  );
}
