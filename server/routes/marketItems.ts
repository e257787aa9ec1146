// The item market: browse cards of catalog items and listed LAND, one item with its open listings, a wallet's inventory.
import { Hono, type Context } from 'hono';
import { getAddress } from 'ethers';
import type { z } from 'zod';
import * as I from '@common/api/marketItems';
import { WEB } from '@common/api/paths';
import { chainIdOfFamily } from '../chain/deployedChains';
import { ITEM_CATALOG, catalogItem, itemOfPiece } from '@common/domain/items';
import type { AppDeps } from '../context';
import { ApiError, notFound } from '../http/errors';
import { parseForm } from '../http/parse';
import { collectionsOf, marketIndexer } from '../chain/marketIndexer';
import type { Collections } from '../chain/marketIndex';
import { itemHoldingsOf, type ItemHoldings } from '../chain/itemHoldings';
import { browse, langOf } from '../market/browse';
import { catalogEntry, landCities, landEntry, openListings, toListing, type Entry, type IndexRow } from '../market/itemCards';

const unavailable = (why: string) => new ApiError(503, 'error-msg-chain-unavailable', why);
const LAND_ID = /^land(721|1155)-(\d+)$/;

export function marketItemRoutes(d: AppDeps) {
  const app = new Hono();
  const { db, config } = d;
  const form = <S extends z.core.$ZodType>(c: Context, s: S) => parseForm(c, s, config.clientKey);

  /** The network's chain, its index brought up to date (or left as it is when the chain does not answer). */
  async function chainOf(network: I.ItemBrowseQuery['network']) {
    const chainId = chainIdOfFamily(d, network);
    await marketIndexer(d).sync(chainId);
    return { chainId, c: collectionsOf(d, chainId) };
  }

  async function entries(chainId: number, c: Collections | undefined, lang: I.ItemLang): Promise<{ all: Map<string, IndexRow[]>; list: Entry[] }> {
    const all = c ? await openListings(db, c) : new Map<string, IndexRow[]>();
    const cities = await landCities(db, chainId);
    const list = ITEM_CATALOG.map((item, i) => catalogEntry(item, i, lang, chainId, all.get(String(item.id)) ?? []));
    for (const [id, rows] of all) if (LAND_ID.test(id)) list.push(landEntry(id, cities.get(id), chainId, rows));
    return { all, list };
  }

  app.post(WEB.marketItemBrowse, async (c) => {
    const q = await form(c, I.itemBrowseRequest);
    const lang = langOf(q.lang, c.req.header('accept-language'));
    const { chainId, c: cols } = await chainOf(q.network);
    return c.json({ data: browse((await entries(chainId, cols, lang)).list, q, lang) });
  });

  app.post(WEB.marketItemDetail, async (c) => {
    const q = await form(c, I.itemDetailRequest);
    const lang = langOf(q.lang, c.req.header('accept-language'));
    const { chainId, c: cols } = await chainOf(q.network);
    if (!cols) throw unavailable('The market of this network is not deployed');
    const land = LAND_ID.exec(q.itemId);
    let entry: Entry;
    let nft: string;
    if (land) {
      const cities = await landCities(db, chainId);
      const rows = (await openListings(db, cols)).get(q.itemId) ?? [];
      if (!rows.length && !cities.has(q.itemId)) throw notFound('No such LAND on this network');
      entry = landEntry(q.itemId, cities.get(q.itemId), chainId, rows);
      nft = land[1] === '1155' ? cols.land1155 : cols.land721;
    } else {
      const item = catalogItem(Number(q.itemId));
      if (!item) throw notFound('No such item');
      const rows = (await openListings(db, cols)).get(String(item.id)) ?? [];
      entry = catalogEntry(item, 0, lang, chainId, rows);
      nft = item.standard === 1155 ? cols.items1155 : cols.items721;
    }
    return c.json({ data: { item: entry.card, nft: getAddress(nft), listings: entry.listings.map(toListing) } });
  });

  app.post(WEB.marketInventory, async (c) => {
    const q = await form(c, I.inventoryRequest);
    const lang = langOf(q.lang, c.req.header('accept-language'));
    const owner = q.owner_addr.toLowerCase();
    const { chainId, c: cols } = await chainOf(q.network);
    if (!cols) throw unavailable('The market of this network is not deployed');
    let held: ItemHoldings = { units: new Map(), pieces: [] };
    if (q.kind !== 'land') {
      try {
        held = await itemHoldingsOf(cols, owner);
      } catch {
        // The wallet's items are only on the chain: without it there is no inventory to show.
        throw unavailable('The chain of this network does not answer');
      }
    }
    const { all, list } = await entries(chainId, cols, lang);
    const mine = await openListings(db, cols, owner);
    const rows: I.InventoryRow[] = [];
    const row = (e: Entry, nft: string, tokenId: string, quantity: number, staked: number, listed: IndexRow[]) =>
      rows.push({ item: e.card, nft: getAddress(nft), tokenId, quantity, staked, listed: listed.map(toListing) });
    if (q.kind !== 'land') {
      for (const e of list) {
        const item = e.catalog;
        if (!item) continue;
        const listed = mine.get(e.itemId) ?? [];
        if (item.standard === 1155) {
          const units = Number(held.units.get(item.id) ?? 0n);
          if (units > 0 || listed.length) row(e, cols.items1155, String(item.id), units, 0, listed);
          continue;
        }
        const pieces = new Set([...held.pieces.filter((p) => itemOfPiece(Number(p)) === item.id).map(String), ...listed.map((l) => l.token_id)]);
        for (const p of [...pieces].sort((a, b) => Number(a) - Number(b))) {
          row(
            e,
            cols.items721,
            p,
            held.pieces.some((x) => String(x) === p) ? 1 : 0,
            0,
            listed.filter((l) => l.token_id === p),
          );
        }
      }
    }
    if (q.kind !== 'items') await landRows(chainId, cols, owner, all, mine, row);
    const start = (q.page - 1) * q.count;
    return c.json({ data: { rows: rows.slice(start, start + q.count), total: rows.length } });
  });

  /** LAND from the holdings the API keeps (as the staking lists read them): in the wallet = held - staked - listed. */
  async function landRows(
    chainId: number,
    cols: Collections,
    owner: string,
    all: Map<string, IndexRow[]>,
    mine: Map<string, IndexRow[]>,
    row: (e: Entry, nft: string, tokenId: string, quantity: number, staked: number, listed: IndexRow[]) => void,
  ) {
    const held = await db.query<{ standard: number; token_id: string; quantity: number; staked: number }>(
      `SELECT h.standard, h.token_id, h.quantity,
              COALESCE((SELECT SUM(s.amount) FROM stakes s WHERE s.chain_id = h.chain_id AND s.standard = h.standard AND s.token_id = h.token_id AND
                s.owner = h.owner), 0)::int AS staked
       FROM land_holdings h WHERE h.chain_id = $1 AND h.owner = $2`,
      [chainId, owner],
    );
    const byId = new Map(held.map((h) => [`land${h.standard}-${h.token_id}`, h]));
    const ids = new Set([...byId.keys(), ...[...mine.keys()].filter((k) => LAND_ID.test(k))]);
    const cities = await landCities(db, chainId);
    const sorted = [...ids].sort((a, b) => Number(LAND_ID.exec(a)![2]) - Number(LAND_ID.exec(b)![2]) || a.localeCompare(b));
    for (const id of sorted) {
      const [, standard, tokenId] = LAND_ID.exec(id)!;
      const h = byId.get(id);
      const listed = mine.get(id) ?? [];
      const onMarket = listed.reduce((n, l) => n + l.sell_amount, 0);
      const staked = h?.staked ?? 0;
      const inWallet = Math.max(0, (h?.quantity ?? 0) - staked - onMarket);
      if (inWallet === 0 && staked === 0 && !listed.length) continue;
      row(landEntry(id, cities.get(id), chainId, all.get(id) ?? []), standard === '1155' ? cols.land1155 : cols.land721, tokenId!, inWallet, staked, listed);
    }
  }

  return app;
}
