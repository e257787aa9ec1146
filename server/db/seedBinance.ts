// Seeds the local world's Binance-withdrawn LAND (BINANCE_E2E) for its account, inside the world seed's transaction.
import { BINANCE_E2E } from '@common/localWorld/binanceE2e';
import type { Queryable } from './client';

export async function seedBinanceLands(q: Queryable, now: number): Promise<void> {
  const [user] = await q.query<{ id: number }>('SELECT id FROM users WHERE account = $1', [BINANCE_E2E.user.account]);
  if (!user) return;
  for (const land of BINANCE_E2E.lands) {
    await q.query('INSERT INTO binance_lands (user_id, name, city, token_id, chain_id, updated_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      user.id,
      land.name,
      land.city,
      land.tokenId,
      land.chainId,
      now,
    ]);
  }
}
