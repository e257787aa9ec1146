// Fills an empty database: public texts always; the local world (users, LAND of the chain seeds, campaigns) in DEV only; DAO proposals: server/dao/seed.ts.
import { randomUUID } from 'node:crypto';
import { LOCAL_CHAINS, type ChainKey } from '@common/domain/chains';
import { LAND_MAPS, landSize } from '@common/domain/land';
import { ACCOUNTS } from '@common/localWorld/accounts';
import { CAMPAIGNS, WORLD, campaignTimes } from '@common/localWorld/world';
import { clientPasswordHash, hashPassword } from '../auth/password';
import type { Db, Queryable } from './client';
import { cityBlocks } from './landMap';
import { SEED_USERS, walletOf } from './seedAccounts';
import { SEED_CONFIG, SEED_TERMS } from './seedContent';
import { seedBinanceLands } from './seedBinance';

const addr = (name: string) => ACCOUNTS.find((a) => a.name === name)!.address.toLowerCase();

/**
 * Seeds once (data persists between runs). The public texts (news, terms, config entries) are seeded into any
 * empty database (the events by migration 70). The local world (users with known passwords, their wallets, LAND of the local chains,
 * campaigns, stakes) only when accounts is set, i.e. in DEV: a PROD database starts without them.
 */
/** The advisory lock key of seeding ('mwsd'): of two instances starting at once on an empty database one seeds. */
const SEED_LOCK_KEY = 0x6d777364;

export async function seedIfEmpty(db: Db, now: number, o: { accounts: boolean }): Promise<boolean> {
  const todo = async (q: Queryable) => {
    const [{ n: texts } = { n: 0 }] = await q.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM config');
    const [{ n: users } = { n: 0 }] = await q.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM users');
    return { seedTexts: texts === 0, seedWorld: o.accounts && users === 0 };
  };
  const first = await todo(db);
  if (!first.seedTexts && !first.seedWorld) return false;
  // Hashed before the transaction (slow on purpose), and only when the world may need them.
  const hashes = first.seedWorld ? await Promise.all(SEED_USERS.map((u) => (u.password ? hashPassword(clientPasswordHash(u.password)) : null))) : [];
  return db.tx(async (q) => {
    // Another instance may have seeded since the first look: under the lock, look again (PGlite has one connection).
    if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const { seedTexts, seedWorld } = await todo(q);
    if (seedTexts) await seedContent(q);
    if (!seedWorld || !first.seedWorld) return seedTexts;
    for (const [i, u] of SEED_USERS.entries()) {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO users (account_id, account, password_hash, phone, email, name, nickname, admin_category, new_user, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, FALSE, $9) RETURNING id`,
        [randomUUID(), u.account, hashes[i], u.phone, u.email, u.name, u.name, u.adminCategory, now],
      );
      const w = walletOf(u);
      if (w) await q.query('INSERT INTO user_wallets (user_id, wallet_addr, created_at) VALUES ($1, $2, $3)', [row!.id, w.toLowerCase(), now]);
    }
    await seedLands(q, now);
    await seedBinanceLands(q, now);
    return true;
  });
}

async function seedLands(q: Queryable, now: number): Promise<void> {
  for (const m of LAND_MAPS) {
    const b = cityBlocks(m.city);
    await q.query(
      `INSERT INTO land_blocks (city, x, y, c, n, token_id, tokentype, chain_id, owner_address, dviprice, salestate, btn_state)
       SELECT $1, * FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[], $10::text[], $11::int[],
         $12::int[])`,
      [
        m.city,
        b.map((r) => r.x),
        b.map((r) => r.y),
        b.map((r) => r.c),
        b.map((r) => r.n),
        b.map((r) => r.tokenId),
        b.map((r) => r.tokentype),
        b.map((r) => r.chainId),
        b.map((r) => r.owner),
        b.map((r) => r.dviprice),
        b.map((r) => r.salestate),
        b.map((r) => r.btnState),
      ],
    );
  }
  for (const key of Object.keys(WORLD) as ChainKey[]) {
    const chainId = LOCAL_CHAINS[key].chainId;
    const w = WORLD[key];
    const parcels = [
      ...w.lands721.map((l) => ({ l, standard: 721, holdings: [{ owner: l.owner, quantity: 1 }] })),
      ...w.lands1155.map((l) => ({ l, standard: 1155, holdings: l.holdings })),
    ];
    for (const { l, standard, holdings } of parcels) {
      await q.query('INSERT INTO lands (chain_id, standard, token_id, city, x1, y1, x2, y2, premium, land_type) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)', [
        chainId,
        standard,
        String(l.tokenId),
        l.city,
        l.x1,
        l.y1,
        l.x2,
        l.y2,
        l.premium,
        landSize(l),
      ]);
      for (const h of holdings) {
        await q.query('INSERT INTO land_holdings (chain_id, standard, token_id, owner, quantity) VALUES ($1,$2,$3,$4,$5)', [
          chainId,
          standard,
          String(l.tokenId),
          addr(h.owner),
          h.quantity,
        ]);
      }
    }
    // Market listings are not seeded here: the chain seed lists them on LandMarket and the market index copies them
    // (server/chain/marketIndexer.ts), so the API shows what the chain holds.
    for (const c of CAMPAIGNS) {
      const t = campaignTimes(c, Math.floor(now / 1000));
      await q.query('INSERT INTO campaigns (chain_id, campaign_id, pool_id, start_time, end_time) VALUES ($1,$2,$3,$4,$5)', [
        chainId,
        c.id,
        c.poolId,
        t.start,
        t.end,
      ]);
    }
    for (const s of w.stakes) {
      await q.query('INSERT INTO stakes (chain_id, campaign_id, owner, standard, token_id, amount) VALUES ($1,$2,$3,$4,$5,$6)', [
        chainId,
        s.campaignId,
        addr(s.owner),
        s.standard,
        String(s.tokenId),
        s.amount,
      ]);
    }
    for (const p of w.mysteryBox?.products ?? []) {
      for (const parcel of p.stock) {
        await q.query('INSERT INTO fourth_land_stock (chain_id, product_id, token_id, price) VALUES ($1,$2,$3,$4)', [
          chainId,
          p.tokenId,
          String(parcel.tokenId),
          p.price,
        ]);
        await q.query('INSERT INTO lands (chain_id, standard, token_id, city, x1, y1, x2, y2, premium, land_type) VALUES ($1,721,$2,$3,$4,$5,$6,$7,$8,$9)', [
          chainId,
          String(parcel.tokenId),
          parcel.city,
          parcel.x1,
          parcel.y1,
          parcel.x2,
          parcel.y2,
          parcel.premium,
          landSize(parcel),
        ]);
      }
    }
  }
}

async function seedContent(q: Queryable): Promise<void> {
  // News posts are not seeded here: migration 90 (server/db/migrations/posts.ts) inserts them with their EN and KO texts.
  for (const t of SEED_TERMS) await q.query('INSERT INTO terms (idx, title, content, required) VALUES ($1,$2,$3,$4)', [t.idx, t.title, t.content, t.required]);
  for (const c of SEED_CONFIG) await q.query('INSERT INTO config (name, value) VALUES ($1,$2)', [c.name, c.value]);
}
