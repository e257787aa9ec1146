// My page inventory: the tab sends whose items, on which network and which page, with its visit (QUERY.SHOW); the flow
// fetches that page once per new request or visit, shows it, 'no wallet registered' or a failure with Retry, and reloads
// it in place (QUERY.RELOAD) after a list or unlist.
import { isNotOffered } from '@common/api/notOffered';
import { PAGE_SIZE } from '../constants';
import { createQueryMachine } from '../shared/queryMachine';
import type { FetchInventoryInput, InventoryPage, MarketLang } from './types';
import type { Network } from '@common/api/market';

/** What the tab asks for; owner is the signed-in user's registered wallet, null when they have none. */
export interface InventoryRequest {
  network: Network;
  owner: string | null;
  page: number;
  lang: MarketLang;
}

/** The tab's query: its request and its visit (coming back to the tab reads the page afresh); null before the tab asks. */
export type InventoryQuery = { request: InventoryRequest; visit: number } | null;

const sameOwner = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
const sameRequest = (a: InventoryRequest, b: InventoryRequest) =>
  a.network === b.network && a.page === b.page && a.lang === b.lang && sameOwner(a.owner, b.owner);

/** The generic loader (machines/shared/queryMachine.ts) configured. */
export const inventoryMachine = createQueryMachine<InventoryQuery, InventoryPage, FetchInventoryInput>({
  id: 'marketInventory',
  description:
    "My page inventory: fetches a page of the signed-in user's items and LAND on a network for each new request or visit, shows them, 'no wallet " +
    "registered' or a failure with Retry, and reloads in place after a list or unlist.",
  same: (a, b) => a !== null && b !== null && a.visit === b.visit && sameRequest(a.request, b.request),
  waitForQuery: true,
  /** No wallet registered: nothing to fetch. */
  isBlank: (q) => q !== null && q.request.owner === null,
  /** The server does not offer this call (an extension, common/api/extensions.ts): the page says so instead of Retry. */
  isNotOffered,
  reloadInPlace: true,
  /** Another page of the same list keeps its count (the pagination) while it loads; another owner or network starts at none. */
  keepWhileLoading: (a, b) => a !== null && b !== null && a.request.network === b.request.network && a.request.owner === b.request.owner,
  toInput: (q) => {
    const { network, owner, page, lang } = q!.request;
    return { network, owner: owner!, page, lang, count: PAGE_SIZE.myItems };
  },
});
