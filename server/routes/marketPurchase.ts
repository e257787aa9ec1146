// Market purchases and listings, recorded only as the chain shows them: listing price and state from LandMarket, trades from receipts.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import * as K from '@common/api/market';
import { WEB } from '@common/api/paths';
import { LAND_MAPS } from '@common/domain/land';
import { chainKeyOfFamily } from '@common/domain/chains';
import type { AppDeps } from '../context';
import { badInput, forbidden, notFound } from '../http/errors';
import { parseForm } from '../http/parse';
import { requireSession, type Session } from '../auth/sessions';
import { throttle, throttleSource } from '../auth/rateLimit';
import { walletsOf } from '../auth/users';
import { amountColumn, currencyText, listingFor, marketChain, priceText, priceWei } from '../chain/marketListingReader';
import type { Listing } from '../chain/marketReader';
import { recordTrade } from './marketTrade';
import { collectionsOf } from '../chain/marketIndexer';
import { collectionOf } from '../chain/marketIndex';
import { storeIntent } from '../market/purchaseIntent';

interface ItemRow {
  id: number;
  chain_id: number;
  standard: number;
  token_id: string;
  seller: string;
  price: string;
  chain_item_id: string | null;
  nft: string;
}

function cityOnNetwork(city: K.City, network: K.Network) {
  const map = LAND_MAPS.find((m) => m.city === city);
  if (!map) throw notFound('This city has no LAND map');
  if (chainKeyOfFamily(network) !== map.chain) throw badInput('error-msg-network-area', 'This area is not on your selected network.');
  return map;
}

const notOnChain = (field: string) => badInput('error-msg-item', 'This item is not for sale on chain', field);

/** The client's price must be the listing's: a stale or made-up price is refused, never stored. */
function samePrice(l: Listing, price: string) {
  if (priceWei(price) !== l.price) throw badInput('error-msg-price', "The price is not the listing's price on chain", 'price');
}

