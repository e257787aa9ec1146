// Login (ID or wallet+SIWE), logout, SIWE nonces, Google/Facebook login, refresh token, start game, download URL.
import { Hono } from 'hono';
import { z } from 'zod';
import * as A from '@common/api/auth';
import { AUTH, LOCAL_PREFIXES, STATIC, WEB } from '@common/api/paths';
import { WALLET_TYPE } from '@common/domain/wallet';
import type { AppDeps } from '../context';
import { TTL } from '../config';
import { CLIENT_FILES, CLIENT_VERSION } from './gameDownload';
import { ApiError, unauthorized } from '../http/errors';
import { parseForm } from '../http/parse';
import { hashPassword, needsRehash, verifyPassword, randomToken, sha256 } from '../auth/password';
import { createSession, currentSession, endSession, issueAuthToken, requireAuthToken, rotateSession, setSessionCookie } from '../auth/sessions';
import { issueNonce, servedChainIds, verifySiwe } from '../auth/siwe';
import { throttle, throttleSource } from '../auth/rateLimit';
import { acceptIdTokenOnce } from '../auth/idTokenOnce';
import { passwordKeys, throttled } from '../auth/throttle';
import { userByAccount, userById, userByWallet, userInfo, type UserRow } from '../auth/users';
import { randomUUID } from 'node:crypto';

/**
 * The spec's wallet login names an address and proves nothing: taken only by a DEV server in the spec profile, which
 * stands in for a back end without siwe_nonce. Everywhere else a bare address is refused as a malformed login (400).
 */
const takesUnsignedLogin = (config: AppDeps['config']) => config.profile === 'spec' && config.mode === 'DEV';

const loginFailed = () => new ApiError(401, 'error-msg-login-failed', 'Wrong ID or password');

export function webLoginRoutes(d: AppDeps) {
  const app = new Hono();
  const { db, config } = d;

  app.post(WEB.siweNonce, async (c) => {
    const body = await parseForm(c, A.siweNonceRequest, config.clientKey);
    await throttleSource(db, c, config, 'siweNoncePerSource');
    await throttle(db, 'siweNoncePerAddress', body.wallet_addr, config.now());
    const { nonce, expiresAt } = await issueNonce(db, config, body.wallet_addr);
    return c.json({ data: { nonce, expiresAt: new Date(expiresAt).toISOString(), chainIds: servedChainIds(config) } });
  });

  app.post(WEB.login, async (c) => {
    const body = await parseForm(c, takesUnsignedLogin(config) ? A.specLoginRequest : A.loginRequest, config.clientKey);
    let user: UserRow | undefined;
    let loginBy: number;
    if ('account' in body) {
      const account = body.account;
      user = await userByAccount(db, account);
      const hash = user?.password_hash ?? null;
      // Unknown IDs are counted the same way, so the answer does not tell which IDs exist.
      if (!(await throttled(db, config, passwordKeys(c, config, account), () => verifyPassword(body.password, hash)))) throw loginFailed();
      // A hash made with older parameters is redone now, while the password is at hand (only if it is still the same hash).
      if (needsRehash(hash))
        await db.query('UPDATE users SET password_hash = $1 WHERE id = $2 AND password_hash = $3', [await hashPassword(body.password), user!.id, hash]);
      loginBy = WALLET_TYPE.IdLogin;
    } else {
      const address = 'signature' in body ? await verifySiwe(db, config, body.wallet_addr, body.message, body.signature) : body.wallet_addr;
      user = await userByWallet(db, address);
      if (!user) throw new ApiError(401, 'error-msg-wallet-not-registered', 'wallet not registered');
      loginBy = body.wallet;
    }
    setSessionCookie(c, config, await createSession(db, config, user!.id, loginBy));
    return c.json([await userInfo(db, user!)]);
  });

  app.post(WEB.logout, async (c) => {
    await parseForm(c, z.object({}), config.clientKey);
    await endSession(c, db, config);
    return c.json({ data: 'success' });
  });

  app.post(WEB.startGame, async (c) => {
    const body = await parseForm(c, A.startGameRequest, config.clientKey);
    const user = await requireAuthToken(db, config, body.authToken, body.accountId);
    if (body.wallet_addr) {
      const owner = await userByWallet(db, body.wallet_addr);
      if (!owner || owner.id !== user.id) throw new ApiError(403, 'error-msg-forbidden', 'wallet_addr is not registered to this account');
    }
    const ticket = randomToken(24);
    const now = config.now();
    await db.query('DELETE FROM game_tickets WHERE expires_at <= $1', [now]);
    await db.query('INSERT INTO game_tickets (ticket_hash, user_id, wallet_type, wallet_addr, new_user, expires_at) VALUES ($1,$2,$3,$4,$5,$6)', [
      sha256(ticket),
      user.id,
      body.walletType,
      (body.wallet_addr || '').toLowerCase(),
      body.newUser,
      now + TTL.gameTicketMs,
    ]);
    // The lobby is where a user stops being new: refreshes for other calls (a page log) leave the flag for the game.
    if (user.new_user) await db.query('UPDATE users SET new_user = FALSE WHERE id = $1', [user.id]);
    const query = `ticket=${ticket}&account=${encodeURIComponent(user.account_id)}&newUser=${body.newUser ? 1 : 0}&walletType=${body.walletType}`;
    const url = `metaworld://start?${query}`;
    return c.json({ data: url });
  });

  app.post(WEB.downloadUrl, async (c) => {
    const body = await parseForm(c, A.downloadUrlRequest, config.clientKey);
    const file = CLIENT_FILES[body.platform];
    const path = `${LOCAL_PREFIXES.static}${STATIC.clientDownload.replace(':file', encodeURIComponent(file))}`;
    return c.json({ data: { url: `${new URL(c.req.url).origin}${path}`, version: CLIENT_VERSION } });
  });

  return app;
}

