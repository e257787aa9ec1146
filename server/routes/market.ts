// Market lists, purchases (prepending + trade), LAND map per city and LAND with owner (the 4th LAND sale: fourthLand.ts).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import * as K from '../../common/api/market';
import { WEB } from '../../common/api/paths';
import { LOCAL_CHAINS, chainKeyOfFamily } from '../../common/domain/chains';
import { LAND_MAPS } from '../../common/domain/land';
import { PLATFORM_SELLER as PLATFORM_ACCOUNT, account } from '../../common/localWorld/accounts';
import type { AppDeps } from '../context';
import { ApiError, badInput, forbidden, notFound } from '../http/errors';
import { parseForm } from '../http/parse';
import { requireSession, type Session } from '../auth/sessions';
import { walletsOf } from '../auth/users';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => '\\' + ch);
const PLATFORM_SELLER = account(PLATFORM_ACCOUNT).address.toLowerCase();

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
}

function cityOnNetwork(city: K.City, network: K.Network) {
  const map = LAND_MAPS.find((m) => m.city === city);
  if (!map) throw notFound('This city has no LAND map');
  if (chainKeyOfFamily(network) !== map.chain) throw badInput('error-msg-network-area', 'This area is not on your selected network.');
  return map;
}

async function sessionWallets(d: AppDeps, s: Session) {
  return (await walletsOf(d.db, s.user.id)).map((w) => w.wallet_addr);
}

