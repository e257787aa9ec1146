// Game-asset service: create/read the player of an account and link its Enjin wallet (JSON, authToken auth).
import { Hono } from 'hono';
import { getAddress } from 'ethers';
import * as G from '@common/api/game';
import { GAME } from '@common/api/paths';
import type { AppDeps } from '../context';
import { ApiError } from '../http/errors';
import { parseJson } from '../http/parse';
import { requireAuthToken } from '../auth/sessions';
import type { UserRow } from '../auth/users';

export function gameRoutes(d: AppDeps) {
  const app = new Hono();
  const { db, config } = d;

  async function playerOf(user: UserRow) {
    const row = (
      await db.query<{ nickname: string; created_at: number; enjin: string }>(
        'SELECT p.nickname, p.created_at, u.enjin_wallet_addr AS enjin FROM players p JOIN users u ON u.id = p.user_id WHERE p.user_id = $1',
        [user.id],
      )
    )[0];
    return row ? { accountId: user.account_id, nickname: row.nickname, enjinWalletAddr: row.enjin, createdAt: new Date(row.created_at).toISOString() } : null;
  }

  app.post(GAME.createPlayer, async (c) => {
    const b = await parseJson(c, G.createPlayerRequest);
    const user = await requireAuthToken(db, config, b.authToken, b.accountId);
    const inserted = await db.query('INSERT INTO players (user_id, nickname, created_at) VALUES ($1,$2,$3) ON CONFLICT DO NOTHING RETURNING 1', [
      user.id,
      b.nickname,
      config.now(),
    ]);
    if (!inserted.length) throw new ApiError(409, 'error-msg-player-exists', 'This account already has a player, or the nickname is taken');
    await db.query('UPDATE users SET nickname = $1 WHERE id = $2', [b.nickname, user.id]);
    return c.json({ data: (await playerOf(user))! });
  });

  app.post(GAME.getPlayer, async (c) => {
    const b = await parseJson(c, G.getPlayerRequest);
    return c.json({ data: await playerOf(await requireAuthToken(db, config, b.authToken, b.accountId)) });
  });

  app.post(GAME.connectEnjinWallet, async (c) => {
    const b = await parseJson(c, G.connectEnjinRequest);
    const user = await requireAuthToken(db, config, b.authToken, b.accountId);
    if (!(await playerOf(user))) throw new ApiError(404, 'error-msg-not-found', 'Create the player first');
    await db.query('UPDATE users SET enjin_wallet_addr = $1 WHERE id = $2', [getAddress(b.enjinWalletAddr), user.id]);
    return c.json({ data: (await playerOf(user))! });
  });

  return app;
}
