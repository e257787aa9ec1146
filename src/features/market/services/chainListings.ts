// The market contract and the collections read on chain (ethers, loaded with import()): the open listings
// (Get_SellingItems), a seller's orders (Get_Orders), what a wallet holds and a LAND's city (landOf), for the spec-only
// market (specMarket.ts) and LAND names without their city (landNames.ts).
import { sameAddress } from '@common/domain/address';
import { ZeroAddress } from 'ethers';
import type { LandMarket } from '../../../../abi/types/LandMarket';
import type { Network } from '@common/api/market';
import { ITEM_CATALOG } from '@common/domain/items';
import { LAND_MAPS } from '@common/domain/land';
import type { ChainDeps } from '../../../services/chain/deps';
import { chain } from '../../../services/chain/readChain';
import type { ChainHolding, ChainSale, MarketChainReader, MarketCollections } from './specMarket';

/** Get_SellingItems / Get_Orders scan at most this many items a call (LandMarket's MAX_PAGE). */
const PAGE = 500;

/** One listing as Get_SellingItems / Get_Orders answer it (the generated contract type). */
type SaleItem = LandMarket.SaleItemStructOutput;

async function world(deps: ChainDeps, chainId: number) {
  const found = await chain(deps, chainId);
  const { addresses } = found;
  const collections: MarketCollections = {
    land721: addresses.land721,
    land1155: addresses.land1155,
    items721: addresses.items721,
    items1155: addresses.items1155,
  };
  return { ...found, collections };
}

/** A listing of one of the pinned collections in a currency the app pays (native or the pinned token); else none. */
function saleOf(item: SaleItem, collections: MarketCollections, token: string): ChainSale[] {
  const nft = Object.values(collections).find((a) => sameAddress(a, item.nft));
  const native = item.currency === ZeroAddress;
  if (!nft || (!native && !sameAddress(item.currency, token))) return [];
  return [
    {
      index: Number(item.itemId),
      seller: item.seller,
      nft,
      tokenId: item.tokenId.toString(),
      priceWei: item.price.toString(),
      currency: native ? 'native' : 'token',
      sellAmount: Number(item.sellAmount),
      forSale: item.forSale,
    },
  ];
}

async function scan(deps: ChainDeps, chainId: number, read: (offset: number) => Promise<[SaleItem[], bigint]>): Promise<ChainSale[]> {
  const { world: w, collections, addresses } = await world(deps, chainId);
  const count = Number(await w.market.itemCount());
  const out: ChainSale[] = [];
  for (let offset = 0; offset < count; offset += PAGE) {
    const [page] = await read(offset);
    out.push(...page.flatMap((item) => saleOf(item, collections, addresses.token)));
  }
  return out;
}

export function chainReader(deps: ChainDeps): MarketChainReader {
  return {
    chainIdOf: (network: Network) => deps.networks().find((n) => n.family === network)?.chainId,
    collections: async (chainId) => (await world(deps, chainId)).collections,
    sellingItems: async (chainId) => {
      const { world: w } = await world(deps, chainId);
      return scan(deps, chainId, async (offset) => (await w.market.Get_SellingItems(offset, PAGE)) as unknown as [SaleItem[], bigint]);
    },
    orders: async (chainId, owner) => {
      const { world: w } = await world(deps, chainId);
      return scan(deps, chainId, async (offset) => (await w.market.Get_Orders(owner, offset, PAGE)) as unknown as [SaleItem[], bigint]);
    },
    holdings: async (chainId, owner, land1155Ids) => {
      const { world: w, collections: c } = await world(deps, chainId);
      const itemIds = ITEM_CATALOG.filter((i) => i.standard === 1155).map((i) => BigInt(i.id));
      const landIds = land1155Ids.map((id) => BigInt(id));
      const [items1155, items721, land721, land1155] = await Promise.all([
        w.items1155.balanceOfBatch(
          itemIds.map(() => owner),
          itemIds,
        ),
        w.items721.tokensOfOwner(owner),
        w.land721.tokensOfOwner(owner),
        landIds.length
          ? w.land1155.balanceOfBatch(
              landIds.map(() => owner),
              landIds,
            )
          : Promise.resolve([] as bigint[]),
      ]);
      const out: ChainHolding[] = [
        ...itemIds.map((id, i) => ({ nft: c.items1155, tokenId: id.toString(), quantity: Number(items1155[i] ?? 0n) })),
        ...items721.map((id) => ({ nft: c.items721, tokenId: id.toString(), quantity: 1 })),
        ...land721.map((id) => ({ nft: c.land721, tokenId: id.toString(), quantity: 1 })),
        ...landIds.map((id, i) => ({ nft: c.land1155, tokenId: id.toString(), quantity: Number(land1155[i] ?? 0n) })),
      ];
      return out.filter((h) => h.quantity > 0);
    },
    landCity: async (chainId, standard, tokenId) => {
      const { world: w } = await world(deps, chainId);
      try {
        const land = standard === 721 ? await w.land721.landOf(BigInt(tokenId)) : await w.land1155.landOf(BigInt(tokenId));
        return LAND_MAPS.find((m) => m.mapId === Number(land.mapId))?.city ?? null;
      } catch {
        // A token the collection does not know (burnt, or never minted): named without a city.
        return null;
      }
    },
  };
}
