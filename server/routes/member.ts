// Sign-up, ID check, verification codes, find ID, password reset/change, profile update and wallet list.
import { Hono } from 'hono';
import * as M from '../../common/api/member';
import { WEB } from '../../common/api/paths';
import type { AppDeps } from '../context';
import { ApiError, badInput, forbidden, notFound } from '../http/errors';
import { parseForm } from '../http/parse';
import { checkCode, consumeVerification, isVerified, sendCode } from '../auth/codes';
import { hashPassword, verifyPassword } from '../auth/password';
import { requireSession, type Session } from '../auth/sessions';
import { verifySiwe } from '../auth/siwe';
import { userByAccount, walletsOf } from '../auth/users';
import { randomUUID } from 'node:crypto';
import { getAddress } from 'ethers';
import { z } from 'zod';

const ownAccount = (s: Session, account: string) => {
  if ((s.user.account ?? '') !== account) throw forbidden('account is not the signed-in account');
};

export function memberRoutes(d: AppDeps) {
  const app = new Hono();
  const { db, config } = d;
  const form = <S extends z.ZodType>(c: Parameters<typeof parseForm>[0], s: S) => parseForm(c, s, config.clientKey);

  app.post(WEB.checkAccount, async (c) => {
    const body = await form(c, M.checkAccountRequest);
    return c.json({ data: { available: !(await userByAccount(db, body.account)) } });
  });

  app.post(WEB.certMail, async (c) => {
    const body = await form(c, M.certMailRequest);
    await sendCode(db, config, 'email', body.to);
    return c.json({ data: { sent: true as const, expiresIn: M.CODE_TTL_SECONDS } });
  });

  app.post(WEB.certSms, async (c) => {
    const body = await form(c, M.certSmsRequest);
    await sendCode(db, config, 'sms', body.phone);
    return c.json({ data: { sent: true as const, expiresIn: M.CODE_TTL_SECONDS } });
  });

  app.post(WEB.checkCert, async (c) => {
    const body = await form(c, M.checkCertRequest);
    await checkCode(db, config, body.type, body.target, body.code);
    return c.json({ data: { verified: true as const } });
  });

  app.post(WEB.join, async (c) => {
    const b = await form(c, M.joinRequest);
    if (await userByAccount(db, b.account)) throw badInput('error-msg-id-check', 'ID already taken', 'account');
    if (!(await isVerified(db, config, 'sms', b.phone))) throw badInput('error-msg-mobile-check', 'Phone not verified', 'phone');
    if (!(await isVerified(db, config, 'email', b.email))) throw badInput('error-msg-email-check', 'Email not verified', 'email');
    if (b.referral && !(await userByAccount(db, b.referral))) throw badInput('error-msg-referral', 'Unknown referral ID', 'referral');
    const hash = await hashPassword(b.password);
    await db.tx(async (q) => {
      const taken = await q.query('SELECT 1 FROM users WHERE account = $1', [b.account]);
      if (taken.length) throw badInput('error-msg-id-check', 'ID already taken', 'account');
      await q.query(
        `INSERT INTO users (account_id, account, password_hash, country, phone, email, name, nickname, gender, birth, affiliation, department, position, referral, created_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$7,$8,$9,$10,$11,$12,$13,$14)`,
        [
          randomUUID(),
          b.account,
          hash,
          b.country,
          b.phone,
          b.email.toLowerCase(),
          b.name,
          b.gender,
          b.birth,
          b.affiliation,
          b.department,
          b.position,
          b.referral,
          config.now(),
        ],
      );
      await consumeVerification(q, 'sms', b.phone);
      await consumeVerification(q, 'email', b.email);
    });
    return c.json({ data: 'success' as const });
  });

  app.post(WEB.accountFind, async (c) => {
    const b = await form(c, M.accountFindRequest);
    const [channel, target] = 'phone' in b ? (['sms', b.phone] as const) : (['email', b.email.toLowerCase()] as const);
    if (!(await isVerified(db, config, channel, target))) {
      throw badInput(channel === 'sms' ? 'error-msg-mobile-check' : 'error-msg-email-check', 'Verify the code first');
    }
    const row = (
      await db.query<{ account: string }>(
        `SELECT account FROM users WHERE account IS NOT NULL AND ${channel === 'sms' ? 'phone' : 'email'} = $1 ORDER BY id LIMIT 1`,
        [target],
      )
    )[0];
    if (!row) throw notFound('No account with this contact');
    return c.json({ data: { account: row.account } });
  });

  app.post(WEB.passwordTmp, async (c) => {
    const b = await form(c, M.passwordTmpRequest);
    if (!(await isVerified(db, config, 'sms', b.phone))) throw badInput('error-msg-mobile-check', 'Verify the phone first', 'phone');
    const user = await userByAccount(db, b.account);
    if (!user || user.phone !== b.phone) throw forbidden('Phone does not belong to this account');
    await db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [await hashPassword(b.password), user.id]);
    await db.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
    await consumeVerification(db, 'sms', b.phone);
    return c.json({ data: 'success' as const });
  });

  app.post(WEB.passwordReset, async (c) => {
    const b = await form(c, M.passwordResetRequest);
    const s = await requireSession(c, db, config);
    ownAccount(s, b.account);
    if (s.user.phone !== b.phone) throw forbidden('Phone does not belong to this account');
    if (!(await verifyPassword(b.prev_password, s.user.password_hash))) throw new ApiError(401, 'error-msg-pwd-wrong', 'Current password is wrong');
    await db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [await hashPassword(b.password), s.user.id]);
    return c.json({ data: 'success' as const });
  });

  app.post(WEB.memberUpdate, async (c) => {
    const b = await form(c, M.memberUpdateRequest);
    const s = await requireSession(c, db, config);
    ownAccount(s, b.account);
    if (!(await verifyPassword(b.password, s.user.password_hash))) throw new ApiError(401, 'error-msg-pwd-wrong', 'Password is wrong');
    const email = b.email.toLowerCase();
    if (email !== s.user.email && !(await isVerified(db, config, 'email', email))) {
      throw badInput('error-msg-email-check', 'Verify the new email first', 'email');
    }
    if (b.phone !== s.user.phone && !(await isVerified(db, config, 'sms', b.phone))) {
      throw badInput('error-msg-mobile-check', 'Verify the new phone first', 'phone');
    }
    await db.query(`UPDATE users SET country=$1, phone=$2, email=$3, name=$4, gender=$5, birth=$6, affiliation=$7, department=$8, position=$9 WHERE id=$10`, [
      b.country,
      b.phone,
      email,
      b.name,
      b.gender,
      b.birth,
      b.affiliation,
      b.department,
      b.position,
      s.user.id,
    ]);
    return c.json({ data: 'success' as const });
  });

  /** Adding a wallet also needs a SIWE message signed by that wallet (nonce from siwe_nonce): see docs/api.md. */
  const walletCreate = M.walletCreateRequest.extend({
    message: z.string({ error: 'error-msg-siwe' }).min(1, 'error-msg-siwe').max(4000, 'error-msg-siwe'),
    signature: z.string({ error: 'error-msg-siwe' }).regex(/^0x[0-9a-fA-F]{130}$/, 'error-msg-siwe'),
  });
  app.post(WEB.walletCreate, async (c) => {
    const b = await form(c, walletCreate);
    const s = await requireSession(c, db, config);
    ownAccount(s, b.account);
    const address = await verifySiwe(db, config, b.wallet_addr, b.message, b.signature);
    const taken = await db.query('SELECT 1 FROM user_wallets WHERE wallet_addr = $1', [address.toLowerCase()]);
    if (taken.length) throw new ApiError(409, 'error-msg-wallet-exists', 'Wallet already registered');
    await db.query('INSERT INTO user_wallets (user_id, wallet_addr, created_at) VALUES ($1,$2,$3)', [s.user.id, address.toLowerCase(), config.now()]);
    return c.json({ data: { result: 'success' } });
  });

  app.post(WEB.walletList, async (c) => {
    const b = await form(c, M.walletListRequest);
    const s = await requireSession(c, db, config);
    ownAccount(s, b.account);
    const rows = (await walletsOf(db, s.user.id)).map((w) => ({ wallet_addr: getAddress(w.wallet_addr), created_at: new Date(w.created_at).toISOString() }));
    return c.json({ data: { rows } });
  });

  return app;
}
