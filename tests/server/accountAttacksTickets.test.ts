// Verified-code tickets under attack: another client, another flow, a second use, a parallel burst, an old ticket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieJar, form, idLogin, SEED_PW, sha, startWorld, type Jar, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

type Purpose = 'join' | 'findId' | 'findPassword' | 'profile';
let seq = 5000;
const newPhone = () => `0106666${seq++}`;
const latestCode = async (to: string) => (await call(w, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).body.data[0].code as string;

async function verify(type: 'email' | 'sms', target: string, purpose: Purpose, jar: Jar) {
  // Past the one-code-a-minute limit of a target (several tests use the seed users' contacts).
  w.clock.advance(61_000);
  const send =
    type === 'email'
      ? await form(w, '/web/cert_mail_ex', { to: target, country: '82', purpose }, { jar })
      : await form(w, '/web/cert_sms_ex', { phone: target, country: '82', purpose }, { jar });
  expect(send.status).toBe(200);
  const check = await form(w, '/web/check_cert_ex', { type, purpose, target, code: await latestCode(target) }, { jar });
  expect(check.body).toEqual({ data: { verified: true } });
}

const joinFields = (account: string, phone: string, email: string) => ({
  account,
  password: sha('N3w-pass!'),
  country: '82',
  phone,
  email,
  name: 'Ticket User',
});

describe('a ticket belongs to the client that verified the code', () => {
  it('sets an HttpOnly SameSite=Strict cookie on Path=/ for the ticket', async () => {
    const jar = cookieJar();
    const phone = newPhone();
    await form(w, '/web/cert_sms_ex', { phone, country: '82', purpose: 'join' }, { jar });
    const res = await fetch(`${w.url}/web/check_cert_ex`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: 'metaworld-web',
        value: '',
        usedomain: '127.0.0.1:5173',
        type: 'sms',
        purpose: 'join',
        target: phone,
        code: await latestCode(phone),
      }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mw_verify='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it('another client that knows the phone and email cannot join with them', async () => {
    const victim = cookieJar();
    const phone = newPhone();
    await verify('sms', phone, 'join', victim);
    await verify('email', `victim${seq}@example.com`, 'join', victim);
    const attacker = cookieJar();
    const r = await form(w, '/web/join_ex', joinFields('stolen01', phone, `victim${seq}@example.com`), { jar: attacker });
    expect([r.status, r.body.error]).toEqual([400, 'error-msg-mobile-check']);
    // The victim still can.
    expect((await form(w, '/web/join_ex', joinFields('owner01', phone, `victim${seq}@example.com`), { jar: victim })).body).toEqual({ data: 'success' });
  });

  it('find ID tells nothing to a client without a find-ID ticket for that phone', async () => {
    const owner = cookieJar();
    await verify('sms', '01012345678', 'findId', owner);
    const attacker = cookieJar();
    const stolen = await form(w, '/web/account_find_ex', { phone: '01012345678' }, { jar: attacker });
    expect([stolen.status, stolen.body.error]).toEqual([400, 'error-msg-mobile-check']);
    expect(JSON.stringify(stolen.body)).not.toContain('tester01');
    // A ticket for another contact does not open this one.
    const mine = cookieJar();
    const phone = newPhone();
    await verify('sms', phone, 'findId', mine);
    expect((await form(w, '/web/account_find_ex', { phone: '01012345678' }, { jar: mine })).body.error).toBe('error-msg-mobile-check');
    expect((await form(w, '/web/account_find_ex', { phone: '01012345678' }, { jar: owner })).body).toEqual({ data: { account: 'tester01' } });
  });

  it('another client cannot set a temporary password with a phone someone else verified', async () => {
    const owner = cookieJar();
    await verify('sms', '01011112222', 'findPassword', owner);
    const attacker = cookieJar();
    const r = await form(w, '/web/password_tmp_ex', { account: 'alice01', phone: '01011112222', password: sha('Hij4cked!') }, { jar: attacker });
    expect([r.status, r.body.error]).toEqual([400, 'error-msg-mobile-check']);
    expect((await form(w, '/web/login', { account: 'alice01', password: SEED_PW })).status).toBe(200);
  });

  it('a planted cookie value does not follow the victim: the cookie is replaced when a code is verified', async () => {
    const victim = cookieJar();
    victim.cookies.set('mw_verify', 'A'.repeat(43));
    await verify('sms', '01087654321', 'findId', victim);
    expect(victim.cookies.get('mw_verify')).not.toBe('A'.repeat(43));
    const attacker = cookieJar();
    attacker.cookies.set('mw_verify', 'A'.repeat(43));
    expect((await form(w, '/web/account_find_ex', { phone: '01087654321' }, { jar: attacker })).body.error).toBe('error-msg-mobile-check');
  });
});

describe('a temporary password', () => {
  it('ends every session and game token of the account', async () => {
    const { jar, user } = await idLogin(w, 'tester01');
    const token = (await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar })).body.authToken as string;
    const game = { wallet_addr: '', authToken: token, accountId: user.accountId, newUser: 'false', walletType: '9999' };
    const owner = cookieJar();
    await verify('sms', '01012345678', 'findPassword', owner);
    const reset = await form(w, '/web/password_tmp_ex', { account: 'tester01', phone: '01012345678', password: sha('Tmp-pass-1!') }, { jar: owner });
    expect(reset.body).toEqual({ data: 'success' });
    expect((await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar })).body).toEqual({ result: 9 });
    expect((await form(w, '/web/enter_lobby_ex', game)).status).toBe(401);
  });
});

