// The browse, item detail and inventory calls of the market as plain (deps, input) functions: pictures made absolute on
// the API's host, 'no such item' as null, and the visit/search logs (best effort, signed-in users only).
import type { ApiClient } from '../../../services/api/client';
import type {
  FetchInventoryInput,
  FetchItemsInput,
  InventoryPage,
  ItemDetailKey,
  ItemDetailOutput,
  ItemPage,
  MarketLogInput,
} from '../../../../machines/market/browseTypes';
import type { ItemCard } from '../../../../common/api/marketItems';
import { isNotOffered } from '../../../../common/api/notOffered';
import { authTokenFor, forgetAuthToken, loggableUser, type LogUser } from '../../../services/authToken';

export type BrowseApi = Pick<ApiClient, 'marketItemBrowse' | 'marketItemDetail' | 'marketInventory' | 'refreshToken' | 'saveLog' | 'assetUrl'>;

export type { LogUser };

export interface BrowseDeps {
  api: () => Promise<BrowseApi>;
  /** Ms since the epoch. */
  now: () => number;
}

const withPicture = (api: BrowseApi, card: ItemCard): ItemCard => ({ ...card, thumburl: api.assetUrl(card.thumburl) });

export async function fetchItemPage(deps: BrowseDeps, input: FetchItemsInput): Promise<ItemPage> {
  const api = await deps.api();
  const { data } = await api.marketItemBrowse(input);
  return { rows: data.rows.map((card) => withPicture(api, card)), total: data.total };
}

/** True for the API's answer to an item it does not know (404, or a well-formed id it has nothing for); not a missing call. */
function isNotFound(error: unknown): boolean {
  const e = error as { status?: unknown; key?: unknown } | null;
  return !isNotOffered(error) && (e?.status === 404 || e?.key === 'error-msg-not-found');
}

export async function fetchItemDetail(deps: BrowseDeps, key: ItemDetailKey): Promise<ItemDetailOutput> {
  const api = await deps.api();
  try {
    const { data } = await api.marketItemDetail(key);
    return { ...data, item: withPicture(api, data.item) };
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
    const [{ LOG_ACTIONS }, api] = await Promise.all([import('../../../../common/api/content'), deps.api()]);
    const authToken = await authTokenFor(api, who, deps.now);
    if (!authToken) return;
    const action = input.kind === 'visit' ? LOG_ACTIONS.marketVisit : LOG_ACTIONS.marketLookup;
    await api.saveLog({ accountId: who.accountId, authToken, action, keyValue: input.kind === 'search' ? input.search : '' });
  } catch {
    forgetAuthToken();
  }
}
