// Sign-up with email/SMS codes (outbox, 3:00 expiry, rate limits), find ID, password reset/change, profile, wallets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'ethers';
import { call, cookieJar, form, idLogin, SEED_PW, sha, siweFields, startWorld, wallet, walletLogin, type Jar, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

let phoneSeq = 1000;
const newPhone = () => `0109999${phoneSeq++}`;
const latestCode = async (to: string) => (await call(w, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).body.data[0].code as string;

type Purpose = 'join' | 'findId' | 'findPassword' | 'profile';

/** Sends and checks a code for purpose; the ticket lands in jar, the client that must then make the call. */
async function verify(type: 'email' | 'sms', target: string, purpose: Purpose, jar: Jar) {
  const send =
    type === 'email'
      ? await form(w, '/web/cert_mail_ex', { to: target, country: '82', purpose }, { jar })
      : await form(w, '/web/cert_sms_ex', { phone: target, country: '82', purpose }, { jar });
  expect(send.body).toEqual({ data: { sent: true, expiresIn: 180 } });
  const check = await form(w, '/web/check_cert_ex', { type, purpose, target, code: await latestCode(target) }, { jar });
  expect(check.body).toEqual({ data: { verified: true } });
}

function joinFields(account: string, phone: string, email: string) {
  return {
    account,
    password: sha('N3w-pass!'),
    country: '82',
    phone,
    email,
    name: 'New User',
    gender: 'F',
    birth: '1990-01-02',
    affiliation: '',
    department: '',
    position: '',
  };
}

describe('verification codes', () => {
  it('puts the code in the outbox and in a DEV log line', async () => {
    await form(w, '/web/cert_mail_ex', { to: 'Outbox.Test@Example.com', country: '82', purpose: 'join' });
    const code = await latestCode('outbox.test@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(w.logs.some((l) => l.includes('[outbox] email to outbox.test@example.com') && l.includes(code))).toBe(true);
  });

  it('expires a code after 3:00', async () => {
    const phone = newPhone();
    await form(w, '/web/cert_sms_ex', { phone, country: '82', purpose: 'join' });
    const code = await latestCode(phone);
    w.clock.advance(180_001);
    const r = await form(w, '/web/check_cert_ex', { type: 'sms', purpose: 'join', target: phone, code });
    expect([r.status, r.body.error]).toEqual([400, 'error-msg-cert-expired']);
  });

  it('accepts a code just before 3:00', async () => {
    const phone = newPhone();
    await form(w, '/web/cert_sms_ex', { phone, country: '82', purpose: 'join' });
    const code = await latestCode(phone);
    w.clock.advance(179_000);
    expect((await form(w, '/web/check_cert_ex', { type: 'sms', purpose: 'join', target: phone, code })).status).toBe(200);
  });

  it('rate limits: a second code within a minute is 429, five per hour at most', async () => {
    const to = 'rate@example.com';
    expect((await form(w, '/web/cert_mail_ex', { to, country: '82', purpose: 'join' })).status).toBe(200);
    expect((await form(w, '/web/cert_mail_ex', { to, country: '82', purpose: 'join' })).status).toBe(429);
    for (let i = 0; i < 4; i++) {
      w.clock.advance(61_000);
      expect((await form(w, '/web/cert_mail_ex', { to, country: '82', purpose: 'join' })).status).toBe(200);
    }
    w.clock.advance(61_000);
    const sixth = await form(w, '/web/cert_mail_ex', { to, country: '82', purpose: 'join' });
    expect([sixth.status, sixth.body.error]).toEqual([429, 'error-msg-rate-limit']);
  });

  it('refuses a wrong code and kills the code after 5 wrong tries', async () => {
    const phone = newPhone();
    await form(w, '/web/cert_sms_ex', { phone, country: '82', purpose: 'join' });
    const code = await latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await form(w, '/web/check_cert_ex', { type: 'sms', purpose: 'join', target: phone, code: wrong });
      expect(r.body.error).toBe('error-msg-cert-code');
    }
    expect((await form(w, '/web/check_cert_ex', { type: 'sms', purpose: 'join', target: phone, code })).body.error).toBe('error-msg-cert-expired');
  });

  it('validates the fields with the spec message keys', async () => {
    expect((await form(w, '/web/cert_mail_ex', { to: 'not-an-email', country: '82', purpose: 'join' })).body.error).toBe('error-msg-email');
    expect((await form(w, '/web/cert_sms_ex', { phone: '123', country: '82', purpose: 'join' })).body.error).toBe('error-msg-mobile');
    expect((await form(w, '/web/check_cert_ex', { type: 'sms', purpose: 'join', target: '01012345678', code: '12ab' })).body.error).toBe('error-msg-cert-code');
  });
});

describe('sign-up', () => {
  it('checks ID availability', async () => {
    expect((await form(w, '/web/check_account_ex', { account: 'tester01' })).body).toEqual({ data: { available: false } });
    expect((await form(w, '/web/check_account_ex', { account: 'freshid01' })).body).toEqual({ data: { available: true } });
    expect((await form(w, '/web/check_account_ex', { account: 'Bad-ID' })).body.error).toBe('error-msg-id');
  });

  it('signs up end to end with verified phone and email, then logs in', async () => {
    const phone = newPhone();
    const jar = cookieJar();
    await verify('sms', phone, 'join', jar);
    await verify('email', 'new.user@example.com', 'join', jar);
    const r = await form(w, '/web/join_ex', joinFields('newuser01', phone, 'new.user@example.com'), { jar });
    expect(r.body).toEqual({ data: 'success' });
    const login = await form(w, '/web/login', { account: 'newuser01', password: sha('N3w-pass!') });
    expect(login.body[0]).toMatchObject({ account: 'newuser01', phone_number: phone, email: 'new.user@example.com' });
  });

  it('answers two simultaneous sign-ups of one ID with one success and one 4xx, never 500', async () => {
    const phoneA = newPhone();
    const phoneB = newPhone();
    const [jarA, jarB] = [cookieJar(), cookieJar()];
    for (const [t, v, jar] of [
      ['sms', phoneA, jarA],
      ['sms', phoneB, jarB],
      ['email', 'race.a@example.com', jarA],
      ['email', 'race.b@example.com', jarB],
    ] as const)
      await verify(t, v, 'join', jar);
    const [a, b] = await Promise.all([
      form(w, '/web/join_ex', joinFields('raceuser1', phoneA, 'race.a@example.com'), { jar: jarA }),
      form(w, '/web/join_ex', joinFields('raceuser1', phoneB, 'race.b@example.com'), { jar: jarB }),
    ]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    expect(Math.max(a.status, b.status)).toBeLessThan(500);
  });

  it('refuses sign-up without verified phone (error-msg-mobile-check) or email', async () => {
    const phone = newPhone();
    const jar = cookieJar();
    expect((await form(w, '/web/join_ex', joinFields('newuser02', phone, 'nu2@example.com'), { jar })).body.error).toBe('error-msg-mobile-check');
    await verify('sms', phone, 'join', jar);
    expect((await form(w, '/web/join_ex', joinFields('newuser02', phone, 'nu2@example.com'), { jar })).body.error).toBe('error-msg-email-check');
  });

  it('refuses a taken ID with error-msg-id-check and bad fields with their keys', async () => {
    expect((await form(w, '/web/join_ex', joinFields('tester01', newPhone(), 'a@example.com'))).body.error).toBe('error-msg-id-check');
    expect((await form(w, '/web/join_ex', { ...joinFields('newuser03', newPhone(), 'a@example.com'), password: 'plain' })).body.error).toBe('error-msg-pwd');
    expect((await form(w, '/web/join_ex', { ...joinFields('newuser03', newPhone(), 'a@example.com'), birth: '1990/1/2' })).body.error).toBe('error-msg-birth');
    expect((await form(w, '/web/join_ex', { ...joinFields('newuser03', newPhone(), 'a@example.com'), name: '' })).body.error).toBe('error-msg-name');
  });
});

describe('recovery and profile', () => {
  it('finds an ID by a verified phone, and not without verification', async () => {
    const jar = cookieJar();
    expect((await form(w, '/web/account_find_ex', { phone: '01012345678' }, { jar })).body.error).toBe('error-msg-mobile-check');
    await verify('sms', '01012345678', 'findId', jar);
    expect((await form(w, '/web/account_find_ex', { phone: '01012345678' }, { jar })).body).toEqual({ data: { account: 'tester01' } });
  });

  it('resets a forgotten password after phone verification (password_tmp_ex)', async () => {
    const jar = cookieJar();
    await verify('sms', '01087654321', 'findPassword', jar);
    const r = await form(w, '/web/password_tmp_ex', { account: 'admin01', phone: '01087654321', password: sha('Reset-123!') }, { jar });
    expect(r.body).toEqual({ data: 'success' });
    expect((await form(w, '/web/login', { account: 'admin01', password: sha('Reset-123!') })).status).toBe(200);
    expect((await form(w, '/web/login', { account: 'admin01', password: SEED_PW })).status).toBe(401);
  });

  it('changes the password with the session and the current password', async () => {
    const fields = { phone: '01011112222', account: 'alice01', prev_password: SEED_PW, password: sha('Chang3d!') };
    expect((await form(w, '/web/password_reset_ex', fields)).status).toBe(401);
    const { jar } = await idLogin(w, 'alice01');
    expect((await form(w, '/web/password_reset_ex', { ...fields, prev_password: sha('nope') }, { jar })).body.error).toBe('error-msg-pwd-wrong');
    expect((await form(w, '/web/password_reset_ex', { ...fields, account: 'tester01' }, { jar })).status).toBe(403);
    expect((await form(w, '/web/password_reset_ex', fields, { jar })).body).toEqual({ data: 'success' });
    expect((await form(w, '/web/login', { account: 'alice01', password: sha('Chang3d!') })).status).toBe(200);
    expect((await form(w, '/web/password_reset_ex', { ...fields, prev_password: sha('Chang3d!'), password: SEED_PW }, { jar })).status).toBe(200);
  });

  it('updates the profile; a new email must be verified first', async () => {
    const { jar } = await idLogin(w, 'tester01');
    const base = {
      account: 'tester01',
      password: SEED_PW,
      country: '82',
      phone: '01012345678',
      email: 'tester01@example.com',
      name: 'Renamed',
      gender: 'M',
      birth: '',
      affiliation: 'Guild',
      department: '',
      position: '',
    };
    expect((await form(w, '/web/member_update_ex', base)).status).toBe(401);
    expect((await form(w, '/web/member_update_ex', base, { jar })).body).toEqual({ data: 'success' });
    expect((await idLogin(w, 'tester01')).user).toMatchObject({ name: 'Renamed', affiliation: 'Guild' });
    expect((await form(w, '/web/member_update_ex', { ...base, email: 'changed@example.com' }, { jar })).body.error).toBe('error-msg-email-check');
    expect((await form(w, '/web/member_update_ex', { ...base, phone: '010123456789' }, { jar })).body.error).toBe('error-msg-mobile');
    await verify('email', 'changed@example.com', 'profile', jar);
    expect((await form(w, '/web/member_update_ex', { ...base, email: 'changed@example.com' }, { jar })).status).toBe(200);
  });
});

describe('wallets of an account', () => {
  it('adds a wallet proven by a SIWE signature and lists it', async () => {
    const { jar } = await idLogin(w, 'tester01');
    const fresh = new Wallet(Wallet.createRandom().privateKey);
    const r = await form(w, '/web/member_wallet_create', { account: 'tester01', ...(await siweFields(w, fresh)) }, { jar });
    expect(r.body).toEqual({ data: { result: 'success' } });
    const list = await form(w, '/web/member_wallet_list', { account: 'tester01' }, { jar });
    expect(list.body.data.rows.map((x: { wallet_addr: string }) => x.wallet_addr)).toEqual([fresh.address]);
  });

  it("lists a wallet-only user's wallets with account ''", async () => {
    const { jar } = await walletLogin(w, 'carol');
    const list = await form(w, '/web/member_wallet_list', { account: '' }, { jar });
    expect(list.body.data.rows.map((x: { wallet_addr: string }) => x.wallet_addr)).toEqual([wallet('carol').address]);
    expect((await form(w, '/web/member_wallet_list', { account: 'tester01' }, { jar })).status).toBe(403);
  });

  it('refuses a wallet already registered (409), a signature by another key (401), no session (401), another account (403)', async () => {
    const { jar } = await idLogin(w, 'tester01');
    expect((await form(w, '/web/member_wallet_create', { account: 'tester01', ...(await siweFields(w, wallet('bob'))) }, { jar })).status).toBe(409);
    const fresh = new Wallet(Wallet.createRandom().privateKey);
    const f = await siweFields(w, fresh);
    expect(
      (await form(w, '/web/member_wallet_create', { account: 'tester01', ...f, signature: await wallet('carol').signMessage(f.message) }, { jar })).status,
    ).toBe(401);
    expect((await form(w, '/web/member_wallet_create', { account: 'tester01', ...(await siweFields(w, fresh)) })).status).toBe(401);
    expect((await form(w, '/web/member_wallet_list', { account: 'alice01' }, { jar })).status).toBe(403);
    expect((await form(w, '/web/member_wallet_list', { account: 'alice01' }, { jar: cookieJar() })).status).toBe(401);
  });
});