export function marketPurchaseRoutes(d: AppDeps) {
  const app = new Hono();
  const { db, config } = d;
  const form = <S extends z.core.$ZodType>(c: Context, s: S) => parseForm(c, s, config.clientKey);
  /** A purchase intent is a prependings row: cheap to ask for, so each takes a slot of its source and its account. */
  const purchaseIntentSlots = async (c: Context, s: Session) => {
    await throttleSource(db, c, config, 'purchaseIntentPerSource');
    await throttle(db, 'purchaseIntentPerAccount', String(s.user.id), config.now());
  };
  const sessionWallets = async (s: Session) => (await walletsOf(db, s.user.id)).map((w) => w.wallet_addr);

  /** A retry of the same intent gets the record it made (server/market/purchaseIntent.ts). */
  const createPrepending = (kind: 'market' | 'land', itemId: number, s: Session, seller: string, buyer: string, amount: number, l: Listing, chainId: number) =>
    storeIntent(
      db,
      {
        kind,
        itemId,
        userId: s.user.id,
        seller,
        buyer,
        amount,
        price: priceText(l.price),
        unitPriceWei: l.price.toString(),
        chainId,
        chainItemId: String(l.itemId),
      },
      config.now(),
    );

  app.post(WEB.marketPrependingCreate, async (c) => {
    const b = await form(c, K.prependingCreateRequest);
    const s = await requireSession(c, db, config);
    await purchaseIntentSlots(c, s);
    const buyer = b.buyer.toLowerCase();
    if (!(await sessionWallets(s)).includes(buyer)) throw forbidden('buyer is not a wallet of this account');
    if (buyer === b.seller.toLowerCase()) throw badInput('error-msg-same-account', 'Buyer and seller have same account');
    const item = (
      await db.query<ItemRow>('SELECT id, chain_id, standard, token_id, seller, price, chain_item_id, nft FROM market_items WHERE id = $1', [b.item_id])
    )[0];
    if (!item || item.seller !== b.seller.toLowerCase()) throw badInput('error-msg-item', 'Item is not for sale by this seller', 'item_id');
    // Anyone can list any NFT on LandMarket; only the world's collections are sold through the app.
    const cols = collectionsOf(d, item.chain_id);
    if (item.nft && (!cols || !collectionOf(cols, item.nft))) throw badInput('error-msg-nft', 'Not supported NFT', 'item_id');
    const m = marketChain(d, item.chain_id);
    const l = await listingFor(m, {
      chainItemId: item.chain_item_id,
      seller: item.seller,
      standard: item.standard,
      tokenId: item.token_id,
      price: item.price,
      nft: item.nft || undefined,
    });
    if (!l?.forSale) {
      // The chain says this record is not for sale (sold, unlisted, or never listed): the list views follow it.
      await db.query('UPDATE market_items SET for_sale = FALSE WHERE id = $1', [item.id]);
      throw notOnChain('item_id');
    }
    if (BigInt(b.amount) > l.sellAmount) throw badInput('error-msg-amount', 'There are not enough items to buy', 'amount');
    samePrice(l, b.price);
    // Bind the record to its listing once (a listing backs one record); keep its price and amount as the chain has them.
    await db.query(
      `UPDATE market_items SET chain_item_id = $1, price = $2, sell_amount = $3, for_sale = TRUE
       WHERE id = $4 AND (chain_item_id = $1 OR (chain_item_id IS NULL AND NOT EXISTS (SELECT 1 FROM market_items o WHERE o.chain_id = $5 AND
         o.chain_item_id = $1)))`,
      [String(l.itemId), priceText(l.price), amountColumn(l.sellAmount), item.id, item.chain_id],
    );
    const id = await createPrepending('market', item.id, s, item.seller, buyer, b.amount, l, item.chain_id);
    return c.json({ data: { prepending_id: id } });
  });

  app.post(WEB.marketLandBuyItem, async (c) => {
    const b = await form(c, K.landBuyRequest);
    const s = await requireSession(c, db, config);
    await purchaseIntentSlots(c, s);
    if (b.account !== s.user.account && b.account !== s.user.account_id) throw forbidden('account is not the signed-in account');
    cityOnNetwork(b.land_code, b.network);
    const block = (
      await db.query<{
        id: number;
        owner_address: string;
        token_id: string;
        tokentype: string;
        chain_id: number;
        dviprice: string;
        salestate: number;
        c: number;
      }>('SELECT id, owner_address, token_id, tokentype, chain_id, dviprice, salestate, c FROM land_blocks WHERE id = $1 AND city = $2', [
        b.itemId,
        b.land_code,
      ])
    )[0];
    if (!block || block.c !== 1 || block.salestate === 0) throw badInput('error-msg-item', 'This LAND is not for sale', 'itemId');
    // A block without a LAND token has no listing on chain, so a purchase of it could never be shown by a receipt.
    if (!block.token_id || !block.owner_address) throw notOnChain('itemId');
    const seller = block.owner_address;
    if (seller !== b.ownerId.toLowerCase()) throw badInput('error-msg-item', 'ownerId is not the seller', 'ownerId');
    const buyer = (await sessionWallets(s))[0];
    if (!buyer) throw forbidden('Register a wallet first');
    if (buyer === seller) throw badInput('error-msg-same-account', 'Buyer and seller have same account');
    const m = marketChain(d, block.chain_id);
    const l = await listingFor(m, { chainItemId: null, seller, standard: Number(block.tokentype), tokenId: block.token_id, price: block.dviprice });
    if (!l) {
      await db.query("UPDATE land_blocks SET salestate = 0, btn_state = 0, dviprice = '0' WHERE chain_id = $1 AND token_id = $2 AND salestate = 2", [
        block.chain_id,
        block.token_id,
      ]);
      throw notOnChain('itemId');
    }
    samePrice(l, b.price);
    const id = await createPrepending('land', block.id, s, seller, buyer, 1, l, block.chain_id);
    return c.json({ data: { prepending_id: id } });
  });

  app.post(WEB.marketLandSell, async (c) => {
    const b = await form(c, K.landSellRequest);
    const s = await requireSession(c, db, config);
    cityOnNetwork(b.land_code, b.network);
    const block = (
      await db.query<{ token_id: string; owner_address: string; tokentype: string; chain_id: number; n: string }>(
        'SELECT token_id, owner_address, tokentype, chain_id, n FROM land_blocks WHERE id = $1 AND city = $2',
        [b.itemId, b.land_code],
      )
    )[0];
    if (!block || !block.token_id) throw badInput('error-msg-item', 'This block holds no LAND token', 'itemId');
    if (!(await sessionWallets(s)).includes(block.owner_address)) throw forbidden('This LAND is not yours');
    const standard = Number(block.tokentype);
    const m = marketChain(d, block.chain_id);
    // The listing itself is the seller's transaction on LandMarket; this call only records what the chain shows.
    const l = await listingFor(m, { chainItemId: null, seller: block.owner_address, standard, tokenId: block.token_id, price: b.price });
    if (!l) throw badInput('error-msg-item', 'List this LAND on the market contract first', 'itemId');
    samePrice(l, b.price);
    const price = priceText(l.price);
    await db.tx(async (q) => {
      await q.query('UPDATE land_blocks SET salestate = 2, btn_state = 1, dviprice = $1 WHERE chain_id = $2 AND token_id = $3 AND tokentype = $4', [
        price,
        block.chain_id,
        block.token_id,
        block.tokentype,
      ]);
      const args = [block.chain_id, standard, block.token_id, block.owner_address, String(l.itemId)];
      // A record of this NFT by this seller not yet bound to a listing (a seed) takes the listing; else a new record.
      await q.query(
        `UPDATE market_items SET chain_item_id = $5 WHERE id = (SELECT id FROM market_items WHERE chain_id = $1 AND standard = $2 AND token_id =
          $3 AND seller = $4
         AND chain_item_id IS NULL ORDER BY id LIMIT 1) AND NOT EXISTS (SELECT 1 FROM market_items o WHERE o.chain_id = $1 AND o.chain_item_id = $5)`,
        args,
      );
      await q.query(
        `INSERT INTO market_items (chain_id, standard, token_id, name, seller, sell_amount, price, currency, for_sale, created_at, chain_item_id)
         VALUES ($1,$2,$3,$6,$4,$7,$8,$9,TRUE,$10,$5)
         ON CONFLICT (chain_id, chain_item_id) WHERE chain_item_id IS NOT NULL DO UPDATE SET sell_amount = $7, price = $8, for_sale = TRUE`,
        [...args, `LAND #${block.token_id}`, amountColumn(l.sellAmount), price, currencyText(l), config.now()],
      );
    });
    return c.json({ data: 'success' as const });
  });

  app.post(WEB.marketItemTrade, async (c) => {
    const b = await form(c, K.itemTradeRequest);
    const s = await requireSession(c, db, config);
    await recordTrade(d, s, b.prepending_id, b.hash_addr.toLowerCase(), await sessionWallets(s));
    return c.json({ data: 'success' as const });
  });

  return app;
}
