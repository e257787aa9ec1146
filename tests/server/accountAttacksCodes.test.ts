// Attacks on verification codes, fired in parallel: guess bursts, send bursts per target and per source, codes of another flow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieJar, form, startWorld, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

let seq = 3000;
const newPhone = () => `0107777${seq++}`;
const outboxFor = async (to: string) => (await call(w, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as { code: string }[];
const sendSms = (phone: string, purpose = 'join', jar = cookieJar()) => form(w, '/web/cert_sms_ex', { phone, country: '82', purpose }, { jar });
const check = (target: string, code: string, purpose = 'join', jar = cookieJar()) =>
  form(w, '/web/check_cert_ex', { type: 'sms', purpose, target, code }, { jar });
const other = (code: string) => (code === '000000' ? '111111' : '000000');

describe('code guessing', () => {
  it('a burst of 50 parallel wrong guesses reaches the comparison at most 5 times, and then the right code is refused', async () => {
    const phone = newPhone();
    expect((await sendSms(phone)).status).toBe(200);
    const [{ code }] = (await outboxFor(phone)) as [{ code: string }];
    // Fifty different wrong codes, none of them the right one.
    const guesses = Array.from({ length: 50 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g) => check(phone, g)));
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect(answers.filter((a) => a.body.error === 'error-msg-cert-code').length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.body.error === 'error-msg-cert-expired').length).toBeGreaterThanOrEqual(45);
    const right = await check(phone, code);
    expect([right.status, right.body.error]).toEqual([400, 'error-msg-cert-expired']);
  });

  it('a burst of right codes verifies the code once: one ticket, the rest refused', async () => {
    const phone = newPhone();
    await sendSms(phone);
    const [{ code }] = (await outboxFor(phone)) as [{ code: string }];
    const answers = await Promise.all(Array.from({ length: 10 }, () => check(phone, code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(9);
  });

  it('a code sent for one flow does not verify for another', async () => {
    const phone = newPhone();
    await sendSms(phone, 'join');
    const [{ code }] = (await outboxFor(phone)) as [{ code: string }];
    const r = await check(phone, code, 'findId');
    expect([r.status, r.body.error]).toEqual([400, 'error-msg-cert-expired']);
    expect((await check(phone, code, 'join')).status).toBe(200);
  });

  it('refuses a request without a known purpose', async () => {
    const phone = newPhone();
    const none = await form(w, '/web/cert_sms_ex', { phone, country: '82' });
    expect([none.status, none.body.error]).toEqual([400, 'error-msg-cert-type']);
    const bad = await sendSms(phone, 'admin');
    expect([bad.status, bad.body.error]).toEqual([400, 'error-msg-cert-type']);
    expect(await outboxFor(phone)).toHaveLength(0);
  });

  it('a wrong code stays wrong after one more try than allowed, sequentially too', async () => {
    const phone = newPhone();
    await sendSms(phone);
    const [{ code }] = (await outboxFor(phone)) as [{ code: string }];
    for (let i = 0; i < 4; i++) expect((await check(phone, other(code))).body.error).toBe('error-msg-cert-code');
    // The fifth try is still compared: four wrong and one right is fine.
    expect((await check(phone, code)).status).toBe(200);
  });
});

describe('sending codes', () => {
  it('waits a minute between codes of one flow, but another flow (find ID right after sign-up) may send at once', async () => {
    const phone = newPhone();
    expect((await sendSms(phone, 'join')).status).toBe(200);
    const again = await sendSms(phone, 'join');
    expect([again.status, again.body.error]).toEqual([429, 'error-msg-rate-limit']);
    expect((await sendSms(phone, 'findId')).status).toBe(200);
    expect(await outboxFor(phone)).toHaveLength(2);
  });

  it('a burst of 20 parallel sends to one phone sends one code', async () => {
    const phone = newPhone();
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendSms(phone)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429 && a.body.error === 'error-msg-rate-limit')).toHaveLength(19);
    expect(await outboxFor(phone)).toHaveLength(1);
  });

  it('a burst spread over minutes still sends at most 5 codes per hour to one target', async () => {
    // A fresh hour for this source (refused sends count against the source too, and the burst above made 20).
    w.clock.advance(2 * 3_600_000);
    const phone = newPhone();
    let sent = 0;
    for (let minute = 0; minute < 8; minute++) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => sendSms(phone)));
      sent += answers.filter((a) => a.status === 200).length;
      w.clock.advance(61_000);
    }
    expect(sent).toBe(5);
    expect(await outboxFor(phone)).toHaveLength(5);
  });

  it('one source gets at most 30 codes an hour over all targets, even in a parallel burst', async () => {
    // A fresh hour for this source: the earlier tests of this file sent from it too.
    w.clock.advance(2 * 3_600_000);
    const phones = Array.from({ length: 45 }, () => newPhone());
    const answers = await Promise.all(phones.map((p) => sendSms(p)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    expect(answers.filter((a) => a.status === 429).length).toBe(15);
    const delivered = (await Promise.all(phones.map(outboxFor))).reduce((n, rows) => n + rows.length, 0);
    expect(delivered).toBe(30);
    // An hour later the source may send again.
    w.clock.advance(3_600_001);
    expect((await sendSms(newPhone())).status).toBe(200);
  });
});
