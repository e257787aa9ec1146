// The LAND view's URL search parameters <-> its query (city, parcel, for-sale filter, order, page): pure, never throws;
// a bad or unknown value falls back to its default. Kept apart from the list so the market page can read it light.
import { type CityKey, isCity, mapOf } from '@common/domain/land';
import type { ChainKey } from '@common/domain/chains';

export const LAND_ORDERS = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type LandOrder = (typeof LAND_ORDERS)[number];

/** What the LAND view of market/{tab} shows, all of it in the URL. */
export interface LandQuery {
  city: CityKey;
  /** Token id of the selected parcel, or null. */
  parcel: string | null;
  /** Only parcels with an open listing. */
  sale: boolean;
  order: LandOrder;
  page: number;
}

export const LAND_DEFAULTS: Readonly<LandQuery> = { city: 'seoul', parcel: null, sale: false, order: 'newest', page: 1 };
const PAGE_MAX = 100_000;

/** The URL parameter that turns market/{tab} into its LAND view. */
export const isLandView = (search: string): boolean => new URLSearchParams(search).get('view') === 'land';

/** The market tab (network) a city's LAND lives on. */
export const tabOfCity = (city: CityKey): ChainKey => mapOf(city).chain;

export function landQuery(search: string): LandQuery {
  const p = new URLSearchParams(search);
  const named = p.get('city');
  const city = isCity(named) ? named : LAND_DEFAULTS.city;
  const parcelText = (p.get('parcel') ?? '').trim();
  const order = (LAND_ORDERS as readonly string[]).includes(p.get('order') ?? '') ? (p.get('order') as LandOrder) : LAND_DEFAULTS.order;
  const pageNumber = Number(p.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, PAGE_MAX) : 1;
  const sale = p.get('sale') === '1' || p.get('sale') === 'true';
  return { city, parcel: /^\d{1,78}$/.test(parcelText) ? parcelText : null, sale, order, page };
}

/** The query as a URL search ('?view=land&...'): defaults are left out except the view and the city (a shared link names it). */
export function searchOfLand(q: LandQuery): string {
  const p = new URLSearchParams({ view: 'land', city: q.city });
  if (q.parcel !== null) p.set('parcel', q.parcel);
  if (q.sale) p.set('sale', '1');
  if (q.order !== LAND_DEFAULTS.order) p.set('order', q.order);
  if (q.page !== 1) p.set('page', String(q.page));
  return `?${p.toString()}`;
}

/** A change of what the list shows goes back to page 1; another city also clears the selection. */
export function changeLand(q: LandQuery, change: Partial<LandQuery>): LandQuery {
  const next = { ...q, ...change };
  if (change.city !== undefined && change.city !== q.city) return { ...next, parcel: null, page: 1 };
  if (change.sale !== undefined || change.order !== undefined) return { ...next, page: change.page ?? 1 };
  return next;
}

/** The route (without the language) of the market's LAND view with one parcel of a city selected. */
export function parcelPath(city: CityKey, tokenId: string): string {
  return `market/${tabOfCity(city)}` + searchOfLand({ ...LAND_DEFAULTS, city, parcel: tokenId });
}
