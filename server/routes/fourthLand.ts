// The 4th LAND sale: the open products for a registered wallet, one product's LAND, and the count left per network.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import * as K from '../../common/api/market';
import { WEB } from '../../common/api/paths';
import { LOCAL_CHAINS, chainKeyOfFamily } from '../../common/domain/chains';
import type { AppDeps } from '../context';
import { notFound } from '../http/errors';
import { parseForm } from '../http/parse';

const chainIdOf = (n: K.Network) => LOCAL_CHAINS[chainKeyOfFamily(n)].chainId;

export function fourthLandRoutes(d: AppDeps) {
  const app = new Hono();
  const { db, config } = d;
  const form = <S extends z.ZodType>(c: Context, s: S) => parseForm(c, s, config.clientKey);

  app.post(WEB.fourthLandList, async (c) => {
    const b = await form(c, K.fourthLandListRequest);
    const chainId = chainIdOf(b.network);
    const registered = await db.query('SELECT 1 FROM user_wallets WHERE wallet_addr = $1', [b.address.toLowerCase()]);
    const rows = await db.query<{ product_id: number; price: string; remain: number }>(
      'SELECT product_id, price, COUNT(*) FILTER (WHERE NOT sold)::int AS remain FROM fourth_land_stock WHERE chain_id = $1 GROUP BY product_id, price ORDER BY product_id',
      [chainId],
    );
    const open = rows.filter((r) => r.remain > 0);
    return c.json({ data: registered.length && open.length ? open.map((r) => ({ tokenId: String(r.product_id), price: r.price, remain: r.remain })) : null });
  });

  app.post(WEB.fourthLandData, async (c) => {
    const b = await form(c, K.fourthLandDataRequest);
    const r = (
      await db.query<{
        chain_id: number;
        product_id: number;
        token_id: string;
        price: string;
        sold: boolean;
        x1: number;
        y1: number;
        x2: number;
        y2: number;
        land_type: string;
        city: string;
      }>(
        `SELECT f.*, l.x1, l.y1, l.x2, l.y2, l.land_type, l.city FROM fourth_land_stock f
       JOIN lands l ON l.chain_id = f.chain_id AND l.standard = 721 AND l.token_id = f.token_id WHERE f.token_id = $1 LIMIT 1`,
        [b.token_id],
      )
    )[0];
    if (!r) throw notFound('No such LAND in the 4th sale');
    const [{ remain } = { remain: 0 }] = await db.query<{ remain: number }>(
      'SELECT COUNT(*)::int AS remain FROM fourth_land_stock WHERE chain_id = $1 AND product_id = $2 AND NOT sold',
      [r.chain_id, r.product_id],
    );
    return c.json({
      data: {
        x1: r.x1,
        y1: r.y1,
        x2: r.x2,
        y2: r.y2,
        tokenId: r.token_id,
        nftId: `721-${r.token_id}`,
        name: `${r.city} LAND #${r.token_id}`,
        imageUrl: `/static/land/${r.land_type}.svg`,
        isErc1155: false,
        maxQuantity: 1,
        landType: r.land_type,
        staked: false,
        price: r.price,
        remain,
      },
    });
  });

  app.post(WEB.remainLandCount, async (c) => {
    const b = await form(c, K.remainLandCountRequest);
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
      'SELECT COUNT(*)::int AS count FROM fourth_land_stock WHERE chain_id = $1 AND NOT sold',
      [chainIdOf(b.network)],
    );
    return c.json({ data: { count } });
  });

  return app;
}
