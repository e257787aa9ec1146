// The browse, item detail, holdings and inventory calls of the market as plain (deps, input) functions: the spec's
// calls for browse and search (specMarket.ts), the market extensions only for what the spec lacks while the back end
// offers them; pictures made absolute on the API's host, 'no such item' as null, and the visit/search logs.
import type { ApiClient } from '../../../services/api/client';
import type { FetchInventoryInput, FetchItemsInput, InventoryPage, ItemDetailKey, ItemDetailOutput, ItemPage, MarketLogInput } from '@machines/market/types';
import type { ItemCard } from '@common/api/marketItems';
import { isNotOffered } from '@common/api/notOffered';
import { authTokenFor, forgetAuthToken, loggableUser, type LogUser } from '../../../services/authToken';
import type { Network } from '@common/api/market';
import { withLandNames } from './landNames';
import type { MarketChainReader, SpecApi } from './specMarket';

/** The spec's market reads load with the first browse page, never with the market page's own code. */
export const specMarket = () => import('./specMarket');

export type BrowseApi = Pick<ApiClient, 'marketItemBrowse' | 'marketItemDetail' | 'marketInventory' | 'refreshToken' | 'saveLog' | 'assetUrl'> & SpecApi;

export type { LogUser };

export interface BrowseDeps {
  api: () => Promise<BrowseApi>;
  /** Ms since the epoch. */
  now: () => number;
  /** The build's chain id of a network (the spec's list rows are filtered to it); undefined when it has none. */
  chainIdOf: (network: Network) => Promise<number | undefined>;
  /** The market contract and collections on chain (ethers, loaded on first use). */
  chain: () => Promise<MarketChainReader>;
}

/** The extensions a back end answered "not offered" to, per deps: asked once, then the spec's calls go first. */
const notOfferedBy = new WeakMap<BrowseDeps, Set<string>>();
const knownMissing = (deps: BrowseDeps, id: string) => notOfferedBy.get(deps)?.has(id) ?? false;
function remember(deps: BrowseDeps, id: string, error: unknown): boolean {
  if (!isNotOffered(error)) return false;
  notOfferedBy.set(deps, (notOfferedBy.get(deps) ?? new Set()).add(id));
  return true;
}

/** An extension's answer, or the spec's fallback when the back end does not offer it (remembered, so asked once). */
export async function extensionOr<T>(deps: BrowseDeps, id: string, extension: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
  if (knownMissing(deps, id)) return fallback();
  try {
    return await extension();
  } catch (error) {
    if (remember(deps, id, error)) return fallback();
    throw error;
  }
}

const withPicture = (api: BrowseApi, card: ItemCard): ItemCard => ({ ...card, thumburl: api.assetUrl(card.thumburl) });

/**
 * One page of cards: "My listings" from the spec's market_item_list_with_owner (owner: the session's wallet); a page
 * with a category, grade or standard from the market_item_browse extension (the spec's market query has none of them);
 * every other page from the spec's market_item_list and market_item_list_search_name (section 3's market query).
 */
export async function fetchItemPage(deps: BrowseDeps, input: FetchItemsInput, owner: string | null = null): Promise<ItemPage> {
  // A city's label ('Gangnam') is sent as its data name ('SeoulA'): what any back end stores and can match.
  const search = input.search === '' ? '' : (await import('./citySearch')).searchTermOf(input.search);
  const page = await itemPage(deps, { ...input, search }, owner);
  return { ...page, rows: await withLandNames(page.rows, deps.chain) };
}

/** Whether a page asks for what only the extension has: the spec's market query has no category, grade or standard. */
const needsExtension = (q: FetchItemsInput) => q.category !== '' || q.grade !== '' || q.standard !== '';

async function itemPage(deps: BrowseDeps, input: FetchItemsInput, owner: string | null): Promise<ItemPage> {
  const api = await deps.api();
  const spec = async (limited: ItemPage['limited']): Promise<ItemPage> => {
    const page = await (await specMarket()).specItemPage(api, await deps.chainIdOf(input.network), input, owner);
    return limited ? { ...page, limited } : page;
  };
  if (input.mine === '1' && owner) return spec('mine');
  // Once the back end said it lacks the extension, the filters stay hidden (limited) on the spec's pages too.
  if (!needsExtension(input)) return spec(knownMissing(deps, 'market_item_browse') ? 'notOffered' : undefined);
  const { mine: _mine, ...query } = input;
  return extensionOr(
    deps,
    'market_item_browse',
    async () => {
      const { data } = await api.marketItemBrowse(query);
      return { rows: data.rows.map((card) => withPicture(api, card)), total: data.total };
    },
    () => spec('notOffered'),
  );
}

/** True for the API's answer to an item it does not know (404, or a well-formed id it has nothing for); not a missing call. */
function isNotFound(error: unknown): boolean {
  const e = error as { status?: unknown; key?: unknown } | null;
  return !isNotOffered(error) && (e?.status === 404 || e?.key === 'error-msg-not-found');
}

/** The item with its open listings: market_item_detail, or Item.json and the market contract when it is not offered. */
export async function fetchItemDetail(deps: BrowseDeps, key: ItemDetailKey): Promise<ItemDetailOutput> {
  const detail = await itemDetail(deps, key);
  return detail && { ...detail, item: (await withLandNames([detail.item], deps.chain))[0]! };
}

async function itemDetail(deps: BrowseDeps, key: ItemDetailKey): Promise<ItemDetailOutput> {
  const api = await deps.api();
  try {
    return await extensionOr(
      deps,
      'market_item_detail',
      async () => {
        const { data } = await api.marketItemDetail(key);
        return { ...data, item: withPicture(api, data.item) };
      },
      async () => (await specMarket()).specItemDetail(api, await deps.chain(), key),
    );
  } catch (error) {
    if (isNotFound(error) || (error as { key?: unknown } | null)?.key === 'error-msg-item-id') return null;
    throw error;
  }
}

export async function fetchInventoryPage(deps: BrowseDeps, input: FetchInventoryInput): Promise<InventoryPage> {
  const api = await deps.api();
  const { data } = await api.marketInventory({ network: input.network, owner_addr: input.owner, page: input.page, count: input.count, lang: input.lang });
  return { rows: data.rows.map((row) => ({ ...row, item: withPicture(api, row.item) })), total: data.total };
}

/**
 * Logs a market visit (5001) or a search (5000) for the signed-in user. Never rejects: a log is not worth a failed
 * page, and a visitor (no session) has nobody to log for.
 */
export async function saveMarketLog(deps: BrowseDeps, input: MarketLogInput, user: LogUser | null): Promise<void> {
  const who = loggableUser(user);
  if (!who) return;
  try {
    const [{ LOG_ACTIONS }, api] = await Promise.all([import('@common/api/content'), deps.api()]);
    const authToken = await authTokenFor(api, who, deps.now);
    if (!authToken) return;
    const action = input.kind === 'visit' ? LOG_ACTIONS.marketVisit : LOG_ACTIONS.marketLookup;
    await api.saveLog({ accountId: who.accountId, authToken, action, keyValue: input.kind === 'search' ? input.search : '' });
  } catch {
    forgetAuthToken();
  }
}
