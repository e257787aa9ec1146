// The market API calls of a purchase: market_prepending_create before the wallet opens, market_item_trade with the mined hash.
import type { PrependingInput, PrependingOutput, RecordTradeInput } from '../../../../machines/market/types';
import type { ApiClient } from '../../../services/api/client';

export type TradeApi = Pick<ApiClient, 'prependingCreate' | 'itemTrade'>;

/** The purchase's record on the API; null when it answers without an id (spec 8: "Can't make a purchase (no prepending ID)"). */
export async function createPrepending(api: () => Promise<TradeApi>, input: PrependingInput): Promise<PrependingOutput> {
  const answer = await (await api()).prependingCreate(input);
  const id = (answer as { data?: { prepending_id?: unknown } } | null)?.data?.prepending_id;
  return typeof id === 'number' && id > 0 ? id : null;
}

export async function recordTrade(api: () => Promise<TradeApi>, input: RecordTradeInput): Promise<void> {
  await (await api()).itemTrade({ prepending_id: input.prependingId, hash_addr: input.hash });
}
