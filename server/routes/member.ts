// Sign-up, ID check, verification codes, find ID, password reset/change, profile update and wallet list.
import { Hono, type Context } from 'hono';
import * as M from '@common/api/member';
import { WEB } from '@common/api/paths';
import type { AppDeps } from '../context';
import { ApiError, badInput, forbidden, notFound } from '../http/errors';
import { parseForm } from '../http/parse';
import { checkCode, normalTarget, sendCode } from '../auth/codes';
import { hashPassword, verifyPassword } from '../auth/password';
import { createSession, endAllSessions, requireSession, setSessionCookie, type Session } from '../auth/sessions';
import { consumeTicket, hasTicket, issueTicket, type TicketFor } from '../auth/tickets';
import { passwordKeys, throttled } from '../auth/throttle';
import { clientIp } from '../http/clientIp';
import { verifySiwe } from '../auth/siwe';
import { throttleSource } from '../auth/rateLimit';
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
  const form = <S extends z.core.$ZodType>(c: Parameters<typeof parseForm>[0], s: S) => parseForm(c, s, config.clientKey);
  const source = (c: Context) => clientIp(c, config.trustedProxyHops);
  /** The signed-in user's password, checked under the same back-off as login. */
  const passwordOk = (c: Context, s: Session, password: string) =>
    throttled(db, config, passwordKeys(c, config, s.user.account ?? `user-${s.user.id}`), () => verifyPassword(password, s.user.password_hash));
  const sms = (purpose: TicketFor['purpose'], phone: string): TicketFor => ({ purpose, channel: 'sms', target: normalTarget('sms', phone) });
  const mail = (purpose: TicketFor['purpose'], email: string): TicketFor => ({ purpose, channel: 'email', target: normalTarget('email', email) });

  app.post(WEB.checkAccount, async (c) => {
    const body = await form(c, M.checkAccountRequest);
    await throttleSource(db, c, config, 'checkAccountPerSource');
    return c.json({ data: { available: !(await userByAccount(db, body.account)) } });
  });

  app.post(WEB.certMail, async (c) => {
    const body = await form(c, M.certMailRequest);
    await sendCode(db, config, source(c), 'email', body.to, body.purpose);
    return c.json({ data: { sent: true as const, expiresIn: M.CODE_TTL_SECONDS } });
  });

  app.post(WEB.certSms, async (c) => {
    const body = await form(c, M.certSmsRequest);
    await sendCode(db, config, source(c), 'sms', body.phone, body.purpose);
    return c.json({ data: { sent: true as const, expiresIn: M.CODE_TTL_SECONDS } });
  });

  app.post(WEB.checkCert, async (c) => {
    const body = await form(c, M.checkCertRequest);
    const target = await checkCode(db, config, body.type, body.target, body.purpose, body.code);
    await issueTicket(c, db, config, { purpose: body.purpose, channel: body.type, target });
    return c.json({ data: { verified: true as const } });
  });

  app.post(WEB.join, async (c) => {
    const b = await form(c, M.joinRequest);
    if (await userByAccount(db, b.account)) throw badInput('error-msg-id-check', 'ID already taken', 'account');
    const phoneTicket = sms('join', b.phone);
    const emailTicket = mail('join', b.email);
    if (!(await hasTicket(c, db, config, phoneTicket))) throw badInput('error-msg-mobile-check', 'Phone not verified', 'phone');
    if (!(await hasTicket(c, db, config, emailTicket))) throw badInput('error-msg-email-check', 'Email not verified', 'email');
    if (b.referral && !(await userByAccount(db, b.referral))) throw badInput('error-msg-referral', 'Unknown referral ID', 'referral');
    const hash = await hashPassword(b.password);
    await db.tx(async (q) => {
      const taken = await q.query('SELECT 1 FROM users WHERE account = $1', [b.account]);
      if (taken.length) throw badInput('error-msg-id-check', 'ID already taken', 'account');
      await q.query(
        `INSERT INTO users (account_id, account, password_hash, country, phone, email, name, nickname, gender, birth, affiliation, department,
          position, referral, created_at)
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
      // Both tickets go with the new row or not at all: a parallel join holding the same tickets finds none.
      if (!(await consumeTicket(c, q, config, phoneTicket))) throw badInput('error-msg-mobile-check', 'Phone not verified', 'phone');
      if (!(await consumeTicket(c, q, config, emailTicket))) throw badInput('error-msg-email-check', 'Email not verified', 'email');
    });
    return c.json({ data: 'success' as const });
  });

  app.post(WEB.accountFind, async (c) => {
    const b = await form(c, M.accountFindRequest);
    const ticket = 'phone' in b ? sms('findId', b.phone) : mail('findId', b.email);
    const { channel, target } = ticket;
    if (!(await consumeTicket(c, db, config, ticket))) {
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
    const ticket = sms('findPassword', b.phone);
    if (!(await hasTicket(c, db, config, ticket))) throw badInput('error-msg-mobile-check', 'Verify the phone first', 'phone');
    const user = await userByAccount(db, b.account);
    if (!user || user.phone !== ticket.target) throw forbidden('Phone does not belong to this account');
    const hash = await hashPassword(b.password);
    await db.tx(async (q) => {
      if (!(await consumeTicket(c, q, config, ticket))) throw badInput('error-msg-mobile-check', 'Verify the phone first', 'phone');
      await q.query('UPDATE users SET password_hash = $1 WHERE id = $2', [hash, user.id]);
      // Whoever held the old password loses every session and game token.
      await endAllSessions(q, user.id);
    });
    return c.json({ data: 'success' as const });
  });

  app.post(WEB.passwordReset, async (c) => {
    const b = await form(c, M.passwordResetRequest);
    const s = await requireSession(c, db, config);
    ownAccount(s, b.account);
    if (s.user.phone !== b.phone) throw forbidden('Phone does not belong to this account');
    if (!(await passwordOk(c, s, b.prev_password))) throw new ApiError(401, 'error-msg-pwd-wrong', 'Current password is wrong');
    const hash = await hashPassword(b.password);
    // This browser stays signed in on a new session token of the same sign-in; the old one went with the others.
    const token = await db.tx(async (q) => {
      await q.query('UPDATE users SET password_hash = $1 WHERE id = $2', [hash, s.user.id]);
      await endAllSessions(q, s.user.id);
      return createSession(q, config, s.user.id, s.loginBy, s.loginAt);
    });
    setSessionCookie(c, config, token);
    return c.json({ data: 'success' as const });
  });

  app.post(WEB.memberUpdate, async (c) => {
    const b = await form(c, M.memberUpdateRequest);
    const s = await requireSession(c, db, config);
    ownAccount(s, b.account);
    if (!(await passwordOk(c, s, b.password))) throw new ApiError(401, 'error-msg-pwd-wrong', 'Password is wrong');
    const email = b.email.toLowerCase();
    const emailTicket = email !== s.user.email ? mail('profile', email) : undefined;
    const phoneTicket = b.phone !== s.user.phone ? sms('profile', b.phone) : undefined;
    if (emailTicket && !(await hasTicket(c, db, config, emailTicket))) throw badInput('error-msg-email-check', 'Verify the new email first', 'email');
    if (phoneTicket && !(await hasTicket(c, db, config, phoneTicket))) throw badInput('error-msg-mobile-check', 'Verify the new phone first', 'phone');
    await db.tx(async (q) => {
      if (emailTicket && !(await consumeTicket(c, q, config, emailTicket))) throw badInput('error-msg-email-check', 'Verify the new email first', 'email');
      if (phoneTicket && !(await consumeTicket(c, q, config, phoneTicket))) throw badInput('error-msg-mobile-check', 'Verify the new phone first', 'phone');
      await q.query(`UPDATE users SET country=$1, phone=$2, email=$3, name=$4, gender=$5, birth=$6, affiliation=$7, department=$8, position=$9 WHERE id=$10`, [
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
    });
    return c.json({ data: 'success' as const });
  });

  /** Adding a wallet also needs a SIWE message signed by that wallet (nonce from siwe_nonce): see docs/api.md. */
  const walletCreate = z.object({
    ...M.walletCreateRequest.shape,
    message: z.string({ error: 'error-msg-siwe' }).min(1, 'error-msg-siwe').max(4000, 'error-msg-siwe'),
    signature: z.string({ error: 'error-msg-siwe' }).regex(/^0x[0-9a-fA-F]{130}$/, 'error-msg-siwe'),
  });
  // The spec's unsigned call only on a DEV server in the spec profile (no siwe_nonce there), like the bare wallet login.
  const unsigned = config.profile === 'spec' && config.mode === 'DEV';
  const walletCreateAny = z.union([walletCreate, z.strictObject(M.walletCreateRequest.shape)], { error: 'error-msg-siwe' });
  app.post(WEB.walletCreate, async (c) => {
    const b = await form(c, unsigned ? walletCreateAny : walletCreate);
    const s = await requireSession(c, db, config);
    ownAccount(s, b.account);
    const address = 'signature' in b ? await verifySiwe(db, config, b.wallet_addr, b.message, b.signature) : b.wallet_addr;
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
