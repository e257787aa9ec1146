// What the views hand the hub to open a flow, built from the API's item detail or inventory row (pure).
import type { Network } from '@common/api/market';
import type { InventoryRow, ItemCard, Listing } from '@common/api/marketItems';
import type { ListInput } from './listMachine';
import type { TradeInput } from './tradeMachine';
import type { MarketItemRef, TradeListing } from './types';
import type { UnlistInput } from './unlistMachine';

type Open<T> = Omit<T, 'viewer' | 'reportTo'>;

/** The symbols a flow's texts use: the network's native coin and the platform token. */
export interface Symbols {
  native: string;
  token: string;
}

/** An item detail's scope: its changes reload the detail. */
export const detailScope = (network: Network, itemId: string) => `detail:${network}:${itemId}`;
/** An inventory row's scope. */
export const rowScope = (network: Network, nft: string, tokenId: string) => `inventory:${network}:${nft.toLowerCase()}:${tokenId}`;

function itemRef(network: Network, card: ItemCard, nft: string, tokenId: string, symbols: Symbols): MarketItemRef {
  return {
    network,
    chainId: card.chain_id,
    nft,
    tokenId,
    standard: card.tokentype === '721' ? 721 : 1155,
    name: card.n,
    nativeSymbol: symbols.native,
    tokenSymbol: symbols.token,
  };
}

const tradeListing = (l: Listing): TradeListing => ({
  index: l.index,
  recordId: l.recordId,
  seller: l.seller,
  price: l.price,
  priceWei: l.priceWei,
  currency: l.currency,
  sellAmount: l.sellAmount,
  ...(l.land ? { land: l.land } : {}),
});

export function buyInput(scope: string, network: Network, card: ItemCard, nft: string, listing: Listing, symbols: Symbols): Open<TradeInput> {
  return { scope, item: itemRef(network, card, nft, listing.tokenId, symbols), listing: tradeListing(listing) };
}

export function listInput(scope: string, network: Network, row: InventoryRow, symbols: Symbols): Open<ListInput> {
  return {
    scope,
    item: itemRef(network, row.item, row.nft, row.tokenId, symbols),
    owned: row.quantity,
    openListings: row.listed.filter((l) => l.forSale).length,
  };
}

export function unlistInput(scope: string, network: Network, card: ItemCard, nft: string, listing: Listing, symbols: Symbols): Open<UnlistInput> {
  return { scope, item: itemRef(network, card, nft, listing.tokenId, symbols), index: listing.index };
}
