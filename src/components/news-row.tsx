import type { NewsSummary } from '../core/news.js';
import { formatRelativeTime } from '../i18n/format.js';
import { paths, withQuery } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { Icon } from './icons.js';

/** One news item in a list: its title, summary and date, opening the item. */
export function NewsRow({ item }: { item: NewsSummary }) {
  return (
    <Link to={withQuery(paths.newsDetail, { id: item.id })}>
      <span className="up-grow">
        <strong>{item.title}</strong>
        <br />
        <small className="up-muted">{item.summary}</small>
        <br />
        <small className="up-muted">
          <time dateTime={item.publishedAt}>{formatRelativeTime(item.publishedAt)}</time>
        </small>
      </span>
      <span className="up-chevron">
        <Icon name="chevron" />
      </span>
    </Link>
  );
}
