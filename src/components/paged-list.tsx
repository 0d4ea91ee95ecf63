import type { ReactNode } from 'react';
import { t } from '../i18n/i18n.js';
import type { PageLoader } from '../api/client.js';
import { usePagedList } from '../hooks/use-paged-list.js';
import { EmptyState } from './empty-state.js';
import { ErrorRetry } from './error-retry.js';
import { Loading } from './loading.js';

/** A record list: rows, then 'Load more', 'No more' at the end, `empty` ('No record') when empty, or the error with Retry. */
export function PagedList<T extends { id: string }>({ load, label, empty, follows, row }: {
  load: PageLoader<T>;
  label: string;
  empty?: string;
  /** Read from the first page again when this changes, as on a change of the account's records. */
  follows?: unknown;
  row: (item: T) => ReactNode;
}) {
  const list = usePagedList(load, follows);
  const items = list.items;
  const error = list.error;
  return (
    <section aria-label={label} aria-busy={list.loading ? 'true' : undefined}>
      {items.length > 0 && (
        <ul className="up-list up-recs">
          {items.map((item) => (
            <li key={item.id}>{row(item)}</li>
          ))}
        </ul>
      )}
      <div className="up-more" aria-live="polite">
        {error ? (
          <ErrorRetry error={error} onRetry={list.more} />
        ) : list.loading ? (
          <Loading />
        ) : !list.done ? (
          <button type="button" className="up-btn secondary" onClick={list.more}>
            {t('common.loadMore')}
          </button>
        ) : items.length > 0 ? (
          <p className="up-muted">{t('common.noMore')}</p>
        ) : (
          <EmptyState title={empty ?? t('common.noRecord')} />
        )}
      </div>
    </section>
  );
}