describe('a ticket is used once, for its flow, within 10 minutes', () => {
  it('works once: a second find ID with the same ticket is refused', async () => {
    const jar = cookieJar();
    await verify('email', 'tester01@example.com', 'findId', jar);
    expect((await form(w, '/web/account_find_ex', { email: 'tester01@example.com' }, { jar })).body).toEqual({ data: { account: 'tester01' } });
    expect((await form(w, '/web/account_find_ex', { email: 'tester01@example.com' }, { jar })).body.error).toBe('error-msg-email-check');
  });

  it('a parallel burst of 10 calls with one ticket gets one answer', async () => {
    const jar = cookieJar();
    await verify('sms', '01012345678', 'findId', jar);
    const answers = await Promise.all(Array.from({ length: 10 }, () => form(w, '/web/account_find_ex', { phone: '01012345678' }, { jar })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error === 'error-msg-mobile-check')).toHaveLength(9);
  });

  it('a parallel burst of 5 temporary-password resets with one ticket changes the password once', async () => {
    const jar = cookieJar();
    await verify('sms', '01087654321', 'findPassword', jar);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        form(w, '/web/password_tmp_ex', { account: 'admin01', phone: '01087654321', password: sha(`Burst-${i}!a`) }, { jar }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const winner = answers.findIndex((a) => a.status === 200);
    expect((await form(w, '/web/login', { account: 'admin01', password: sha(`Burst-${winner}!a`) })).status).toBe(200);
  });

  it('a join ticket does not open find ID, nor a find-ID ticket a join or a reset', async () => {
    const jar = cookieJar();
    const phone = newPhone();
    await verify('sms', phone, 'join', jar);
    expect((await form(w, '/web/account_find_ex', { phone }, { jar })).body.error).toBe('error-msg-mobile-check');
    const j2 = cookieJar();
    await verify('sms', '01011112222', 'findId', j2);
    expect((await form(w, '/web/password_tmp_ex', { account: 'alice01', phone: '01011112222', password: sha('Other-1!x') }, { jar: j2 })).body.error).toBe(
      'error-msg-mobile-check',
    );
    const j3 = cookieJar();
    const p3 = newPhone();
    await verify('sms', p3, 'findId', j3);
    await verify('email', `f${seq}@example.com`, 'findId', j3);
    expect((await form(w, '/web/join_ex', joinFields('purpose01', p3, `f${seq}@example.com`), { jar: j3 })).body.error).toBe('error-msg-mobile-check');
  });

  it('a ticket older than 10 minutes is refused', async () => {
    const jar = cookieJar();
    await verify('sms', '01012345678', 'findId', jar);
    w.clock.advance(10 * 60_000 + 1);
    expect((await form(w, '/web/account_find_ex', { phone: '01012345678' }, { jar })).body.error).toBe('error-msg-mobile-check');
  });

  it('a new email on edit profile needs a profile ticket of this browser, used once', async () => {
    const { jar } = await idLogin(w, 'alice01');
    const base = { account: 'alice01', password: SEED_PW, country: '82', phone: '01011112222', email: 'bob.new@example.com', name: 'Alice' };
    const other = cookieJar();
    await verify('email', 'bob.new@example.com', 'profile', other);
    expect((await form(w, '/web/member_update_ex', base, { jar })).body.error).toBe('error-msg-email-check');
    await verify('email', 'bob.new@example.com', 'join', jar);
    expect((await form(w, '/web/member_update_ex', base, { jar })).body.error).toBe('error-msg-email-check');
    await verify('email', 'bob.new@example.com', 'profile', jar);
    expect((await form(w, '/web/member_update_ex', base, { jar })).body).toEqual({ data: 'success' });
    // Back and forth again needs a new ticket for the new address.
    expect((await form(w, '/web/member_update_ex', { ...base, email: 'bob.other@example.com' }, { jar })).body.error).toBe('error-msg-email-check');
  });
});