export function marketRoutes(d: AppDeps) {
  const app = new Hono();
  const { db, config } = d;
  const form = <S extends z.ZodType>(c: Context, s: S) => parseForm(c, s, config.clientKey);

  async function list(q: z.output<typeof K.marketQuery>, owner?: string) {
    const params: unknown[] = [];
    const where: string[] = [];
    if (q.type === 'map' && q.mapId) {
      const map = LAND_MAPS.find((m) => m.mapId === q.mapId);
      if (!map) throw badInput('error-msg-map-id', 'Unknown mapId', 'mapId');
      params.push(map.city);
      where.push(`l.city = $${params.length}`);
    }
    if (q.for_sale === '1') where.push('m.for_sale');
    if (q.search) {
      params.push(`%${likeEscape(q.search)}%`);
      where.push(`m.name ILIKE $${params.length}`);
    }
    if (owner) {
      params.push(owner.toLowerCase());
      where.push(`m.seller = $${params.length}`);
    }
    const order = { price: 'CAST(m.price AS NUMERIC)', name: 'm.name', date: 'm.created_at' }[q.order.name] + (q.order.ct === 'asc' ? ' ASC' : ' DESC');
    const from = `FROM market_items m LEFT JOIN lands l ON l.chain_id = m.chain_id AND l.standard = m.standard AND l.token_id = m.token_id ${where.length ? 'WHERE ' + where.join(' AND ') : ''}`;
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
          n: r.name,
          id: r.id,
          nft_id: `${r.standard}-${r.token_id}`,
          thumburl: `/static/land/${r.city ?? 'item'}.svg`,
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

  app.post(WEB.landData, async (c) => {
    const b = await form(c, K.landDataRequest);
    const rows = await db.query<Record<string, unknown>>(
      `SELECT id, c, n, x || ',' || y AS coordinates, dviprice, tokentype, owner_address, '' AS logo_url, '/static/land/' || city || '.svg' AS thumburl,
              btn_state, salestate, chain_id, token_id AS "tokenId" FROM land_blocks WHERE city = $1 ORDER BY y, x`,
      [b.Land],
    );
    if (!rows.length) throw notFound('This city has no LAND map');
    const size = LAND_MAPS.find((m) => m.city === b.Land)?.size;
    return c.json({ data: { city: b.Land, width: size, height: size, blockSize: 12, rows } });
  });

  app.post(WEB.marketLandItemList, async (c) => {
    const b = await form(c, K.landItemListRequest);
    cityOnNetwork(b.land_code, b.network);
    const rows = await db.query(
      `SELECT id AS index, dviprice, tokentype, owner_address, '' AS logo_url, btn_state, salestate, chain_id, token_id AS "tokenId", x || ',' || y AS coordinates
       FROM land_blocks WHERE city = $1 AND c = 1 AND salestate > 0 ORDER BY y, x`,
      [b.land_code],
    );
    return c.json({ data: { rows } });
  });

  app.post(WEB.marketLandWithOwner, async (c) => {
    const b = await form(c, K.landWithOwnerRequest);
    const map = cityOnNetwork(b.land_code, b.network);
    const chainId = LOCAL_CHAINS[map.chain].chainId;
    const rows = await db.query<{
      standard: number;
      token_id: string;
      x1: number;
      y1: number;
      x2: number;
      y2: number;
      land_type: string;
      quantity: number;
      staked: number;
    }>(
      `SELECT l.standard, l.token_id, l.x1, l.y1, l.x2, l.y2, l.land_type, h.quantity,
              COALESCE((SELECT SUM(s.amount) FROM stakes s WHERE s.chain_id = l.chain_id AND s.standard = l.standard AND s.token_id = l.token_id
                        AND s.owner = h.owner AND ($4 = 0 OR s.campaign_id = $4)), 0)::int AS staked
       FROM lands l JOIN land_holdings h ON h.chain_id = l.chain_id AND h.standard = l.standard AND h.token_id = l.token_id
       WHERE l.chain_id = $1 AND l.city = $2 AND h.owner = $3 ORDER BY l.token_id`,
      [chainId, b.land_code, b.owner_addr.toLowerCase(), b.campaignId],
    );
    const cards = rows
      .map((r) => ({ r, qty: b.stake === '1' ? r.staked : r.quantity - r.staked }))
      .filter(({ qty }) => qty > 0)
      .map(({ r, qty }) => ({
        x1: r.x1,
        y1: r.y1,
        x2: r.x2,
        y2: r.y2,
        tokenId: r.token_id,
        nftId: `${r.standard}-${r.token_id}`,
        name: `${map.name} LAND #${r.token_id}`,
        imageUrl: `/static/land/${r.land_type}.svg`,
        isErc1155: r.standard === 1155,
        maxQuantity: qty,
        landType: r.land_type,
        staked: b.stake === '1',
      }));
    return c.json({ data: { rows: cards } });
  });

  app.post(WEB.marketPrependingCreate, async (c) => {
    const b = await form(c, K.prependingCreateRequest);
    const s = await requireSession(c, db, config);
    const buyer = b.buyer.toLowerCase();
    if (!(await sessionWallets(d, s)).includes(buyer)) throw forbidden('buyer is not a wallet of this account');
    if (buyer === b.seller.toLowerCase()) throw badInput('error-msg-same-account', 'Buyer and seller have same account');
    const item = (await db.query<ItemRow>('SELECT * FROM market_items WHERE id = $1', [b.item_id]))[0];
    if (!item || !item.for_sale || item.seller !== b.seller.toLowerCase()) throw badInput('error-msg-item', 'Item is not for sale by this seller', 'item_id');
    if (b.amount > item.sell_amount) throw badInput('error-msg-amount', 'There are not enough items to buy', 'amount');
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO prependings (kind, item_id, user_id, seller, buyer, amount, price, status, created_at) VALUES ('market',$1,$2,$3,$4,$5,$6,'pending',$7) RETURNING id`,
      [item.id, s.user.id, item.seller, buyer, b.amount, b.price, config.now()],
    );
    return c.json({ data: { prepending_id: row!.id } });
  });

  app.post(WEB.marketLandBuyItem, async (c) => {
    const b = await form(c, K.landBuyRequest);
    const s = await requireSession(c, db, config);
    if (b.account !== s.user.account && b.account !== s.user.account_id) throw forbidden('account is not the signed-in account');
    cityOnNetwork(b.land_code, b.network);
    const block = (
      await db.query<{ id: number; owner_address: string; salestate: number; c: number }>(
        'SELECT id, owner_address, salestate, c FROM land_blocks WHERE id = $1 AND city = $2',
        [b.itemId, b.land_code],
      )
    )[0];
    if (!block || block.c !== 1 || block.salestate === 0) throw badInput('error-msg-item', 'This LAND is not for sale', 'itemId');
    const seller = block.owner_address || PLATFORM_SELLER;
    if (seller !== b.ownerId.toLowerCase()) throw badInput('error-msg-item', 'ownerId is not the seller', 'ownerId');
    const buyer = (await sessionWallets(d, s))[0];
    if (!buyer) throw forbidden('Register a wallet first');
    if (buyer === seller) throw badInput('error-msg-same-account', 'Buyer and seller have same account');
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO prependings (kind, item_id, user_id, seller, buyer, amount, price, status, created_at) VALUES ('land',$1,$2,$3,$4,1,$5,'pending',$6) RETURNING id`,
      [block.id, s.user.id, seller, buyer, b.price, config.now()],
    );
    return c.json({ data: { prepending_id: row!.id } });
  });

  app.post(WEB.marketLandItem, async (c) => {
    const b = await form(c, K.landItemRequest);
    cityOnNetwork(b.land_code, b.network);
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

  app.post(WEB.marketLandSell, async (c) => {
    const b = await form(c, K.landSellRequest);
    const s = await requireSession(c, db, config);
    cityOnNetwork(b.land_code, b.network);
    const block = (
      await db.query<{ token_id: string; owner_address: string }>('SELECT token_id, owner_address FROM land_blocks WHERE id = $1 AND city = $2', [
        b.itemId,
        b.land_code,
      ])
    )[0];
    if (!block || !block.token_id) throw badInput('error-msg-item', 'This block holds no LAND token', 'itemId');
    if (!(await sessionWallets(d, s)).includes(block.owner_address)) throw forbidden('This LAND is not yours');
    await db.query('UPDATE land_blocks SET salestate = 2, btn_state = 1, dviprice = $1 WHERE city = $2 AND token_id = $3', [
      b.price,
      b.land_code,
      block.token_id,
    ]);
    return c.json({ data: 'success' as const });
  });

  app.post(WEB.marketItemTrade, async (c) => {
    const b = await form(c, K.itemTradeRequest);
    const s = await requireSession(c, db, config);
    const p = (await db.query<{ user_id: number; status: string }>('SELECT user_id, status FROM prependings WHERE id = $1', [b.prepending_id]))[0];
    if (!p) throw badInput('error-msg-prepending-id', "Can't make a purchase (no prepending ID)", 'prepending_id');
    if (p.user_id !== s.user.id) throw forbidden('Not your purchase');
    if (p.status !== 'pending') throw new ApiError(409, 'error-msg-conflict', 'Purchase already recorded');
    await db.query("UPDATE prependings SET status = 'traded', tx_hash = $1 WHERE id = $2", [b.hash_addr.toLowerCase(), b.prepending_id]);
    return c.json({ data: 'success' as const });
  });

  return app;
}
