// Market lists, LAND map per city and LAND with owner (purchases and listings: marketPurchase.ts; the 4th LAND sale: fourthLand.ts).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import * as K from '@common/api/market';
import { WEB } from '@common/api/paths';
import { CHAIN_KEYS, chainKeyOfFamily } from '@common/domain/chains';
import { chainIdOfKey } from '../chain/deployedChains';
import { isCity, LAND_MAPS, landNameOf } from '@common/domain/land';
import type { AppDeps } from '../context';
import { badInput, notFound } from '../http/errors';
import { parseForm } from '../http/parse';
import { marketPurchaseRoutes } from './marketPurchase';
import { collectionsOf, marketIndexer } from '../chain/marketIndexer';
import { itemPicture, marketItemIdOf } from '../market/itemCards';
import { currentStakes, stakingIndexer, stakingTargetOf } from '../land/stakingIndex';
import { landDataCache, landDataResponse } from '../land/landDataCache';
import { versionedCache } from '../db/versionedCache';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => '\\' + ch);

/**
 * The name a list row is answered with, in SQL: a LAND with its city's data name ('SeoulA LAND #10011'), any other
 * row as the index names it. The name search matches this, so 'SeoulA' (or 'Seoul') finds the city's LAND.
 */
const ANSWERED_NAME = `CASE WHEN l.city IS NOT NULL AND m.name LIKE 'LAND #%' THEN (CASE l.city ${LAND_MAPS.map(
  (m) => `WHEN '${m.city}' THEN '${m.dataName.replace(/'/g, "''")}'`,
).join(' ')} ELSE '' END) || ' ' || m.name ELSE m.name END`;

interface ItemRow {
  id: number;
  chain_id: number;
  standard: number;
  token_id: string;
  name: string;
  seller: string;
  sell_amount: number;
  price: string;
  for_sale: boolean;
  city: string | null;
  nft: string;
}

function cityOnNetwork(city: K.City, network: K.Network) {
  const map = LAND_MAPS.find((m) => m.city === city);
  if (!map) throw notFound('This city has no LAND map');
  if (chainKeyOfFamily(network) !== map.chain) throw badInput('error-msg-network-area', 'This area is not on your selected network.');
  return map;
}

export function marketRoutes(d: AppDeps) {
  const app = new Hono();
  const landData = landDataCache();
  const marketLists = versionedCache<Awaited<ReturnType<typeof readList>>>('market_list_version');
  const { db, config } = d;
  /** LAND by its city; a game item by its catalog picture. */
  const pictureOf = (r: ItemRow) => {
    const cols = r.city ? undefined : collectionsOf(d, r.chain_id);
    const itemId = cols ? marketItemIdOf(cols, r) : undefined;
    return itemId && /^\d+$/.test(itemId) ? itemPicture(Number(itemId)) : `/static/land/${r.city ?? 'item'}.svg`;
  };
  /** The row's market item id ('204', 'land721-10011': the item page's {itemId}); standard-tokenId for an NFT of no known collection. */
  const nftIdOf = (r: ItemRow) => {
    const cols = collectionsOf(d, r.chain_id);
    return (cols && marketItemIdOf(cols, r)) ?? `${r.standard}-${r.token_id}`;
  };
  /** A LAND's name with its city ('SeoulA LAND #10011'), as the LAND calls name it; the index's own name ('LAND #10011') otherwise. */
  const nameOf = (r: ItemRow, nftId: string) => (nftId.startsWith('land') && isCity(r.city) ? landNameOf(r.city, r.token_id) : r.name);
  const knownCollections = () =>
    CHAIN_KEYS.flatMap((k) => {
      const c = collectionsOf(d, chainIdOfKey(d, k));
      return c ? [c.land721, c.land1155, c.items1155, c.items721] : [];
    });
  const form = <S extends z.core.$ZodType>(c: Context, s: S) => parseForm(c, s, config.clientKey);

  async function list(q: z.output<typeof K.marketQuery>, owner?: string) {
    // The lists follow the chain: the index catches up first (a chain that does not answer leaves it as it is).
    await marketIndexer(d).syncAll();
    // Kept per change of market_items or lands (a trigger moves market_list_version on any instance's write).
    return marketLists(db, JSON.stringify([q, owner ?? null]), () => readList(q, owner));
  }

  async function readList(q: z.output<typeof K.marketQuery>, owner?: string) {
    const params: unknown[] = [];
    const where: string[] = [];
    if (q.type === 'map' && q.mapId) {
      const map = LAND_MAPS.find((m) => m.mapId === q.mapId);
      if (!map) throw badInput('error-msg-map-id', 'Unknown mapId', 'mapId');
      params.push(map.city);
      where.push(`l.city = $${params.length}`);
    }
    // Only the world's collections: anyone can list any NFT on LandMarket, and the index copies every listing.
    params.push(knownCollections());
    where.push(`(m.nft = '' OR m.nft = ANY($${params.length}::text[]))`);
    if (q.for_sale === '1') where.push('m.for_sale');
    if (q.search) {
      params.push(`%${likeEscape(q.search)}%`);
      where.push(`${ANSWERED_NAME} ILIKE $${params.length}`);
    }
    if (owner) {
      params.push(owner.toLowerCase());
      where.push(`m.seller = $${params.length}`);
    }
    const order = { price: 'CAST(m.price AS NUMERIC)', name: ANSWERED_NAME, date: 'm.created_at' }[q.order.name] + (q.order.ct === 'asc' ? ' ASC' : ' DESC');
    const from = `FROM market_items m LEFT JOIN lands l ON l.chain_id = m.chain_id AND l.standard = m.standard AND l.token_id = m.token_id
      ${where.length ? 'WHERE ' + where.join(' AND ') : ''}`;
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n ${from}`, params);
    const rows = await db.query<ItemRow>(`SELECT m.*, l.city ${from} ORDER BY ${order}, m.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
      ...params,
      q.count,
      (q.page - 1) * q.count,
    ]);
    return {
      data: {
        total: n,
        rows: rows.map((r) => ({
          n: nameOf(r, nftIdOf(r)),
          id: r.id,
          nft_id: nftIdOf(r),
          thumburl: pictureOf(r),
          tokenId: r.token_id,
          value: r.sell_amount,
          hashRate: 0,
          owner_address: r.seller,
          tokentype: String(r.standard) as '721' | '1155',
          chain_id: r.chain_id,
          dviprice: r.price,
          salestate: r.for_sale ? 1 : 0,
        })),
      },
    };
  }

  app.post(WEB.marketItemList, async (c) => c.json(await list(await form(c, K.marketQuery))));
  app.post(WEB.marketItemListWithOwner, async (c) => {
    const b = await form(c, K.marketQueryWithOwner);
    return c.json(await list(b, b.owner_addr));
  });
  app.post(WEB.marketItemSearchName, async (c) => {
    const b = await form(c, K.marketSearchName);
    return c.json(await list(K.marketQuery.parse({ type: 'list', search: b.search })));
  });

  /** The city's chain index catches up first, so owners and sale states are the chain's (a chain that does not answer leaves it as it is). */
  const live = (city: K.City) => {
    const map = LAND_MAPS.find((m) => m.city === city);
    return map ? marketIndexer(d).sync(chainIdOfKey(d, map.chain)) : Promise.resolve();
  };

  app.post(WEB.landData, async (c) => {
    const b = await form(c, K.landDataRequest);
    await live(b.Land);
    const answer = await landData(db, b.Land, async () => {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT id, c, n, x || ',' || y AS coordinates, dviprice, tokentype, owner_address, '' AS logo_url, '/static/land/' || city || '.svg' AS thumburl,
                btn_state, salestate, chain_id, token_id AS "tokenId" FROM land_blocks WHERE city = $1 ORDER BY y, x`,
        [b.Land],
      );
      const size = LAND_MAPS.find((m) => m.city === b.Land)?.size;
      return rows.length ? { data: { city: b.Land, width: size, height: size, blockSize: 12, rows } } : undefined;
    });
    if (answer === undefined) throw notFound('This city has no LAND map');
    return landDataResponse(answer, c.req.header('accept-encoding'));
  });

  app.post(WEB.marketLandItemList, async (c) => {
    const b = await form(c, K.landItemListRequest);
    cityOnNetwork(b.land_code, b.network);
    await live(b.land_code);
    const rows = await db.query(
      `SELECT id AS index, dviprice, tokentype, owner_address, '' AS logo_url, btn_state, salestate, chain_id,
        token_id AS "tokenId", x || ',' || y AS coordinates
       FROM land_blocks WHERE city = $1 AND c = 1 AND salestate > 0 ORDER BY y, x`,
      [b.land_code],
    );
    return c.json({ data: { rows } });
  });

  app.post(WEB.marketLandWithOwner, async (c) => {
    const b = await form(c, K.landWithOwnerRequest);
    const map = cityOnNetwork(b.land_code, b.network);
    const chainId = chainIdOfKey(d, map.chain);
    const owner = b.owner_addr.toLowerCase();
    // LAND bought or staked a second ago counts: the market index moves holdings, the staking index follows deposits.
    await Promise.all([marketIndexer(d).sync(chainId), stakingIndexer(d).sync(chainId)]);
    const stakedBy = new Map<string, number>();
    for (const s of await currentStakes(db, chainId, stakingTargetOf(d, chainId)?.staking)) {
      if (s.owner !== owner || (b.campaignId !== 0 && s.campaign_id !== b.campaignId)) continue;
      const k = `${s.standard}:${s.token_id}`;
      stakedBy.set(k, (stakedBy.get(k) ?? 0) + s.amount);
    }
    const rows = await db.query<{
      standard: number;
      token_id: string;
      x1: number;
      y1: number;
      x2: number;
      y2: number;
      land_type: string;
      quantity: number;
    }>(
      `SELECT l.standard, l.token_id, l.x1, l.y1, l.x2, l.y2, l.land_type, h.quantity
       FROM lands l JOIN land_holdings h ON h.chain_id = l.chain_id AND h.standard = l.standard AND h.token_id = l.token_id
       WHERE l.chain_id = $1 AND l.city = $2 AND h.owner = $3 ORDER BY l.token_id`,
      [chainId, b.land_code, owner],
    );
    const cards = rows
      .map((r) => ({ r, staked: stakedBy.get(`${r.standard}:${r.token_id}`) ?? 0 }))
      .map(({ r, staked }) => ({ r, qty: b.stake === '1' ? staked : r.quantity - staked }))
      .filter(({ qty }) => qty > 0)
      .map(({ r, qty }) => ({
        x1: r.x1,
        y1: r.y1,
        x2: r.x2,
        y2: r.y2,
        tokenId: r.token_id,
        nftId: `${r.standard}-${r.token_id}`,
        name: `${map.dataName} LAND #${r.token_id}`,
        imageUrl: `/static/land/${r.land_type}.svg`,
        isErc1155: r.standard === 1155,
        maxQuantity: qty,
        landType: r.land_type,
        staked: b.stake === '1',
      }));
    return c.json({ data: { rows: cards } });
  });

  app.post(WEB.marketLandItem, async (c) => {
    const b = await form(c, K.landItemRequest);
    cityOnNetwork(b.land_code, b.network);
    await live(b.land_code);
    const row = (
      await db.query<Record<string, unknown>>(
        `SELECT id, c, n, x || ',' || y AS coordinates, dviprice, tokentype, owner_address, '' AS logo_url, '/static/land/' || city || '.svg' AS thumburl,
              btn_state, salestate, chain_id, token_id AS "tokenId" FROM land_blocks WHERE id = $1 AND city = $2`,
        [b.itemId, b.land_code],
      )
    )[0];
    if (!row) throw notFound('No such block in this city');
    return c.json({ data: row });
  });

  // Purchases and listings are recorded only as the chain shows them.
  app.route('/', marketPurchaseRoutes(d));

  return app;
}
