// Paging arithmetic for lists shown 12 to a page with 10 page links to a group (spec section 9); pure, used by Pagination.
import { PAGE_SIZE, PAGES_PER_GROUP } from '@machines/constants';

export interface PageGroup {
  /** The page asked for, clamped into 1..totalPages (1 when there are no pages). */
  page: number;
  /** 0 when there is nothing to show. */
  totalPages: number;
  /** The page numbers linked in this group, in order. */
  pages: number[];
  /** The page before and after this one (null on the first / last page). */
  previousPage: number | null;
  nextPage: number | null;
  /** Where the previous-group button goes: the last page of the previous group, or null in the first group. */
  previousGroupPage: number | null;
  /** Where the next-group button goes: the first page of the next group, or null in the last group. */
  nextGroupPage: number | null;
  /** Index of the page's first item, for slicing a list or asking an API. */
  offset: number;
}

/**
 * The group of page links around `page` (1-based). Out-of-range or non-integer pages are clamped, so a
 * stale page number from a URL still lands on a real page.
 */
export function pageGroup(page: number, totalItems: number, pageSize: number = PAGE_SIZE.marketItems, groupSize: number = PAGES_PER_GROUP): PageGroup {
  if (!(pageSize >= 1) || !(groupSize >= 1)) throw new RangeError(`pageSize and groupSize must be at least 1 (got ${pageSize}, ${groupSize})`);
  const size = Math.floor(pageSize);
  const group = Math.floor(groupSize);
  const items = Number.isFinite(totalItems) && totalItems > 0 ? Math.floor(totalItems) : 0;
  const totalPages = Math.ceil(items / size);
  const current = Math.min(Math.max(Number.isFinite(page) ? Math.floor(page) : 1, 1), Math.max(totalPages, 1));
  if (totalPages === 0)
    return { page: 1, totalPages: 0, pages: [], previousPage: null, nextPage: null, previousGroupPage: null, nextGroupPage: null, offset: 0 };
  const first = Math.floor((current - 1) / group) * group + 1;
  const last = Math.min(first + group - 1, totalPages);
  return {
    page: current,
    totalPages,
    pages: Array.from({ length: last - first + 1 }, (_, i) => first + i),
    previousPage: current > 1 ? current - 1 : null,
    nextPage: current < totalPages ? current + 1 : null,
    previousGroupPage: first > 1 ? first - 1 : null,
    nextGroupPage: last < totalPages ? last + 1 : null,
    offset: (current - 1) * size,
  };
}
