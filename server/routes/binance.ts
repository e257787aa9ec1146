// enter_binance_002_ex: the signed-in user's LAND withdrawn to Binance; claim locks one, transfer moves a locked one to
// the user's registered wallet (spec 4 "claim to lock and transfer"). Form-encoded, authToken auth.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { getAddress } from 'ethers';
import * as B from '@common/api/binance';
import { WEB } from '@common/api/paths';
import type { AppDeps } from '../context';
import { ApiError } from '../http/errors';
import { parseForm } from '../http/parse';
import { requireAuthToken } from '../auth/sessions';
import type { Queryable } from '../db/client';

interface Row {
  id: number;
  name: string;
  city: string;
  token_id: string;
  chain_id: number;
  status: B.BinanceLandStatus;
  lock_id: string | null;
  to_address: string | null;
}

const landOf = (r: Row): B.BinanceLand => ({
  landId: r.id,
  name: r.name,
  city: r.city,
  tokenId: r.token_id,
  chainId: r.chain_id,
  status: r.status,
  lockId: r.lock_id,
  toAddress: r.to_address,
});

const rowsOf = async (q: Queryable, userId: number) => (await q.query<Row>('SELECT * FROM binance_lands WHERE user_id = $1 ORDER BY id', [userId])).map(landOf);

/** Another step's state (already claimed, not claimed yet, a wrong lock): 409 with the state the LAND is in. */
const wrongState = (status: string) => new ApiError(409, 'error-msg-binance-state', `This LAND is ${status}`);

export function binanceRoutes(d: AppDeps) {
  const app = new Hono();
  const { db, config } = d;

  app.post(WEB.binanceLand, async (c) => {
    const b = await parseForm(c, B.binanceRequest, config.clientKey);
    const user = await requireAuthToken(db, config, b.authToken, b.accountId);
    if (b.step === 'list') return c.json({ data: { rows: await rowsOf(db, user.id) } });

    return db.tx(async (q) => {
      // The row is locked for the step: two claims (or a claim and a transfer) at once take turns.
      const [land] = await q.query<Row>('SELECT * FROM binance_lands WHERE id = $1 AND user_id = $2 FOR UPDATE', [b.land_id, user.id]);
      if (!land) throw new ApiError(404, 'error-msg-not-found', 'No such Binance-withdrawn LAND of this account');
      if (b.step === 'claim') {
        if (land.status !== 'withdrawn') throw wrongState(land.status);
        const lockId = randomBytes(16).toString('hex');
        await q.query("UPDATE binance_lands SET status = 'locked', lock_id = $1, updated_at = $2 WHERE id = $3", [lockId, config.now(), land.id]);
        return c.json({ data: { rows: await rowsOf(q, user.id), lockId } });
      }
      if (land.status !== 'locked' || land.lock_id !== b.lock_id) throw wrongState(land.status);
      const [wallet] = await q.query<{ wallet_addr: string }>(
        'SELECT wallet_addr FROM user_wallets WHERE user_id = $1 ORDER BY created_at, wallet_addr LIMIT 1',
        [user.id],
      );
      if (!wallet) throw new ApiError(409, 'error-msg-binance-wallet', 'Register a wallet first: the LAND is transferred to it');
      await q.query("UPDATE binance_lands SET status = 'transferred', to_address = $1, updated_at = $2 WHERE id = $3", [
        getAddress(wallet.wallet_addr),
        config.now(),
        land.id,
      ]);
      return c.json({ data: { rows: await rowsOf(q, user.id) } });
    });
  });

  return app;
}
