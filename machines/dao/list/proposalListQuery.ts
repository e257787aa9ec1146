// The dao page's URL search part <-> its filters (?chain=97&status=active&category=grant&search=park&page=2): pure, never throws;
// an unknown value falls back to the default, and defaults are left out of the URL so one page has one URL.
import { PROPOSAL_CATEGORIES, PROPOSAL_STATUSES, type ProposalCategory, type ProposalStatus } from '@common/domain/dao';
import type { ProposalListQuery } from './types';

/** Proposals a page (spec 9 names none for the DAO): each row is a tall card with its result, so a page stays short. */
export const PROPOSAL_PAGE_SIZE = 5;
/** The API's bounds (common/api/dao.ts listProposalsQuery): a longer search is cut, a page past them is the first. */
export const PROPOSAL_SEARCH_MAX = 100;
const PAGE_MAX = 100_000;

export type ProposalFilters = Pick<ProposalListQuery, 'status' | 'category' | 'search' | 'page'> & {
  /** The network chosen on the page (?chain=), 0 when none is: the wallet's, else the first (listChainId). */
  chain: number;
};
export const PROPOSAL_FILTER_DEFAULTS: Readonly<ProposalFilters> = { chain: 0, status: '', category: '', search: '', page: 1 };

/** The status tabs in their order: every status first ('' = all), then the spec's statuses. */
export const STATUS_TABS: readonly (ProposalStatus | '')[] = ['', ...PROPOSAL_STATUSES];
/** The category filter's options: every category first ('' = all). */
export const CATEGORY_OPTIONS: readonly (ProposalCategory | '')[] = ['', ...PROPOSAL_CATEGORIES];

// Control characters would only reach the API to be refused there; the rest of the text is the user's own.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** A search as the API takes it: control characters dropped, spaces trimmed and collapsed, at most 100 characters. */
export function normaliseSearch(value: string | null | undefined): string {
  return (value ?? '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, PROPOSAL_SEARCH_MAX).trim();
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  const v = (value ?? '').trim().toLowerCase();
  return (values as readonly string[]).includes(v) ? (v as T) : '';
}

function pageOf(value: string | null): number {
  const v = (value ?? '').trim();
  if (!/^\d{1,6}$/.test(v)) return 1;
  const n = Number(v);
  return n >= 1 && n <= PAGE_MAX ? n : 1;
}

function chainOf(value: string | null): number {
  const v = (value ?? '').trim();
  return /^[1-9]\d{0,9}$/.test(v) ? Number(v) : 0;
}

/** The filters a URL's search part names ('?status=active', with or without '?'). */
export function proposalFiltersOf(search: string): ProposalFilters {
  const params = new URLSearchParams(search);
  return {
    chain: chainOf(params.get('chain')),
    status: oneOf(PROPOSAL_STATUSES, params.get('status')),
    category: oneOf(PROPOSAL_CATEGORIES, params.get('category')),
    search: normaliseSearch(params.get('search')),
    page: pageOf(params.get('page')),
  };
}

/** The URL search part of filters ('' when all are defaults), in a fixed order. */
export function searchOfProposalFilters(f: ProposalFilters): string {
  const params = new URLSearchParams();
  if (f.chain) params.set('chain', String(f.chain));
  if (f.status) params.set('status', f.status);
  if (f.category) params.set('category', f.category);
  const search = normaliseSearch(f.search);
  if (search) params.set('search', search);
  if (f.page > 1) params.set('page', String(f.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Another network, tab, category or search starts again at page 1; only a page link keeps the rest. */
export function changeProposalFilters(current: ProposalFilters, change: Partial<ProposalFilters>): ProposalFilters {
  return { ...current, page: 1, ...change };
}
