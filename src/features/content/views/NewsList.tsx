// A list of news posts: each entry a real link to its news-detail page, with its category, date, title and summary.
import { useLingui } from '@lingui/react/macro';
import type { PostSummary } from '@common/api/content';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { useCategoryLabel } from './labels';

export function NewsList({ rows, lang, label }: { rows: PostSummary[]; lang: Lang; label: string }) {
  const { i18n } = useLingui();
  const categoryLabel = useCategoryLabel();
  const date = new Intl.DateTimeFormat(i18n.locale || lang, { dateStyle: 'medium' });
  return (
    <ul className="news-list" aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className="news-entry">
          <RouterLink href={pathFor(lang, `news-detail/${row.id}`)} className="news-entry-link">
            {row.thumburl && <img className="news-entry-picture" src={row.thumburl} alt="" width={96} height={96} loading="lazy" />}
            <span className="news-entry-text">
              <span className="news-entry-meta">
                <span className="news-category">{categoryLabel(row.category)}</span>
                <time dateTime={row.createdAt}>{date.format(new Date(row.createdAt))}</time>
              </span>
              <span className="news-entry-title">{row.title}</span>
              <span className="news-entry-summary">{row.summary}</span>
            </span>
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
