// LAND names in the market: every card and item page names a LAND as the LAND view does ('SeoulA LAND #10011', shown as
// 'Gangnam LAND #10011' by landTitle), whichever API answered; a name without its city gets it from the chain (landOf).
import type { ItemCard } from '@common/api/marketItems';
import { cityOfLandName, landNameOf, type CityKey } from '@common/domain/land';
import type { MarketChainReader } from './specMarket';

type CityReader = Pick<MarketChainReader, 'landCity'>;

/** A token's city never changes: asked once per chain, collection and token. */
const known = new Map<string, CityKey>();

/** A LAND card whose name does not say its city ('LAND #10011', as the market index and a spec back end may name it). */
const lacksCity = (card: ItemCard) => card.category === 'land' && /^\d+$/.test(card.tokenId) && cityOfLandName(card.n) === null;

async function cityOf(reader: CityReader, card: ItemCard): Promise<CityKey | null> {
  const standard = card.tokentype === '721' ? 721 : 1155;
  const key = `${card.chain_id}:${standard}:${card.tokenId}`;
  const cached = known.get(key);
  if (cached) return cached;
  const city = await reader.landCity(card.chain_id, standard, card.tokenId).catch(() => null);
  if (city) known.set(key, city);
  return city;
}

/**
 * The cards with each LAND named as the LAND view names it. The chain is loaded only when a LAND's name lacks its city;
 * a city the chain cannot tell (or a chain that does not answer) leaves the name as the API gave it.
 */
export async function withLandNames<T extends ItemCard>(cards: T[], chain: () => Promise<CityReader>): Promise<T[]> {
  if (!cards.some(lacksCity)) return cards;
  const reader = await chain().catch(() => null);
  if (!reader) return cards;
  return Promise.all(
    cards.map(async (card) => {
      if (!lacksCity(card)) return card;
      const city = await cityOf(reader, card);
      return city ? { ...card, n: landNameOf(city, card.tokenId) } : card;
    }),
  );
}