export function authBaseRoutes(d: AppDeps) {
  const app = new Hono();
  const { db, config } = d;

  app.post(AUTH.gameTicket, async (c) => {
    const body = await parseForm(c, A.gameTicketRequest, config.clientKey);
    // Single use: the row is taken by the one DELETE that finds it live; a replayed or late ticket finds nothing.
    const [t] = await db.query<{ user_id: number; wallet_type: number; wallet_addr: string; new_user: boolean }>(
      'DELETE FROM game_tickets WHERE ticket_hash = $1 AND expires_at > $2 RETURNING user_id, wallet_type, wallet_addr, new_user',
      [sha256(body.ticket), config.now()],
    );
    const user = t && (await userById(db, t.user_id));
    if (!t || !user) throw unauthorized('Unknown, used or expired game ticket');
    return c.json({ data: { accountId: user.account_id, walletType: t.wallet_type, newUser: t.new_user, walletAddr: t.wallet_addr } });
  });

  app.post(AUTH.platformLogin, async (c) => {
    const body = await parseForm(c, A.snsLoginRequest, config.clientKey);
    const platform = body.platform_type as 3 | 5;
    const id = await d.sns.verify(platform, body.passToken, body.platform_id);
    await acceptIdTokenOnce(db, config, body.passToken);
    let user = (await db.query<UserRow>('SELECT * FROM users WHERE sns_platform = $1 AND sns_subject = $2', [platform, id.sub]))[0];
    const newUser = !user;
    if (!user) {
      user = (
        await db.query<UserRow>(
          `INSERT INTO users (account_id, email, name, nickname, sns_platform, sns_subject, created_at)
           VALUES ($1,$2,$3,$3,$4,$5,$6) ON CONFLICT (sns_platform, sns_subject) DO UPDATE SET email = EXCLUDED.email RETURNING *`,
          [randomUUID(), id.email, id.name, platform, id.sub, config.now()],
        )
      )[0]!;
    }
    setSessionCookie(c, config, await createSession(db, config, user.id, platform));
    return c.json({ data: { webAuthData: { ...(await userInfo(db, user)), newUser } } });
  });

  app.post(AUTH.refreshToken, async (c) => {
    const body = await parseForm(c, A.refreshTokenRequest, config.clientKey);
    const s = await currentSession(c, db, config);
    if (!s || s.user.account_id !== body.accountId || s.user.id !== body.accountIdx) return c.json({ result: 9 as const });
    if (!(await rotateSession(c, db, config, s))) return c.json({ result: 9 as const });
    const { token, expiresAt } = await issueAuthToken(db, config, s.user.id);
    // Still new until the game lobby is entered (enter_lobby_ex clears it), whatever else refreshed the token first.
    return c.json({
      result: 0 as const,
      authToken: token,
      accountId: s.user.account_id,
      newUser: s.user.new_user,
      expiresAt: new Date(expiresAt).toISOString(),
    });
  });

  return app;
}
