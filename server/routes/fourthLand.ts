// The 4th LAND sale: the open products for a registered wallet, one product's LAND, the count left per network, and one
// purchase's LAND and VRF reward items. Each read catches the chain's mystery-box index up first.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import * as K from '@common/api/market';
import * as B from '@common/api/mysteryBox';
import { WEB } from '@common/api/paths';
import { chainIdOfFamily } from '../chain/deployedChains';
import type { AppDeps } from '../context';
import { notFound } from '../http/errors';
import { parseForm } from '../http/parse';
import { throttleSource } from '../auth/rateLimit';
import { langOf } from '../market/browse';
import { mysteryBoxIndexer } from '../land/mysteryBoxIndex';
import { rewardItemName } from '../land/mysteryBoxRewards';
import { purchaseOf, remainByProduct, remainTotal } from '../land/mysteryBoxStock';

export function fourthLandRoutes(d: AppDeps) {
  const chainIdOf = (n: K.Network) => chainIdOfFamily(d, n);
  const app = new Hono();
  const { db, config } = d;
  const form = <S extends z.core.$ZodType>(c: Context, s: S) => parseForm(c, s, config.clientKey);
  const synced = (chainId: number) => mysteryBoxIndexer(d).sync(chainId);

  app.post(WEB.fourthLandList, async (c) => {
    const b = await form(c, K.fourthLandListRequest);
    await throttleSource(db, c, config, 'fourthLandListPerSource');
    const chainId = chainIdOf(b.network);
    const registered = await db.query('SELECT 1 FROM user_wallets WHERE wallet_addr = $1', [b.address.toLowerCase()]);
    await synced(chainId);
    const rows = await remainByProduct(db, chainId);
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
    await synced(r.chain_id);
    const remain = (await remainByProduct(db, r.chain_id)).find((p) => p.product_id === r.product_id)?.remain ?? 0;
    return c.json({
      data: {
        x1: r.x1,
        y1: r.y1,
        x2: r.x2,
        y2: r.y2,
        tokenId: r.token_id,
        nftId: `721-${r.token_id}`,
        name: `${r.city} LAND #${r.token_id}`,
        city: r.city,
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
    const chainId = chainIdOf(b.network);
    await synced(chainId);
    return c.json({ data: { count: await remainTotal(db, chainId) } });
  });

  app.post(WEB.mysteryBoxRewards, async (c) => {
    const b = await form(c, B.purchaseRewardsRequest);
    const chainId = chainIdOf(b.network);
    await synced(chainId);
    const p = await purchaseOf(db, chainId, b.tx_hash ? { txHash: b.tx_hash } : { commitId: b.commit_id! });
    if (!p) throw notFound('No such mystery box purchase on this network');
    const lang = langOf(b.lang, c.req.header('accept-language'));
    const rewards = p.rewards.map((r) => ({ itemCode: r.itemCode, itemName: rewardItemName(r.itemCode, lang), cnt: r.cnt }));
    return c.json(B.purchaseRewardsAnswer.parse({ data: { ...p, rewards } }));
  });

  return app;
}
