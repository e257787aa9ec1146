// The market API calls of a purchase: the prepending before the wallet opens (market_prepending_create, or for LAND of
// the LAND market the spec's market land buy item, lgl0002_ex), market_item_trade with the mined hash; a LAND listed
// from the LAND market is recorded with lgl0004_ex (LAND sell).
import type { LandSellInput, PrependingInput, PrependingOutput, RecordTradeInput } from '@machines/market/types';
import type { ApiClient } from '../../../services/api/client';

export type TradeApi = Pick<ApiClient, 'prependingCreate' | 'landBuyItem' | 'itemTrade' | 'landSell'>;

const idOf = (answer: unknown) => {
  const id = (answer as { data?: { prepending_id?: unknown } } | null)?.data?.prepending_id;
  return typeof id === 'number' && id > 0 ? id : null;
};

/**
 * The purchase's record on the API; null when it answers without an id (spec 8: "Can't make a purchase (no prepending
 * ID)"). A LAND purchase names the signed-in account (lgl0002_ex's `account`); without one there is no record to make.
 */
export async function createPrepending(api: () => Promise<TradeApi>, input: PrependingInput, account?: () => string | null): Promise<PrependingOutput> {
  const { land, ...item } = input;
  if (land) {
    const who = account?.() ?? null;
    if (!who) return null;
    const answer = await (
      await api()
    ).landBuyItem({
      account: who,
      itemId: item.item_id,
      ownerId: item.seller,
      price: item.price,
      land_code: land.land_code,
      network: land.network,
    });
    return idOf(answer);
  }
  return idOf(await (await api()).prependingCreate(item));
}

export async function recordTrade(api: () => Promise<TradeApi>, input: RecordTradeInput): Promise<void> {
  await (await api()).itemTrade({ prepending_id: input.prependingId, hash_addr: input.hash });
}

/** lgl0004_ex: the LAND market records the owner's sale of a block once the chain shows the listing. */
export async function recordLandSale(api: () => Promise<TradeApi>, input: LandSellInput): Promise<void> {
  await (await api()).landSell(input);
}
