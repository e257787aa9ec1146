// The signed-in user's LAND in every city for the my page land tab: cards from market land with owner (lgl0003_ex,
// stake '0' and '1', every campaign), and which units are on the market from the owner's LAND inventory rows (their
// open listings; market_inventory is an optional extension, asked no more once the server said it has none).
import type { InventoryRow } from '@common/api/marketItems';
import { isNotOffered } from '@common/api/notOffered';
import { LOCAL_CHAINS } from '@common/domain/chains';
import { CITIES, type CityKey, mapOf } from '@common/domain/land';
import type { MyLand } from '@machines/land/types';
import type { LandCard } from '@common/domain/landCard';
import type { ApiClient } from '../../../services/api/client';

type Api = Pick<ApiClient, 'landWithOwner' | 'marketInventory' | 'assetUrl'>;
type ApiCard = LandCard & { staked: boolean };

/** Units of each LAND the owner has on the market, by network and market item id ('BSC:land721-10011'). */
export function listedUnits(network: string, rows: InventoryRow[], into = new Map<string, number>()): Map<string, number> {
  for (const row of rows) {
    const units = row.listed.filter((l) => l.forSale).reduce((n, l) => n + l.sellAmount, 0);
    const key = `${network}:${row.item.itemId}`;
    if (units > 0) into.set(key, (into.get(key) ?? 0) + units);
  }
  return into;
}

const networkOf = (city: CityKey) => LOCAL_CHAINS[mapOf(city).chain].family;

/**
 * A city's LAND with its state: staked cards as they are; a wallet card split into its listed units and the rest
 * (an ERC-1155 LAND can be both), each a card of its own with the units in that state.
 */
export function cityLands(city: CityKey, wallet: ApiCard[], staked: ApiCard[], listed: Map<string, number>): MyLand[] {
  const out: MyLand[] = [];
  const strip = ({ staked: _staked, ...card }: ApiCard): LandCard => card;
  for (const c of wallet) {
    const onMarket = Math.min(listed.get(`${networkOf(city)}:land${c.isErc1155 ? 1155 : 721}-${c.tokenId}`) ?? 0, c.maxQuantity);
    if (onMarket > 0) out.push({ city, card: { ...strip(c), maxQuantity: onMarket }, state: 'listed' });
    if (c.maxQuantity - onMarket > 0) out.push({ city, card: { ...strip(c), maxQuantity: c.maxQuantity - onMarket }, state: 'owned' });
  }
  for (const c of staked) out.push({ city, card: strip(c), state: 'staked' });
  return out;
}

const INVENTORY_PAGE = 100;

/** Servers (API clients) that said they have no market_inventory: not asked again on the next visit. */
const withoutInventory = new WeakSet<object>();

/** The owner's LAND inventory rows; none on a server without market_inventory (an extension): every card is then 'owned'. */
async function landInventory(api: Api, network: 'BSC' | 'POL', owner: string): Promise<InventoryRow[]> {
  const rows: InventoryRow[] = [];
  for (let page = 1; ; page++) {
    if (withoutInventory.has(api)) return [];
    let data: Awaited<ReturnType<Api['marketInventory']>>['data'];
    try {
      ({ data } = await api.marketInventory({ network, owner_addr: owner, kind: 'land', page, count: INVENTORY_PAGE }));
    } catch (error) {
      if (!isNotOffered(error)) throw error;
      withoutInventory.add(api);
      return [];
    }
    rows.push(...data.rows);
    if (rows.length >= data.total || data.rows.length === 0) return rows;
  }
}

/** Every city's LAND of the owner, in city order, each city's by token id as the API answers. */
export async function loadMyLand(api: Api, owner: string): Promise<MyLand[]> {
  const networks = [...new Set(CITIES.map(networkOf))] as ('BSC' | 'POL')[];
  const [inventories, perCity] = await Promise.all([
    Promise.all(networks.map((n) => landInventory(api, n, owner))),
    Promise.all(
      CITIES.map((city) => {
        const network = networkOf(city);
        return Promise.all(
          (['0', '1'] as const).map((stake) =>
            api.landWithOwner({ land_code: city, network, owner_addr: owner, stake, campaignId: 0 }).then((a) => a.data.rows),
          ),
        );
      }),
    ),
  ]);
  const listed = new Map<string, number>();
  networks.forEach((n, i) => listedUnits(n, inventories[i]!, listed));
  const picture = (c: ApiCard): ApiCard => ({ ...c, imageUrl: api.assetUrl(c.imageUrl) });
  return CITIES.flatMap((city, i) => {
    const [wallet = [], staked = []] = perCity[i] ?? [];
    return cityLands(city, wallet.map(picture), staked.map(picture), listed);
  });
}
