// Pagination: a labelled nav with one group of page links (10 by default), previous/next page, the current page marked,
// and, when there is more than one group, jumps named for what they do ('Previous 10 pages', 'Next 10 pages').
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LinkComponent } from './Button';
import { PAGES_PER_GROUP } from '@machines/constants';
import { pageGroup } from './pageGroup';
import './components.css';

export function Pagination(props: {
  page: number;
  totalItems: number;
  pageSize?: number;
  groupSize?: number;
  /** Names the nav (default 'Pagination'); give one per list when a page has two. */
  label?: string;
  /** Links (shareable, work without script): the URL of a page. */
  hrefFor?: (page: number) => string;
  linkComponent?: LinkComponent;
  /** Buttons (or links handled in-app): called with the page chosen. */
  onPageChange?: (page: number) => void;
  className?: string;
}) {
  const { t } = useLingui();
  const group = pageGroup(props.page, props.totalItems, props.pageSize, props.groupSize);
  // One page needs no navigation.
  if (group.totalPages <= 1) return null;
  const groupSize = Math.floor(props.groupSize ?? PAGES_PER_GROUP);
  // Group jumps only where there is more than one group: on page 1 of 3 nothing looks like a jump that goes nowhere.
  const groups = group.totalPages > groupSize;

  const control = (target: number | null, content: ReactNode, extra: { label?: string; current?: boolean; className: string }) => {
    const common = { className: extra.className, 'aria-label': extra.label, 'aria-current': extra.current ? ('page' as const) : undefined };
    if (props.hrefFor) {
      // An unavailable previous/next stays in place (no layout shift) as a link without href: not focusable.
      if (target === null)
        return (
          <a {...common} role="link" aria-disabled="true">
            {content}
          </a>
        );
      const linkProps = {
        ...common,
        href: props.hrefFor(target),
        onClick: props.onPageChange ? () => props.onPageChange?.(target) : undefined,
      };
      const Link = props.linkComponent;
      return Link ? <Link {...linkProps}>{content}</Link> : <a {...linkProps}>{content}</a>;
    }
    return (
      <button
        type="button"
        {...common}
        disabled={target === null}
        onClick={() => {
          if (target !== null && target !== group.page) props.onPageChange?.(target);
        }}
      >
        {content}
      </button>
    );
  };

  return (
    <nav
      className={['ds-pagination', props.className].filter(Boolean).join(' ')}
      aria-label={props.label ?? t({ id: 'ui.pagination.label', message: 'Pagination' })}
    >
      <ul>
        {groups && (
          <li>
            {control(group.previousGroupPage, <span aria-hidden="true">«</span>, {
              className: 'ds-page ds-page-jump',
              label: t({ id: 'ui.pagination.previousGroup', message: `Previous ${groupSize} pages` }),
            })}
          </li>
        )}
        <li>
          {control(
            group.previousPage,
            <>
              <span aria-hidden="true">‹</span>
              {t({ id: 'ui.pagination.previous', message: 'Previous' })}
            </>,
            { className: 'ds-page ds-page-step' },
          )}
        </li>
        {group.pages.map((n) => (
          <li key={n}>
            {control(n, n, {
              className: 'ds-page',
              current: n === group.page,
              label: t({ id: 'ui.pagination.page', message: `Page ${n}` }),
            })}
          </li>
        ))}
        <li>
          {control(
            group.nextPage,
            <>
              {t({ id: 'ui.pagination.next', message: 'Next' })}
              <span aria-hidden="true">›</span>
            </>,
            { className: 'ds-page ds-page-step' },
          )}
        </li>
        {groups && (
          <li>
            {control(group.nextGroupPage, <span aria-hidden="true">»</span>, {
              className: 'ds-page ds-page-jump',
              label: t({ id: 'ui.pagination.nextGroup', message: `Next ${groupSize} pages` }),
            })}
          </li>
        )}
      </ul>
    </nav>
  );
}
