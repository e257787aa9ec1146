// The browse page's URL search parameters <-> its query: pure, never throws; a bad or unknown value falls back to the
// default, and defaults are left out of the URL so a link stays short and one page has one URL.
import type { Network } from '@common/api/market';
import { LOCAL_CHAINS, type ChainKey } from '@common/domain/chains';
import { ITEM_GRADES, MARKET_ORDERS, gradeOfLabel, isCategoryPath, type MarketOrder } from '@common/domain/items';
import type { BrowseFilters, BrowseQuery, MarketLang } from './types';

export const BROWSE_DEFAULTS: Readonly<BrowseFilters> = {
  category: '',
  search: '',
  grade: '',
  for_sale: '0',
  standard: '',
  order: 'newest',
  page: 1,
  mine: '0',
};

/** The schema's bounds (common/api/marketItems.ts): longer searches are cut, pages beyond the last page are not. */
export const SEARCH_MAX = 255;
export const PAGE_MAX = 100_000;

/** The URL's parameter order: what a user changes most often comes first. */
const KEYS = ['category', 'search', 'grade', 'for_sale', 'standard', 'order', 'page', 'mine'] as const satisfies readonly (keyof BrowseFilters)[];

/** The API's network of a market tab (eth, bsc, pol). */
export const networkOfTab = (tab: ChainKey): Network => LOCAL_CHAINS[tab].family;

// Control characters would only reach the API to be dropped there; the rest of the text is the user's own.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

function category(value: string | null): BrowseFilters['category'] {
  const v = (value ?? '').trim();
  return v === 'land' || isCategoryPath(v) ? v : '';
}

function search(value: string | null): string {
  return (value ?? '').replace(CONTROL, ' ').trim().slice(0, SEARCH_MAX).trim();
}

/** A grade by number ('7') or by label, current or older ('Legendary', 'Unique+α'). */
function grade(value: string | null): string {
  const v = (value ?? '').trim();
  if ((ITEM_GRADES as readonly number[]).map(String).includes(v)) return v;
  const byLabel = v === '' ? null : gradeOfLabel(v);
  return byLabel === null ? BROWSE_DEFAULTS.grade : String(byLabel);
}

function forSale(value: string | null): BrowseFilters['for_sale'] {
  return value === '1' || value === 'true' ? '1' : '0';
}

function standard(value: string | null): BrowseFilters['standard'] {
  const v = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/^erc-?/, '');
  return v === '721' || v === '1155' ? v : '';
}

function order(value: string | null): MarketOrder {
  const v = (value ?? '').trim();
  return (MARKET_ORDERS as readonly string[]).includes(v) ? (v as MarketOrder) : BROWSE_DEFAULTS.order;
}

function page(value: string | null): number {
  const v = (value ?? '').trim();
  if (!/^\d{1,6}$/.test(v)) return BROWSE_DEFAULTS.page;
  const n = Number(v);
  return n >= 1 && n <= PAGE_MAX ? n : BROWSE_DEFAULTS.page;
}

/** The filters a URL's search part names ('?grade=7&page=2', without '?' or as URLSearchParams). */
export function filtersFromSearch(input: string | URLSearchParams): BrowseFilters {
  let params: URLSearchParams;
  try {
    params = typeof input === 'string' ? new URLSearchParams(input) : input;
  } catch {
    params = new URLSearchParams();
  }
  return {
    category: category(params.get('category')),
    search: search(params.get('search')),
    grade: grade(params.get('grade')),
    for_sale: forSale(params.get('for_sale')),
    standard: standard(params.get('standard')),
    order: order(params.get('order')),
    page: page(params.get('page')),
    mine: params.get('mine') === '1' ? '1' : '0',
  };
}

/** The search part of the URL for `filters` ('' for all defaults, else '?...'); values are normalised first. */
export function searchOfFilters(filters: BrowseFilters): string {
  const clean = filtersFromSearch(new URLSearchParams(KEYS.map((k) => [k, String(filters[k])])));
  const params = new URLSearchParams();
  for (const key of KEYS) if (clean[key] !== BROWSE_DEFAULTS[key]) params.set(key, String(clean[key]));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The filters after a change: any change but the page itself goes back to page 1 (the old page may not exist). */
export function changeFilters(filters: BrowseFilters, change: Partial<BrowseFilters>): BrowseFilters {
  const next = { ...filters, ...change };
  const onlyPage = Object.keys(change).every((k) => k === 'page');
  return onlyPage ? next : { ...next, page: change.page ?? 1 };
}

/** The whole query of a tab, the page's language and the URL's search part. */
export function browseQuery(tab: ChainKey, input: string | URLSearchParams, lang: MarketLang = 'en'): BrowseQuery {
  return { network: networkOfTab(tab), lang, ...filtersFromSearch(input) };
}

/** True when two queries ask for the same page. */
export function sameQuery(a: BrowseQuery | null, b: BrowseQuery | null): boolean {
  if (a === null || b === null) return a === b;
  return a.network === b.network && a.lang === b.lang && KEYS.every((k) => a[k] === b[k]);
}

/** My page inventory's URL: ?network=eth|bsc|pol (default bsc, as market/ goes to market/bsc) and ?page=n. */
export interface InventoryPlace {
  tab: ChainKey;
  page: number;
}
export const INVENTORY_DEFAULT_TAB: ChainKey = 'bsc';
const TABS: readonly ChainKey[] = ['eth', 'bsc', 'pol'];

export function inventoryPlace(input: string | URLSearchParams): InventoryPlace {
  let params: URLSearchParams;
  try {
    params = typeof input === 'string' ? new URLSearchParams(input) : input;
  } catch {
    params = new URLSearchParams();
  }
  const tab = (params.get('network') ?? '').trim().toLowerCase();
  return { tab: (TABS as readonly string[]).includes(tab) ? (tab as ChainKey) : INVENTORY_DEFAULT_TAB, page: page(params.get('page')) };
}

export function inventorySearch(place: InventoryPlace): string {
  const params = new URLSearchParams();
  if (place.tab !== INVENTORY_DEFAULT_TAB) params.set('network', place.tab);
  if (place.page !== 1) params.set('page', String(place.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
