// Contract tests of spec 7's member calls (sign-up, codes, find ID, passwords, profile, wallets): payloads as sent, answers as read.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { Wallet } from 'ethers';
import type { ApiClient } from '../client';
import { hashPasswordForApi } from '../password';
import { startWorld, type TestWorld } from '../../../../tests/server/support';
import { expectForm, recordingClient, sentTo, specCase } from '../../../../tests/server/specCallHarness';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld({ profile: 'spec' });
});
afterAll(async () => {
  await w?.stop();
});

/** The newest code the local world "sent" to target (the DEV outbox). */
async function codeFor(api: ApiClient, target: string): Promise<string> {
  const rows = (await api.devOutbox(target)).data;
  return rows.reduce((a, b) => (b.id > a.id ? b : a)).code;
}

/** Member n, made once through the client's own sign-up and signed in on the returned client (the cases share member 1). */
const members = new Map<number, ReturnType<typeof makeMember>>();
const newMember = (n: number) => members.get(n) ?? members.set(n, makeMember(n)).get(n)!;

async function makeMember(n: number) {
  const c = recordingClient(w);
  const phone = `0107777${String(n).padStart(4, '0')}`;
  const email = `contract${n}@example.com`;
  const account = `contract${n}`;
  const password = await hashPasswordForApi('Contr4ct-pass!');
  await c.api.sendSmsCode({ phone, country: '82', purpose: 'join' });
  await c.api.checkCode({ type: 'sms', purpose: 'join', target: phone, code: await codeFor(c.api, phone) });
  await c.api.sendEmailCode({ to: email, country: '82', purpose: 'join' });
  await c.api.checkCode({ type: 'email', purpose: 'join', target: email, code: await codeFor(c.api, email) });
  await c.api.join({ account, password, country: '82', phone, email, name: 'Contract' });
  await c.api.login({ account, password });
  return { ...c, phone, email, account, password };
}

/** A seeded member of this file's own world, signed in (its password may change here: no other file uses this world). */
async function seeded(account: string) {
  const c = recordingClient(w);
  const password = await hashPasswordForApi('Passw0rd!');
  const [user] = await c.api.login({ account, password });
  return { ...c, phone: user.phone_number, account, password };
}

describe('sign-up calls', () => {
  specCase('checkAccount', 'sends account; reads data.available', async () => {
    const { api, sent } = recordingClient(w);
    expect((await api.checkAccount('tester01')).data.available).toBe(false);
    expectForm(sentTo(sent, 'checkAccount'), { account: 'tester01' });
    expect((await api.checkAccount('freshname9')).data.available).toBe(true);
  });

  specCase('certSms', 'sends phone and country (and the flow it is for); reads that a code was sent', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.sendSmsCode({ phone: '01044440001', country: '82', purpose: 'join' });
    expectForm(sentTo(sent, 'certSms'), { phone: '01044440001', country: '82', purpose: 'join' });
    expect(r.data).toEqual({ sent: true, expiresIn: expect.any(Number) });
  });

  specCase('certMail', 'sends to and country (and the flow it is for); reads that the mail was sent', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.sendEmailCode({ to: 'mail1@example.com', country: '82', purpose: 'join' });
    expectForm(sentTo(sent, 'certMail'), { to: 'mail1@example.com', country: '82', purpose: 'join' });
    expect(r.data.sent).toBe(true);
  });

  specCase('checkCert', 'sends the code with its type, target and flow; reads that it is verified', async () => {
    const { api, sent } = recordingClient(w);
    await api.sendSmsCode({ phone: '01044440002', country: '82', purpose: 'join' });
    const code = await codeFor(api, '01044440002');
    const r = await api.checkCode({ type: 'sms', purpose: 'join', target: '01044440002', code });
    expectForm(sentTo(sent, 'checkCert'), { type: 'sms', purpose: 'join', target: '01044440002', code });
    expect(r.data.verified).toBe(true);
  });

  specCase('join', "sends spec 3's sign-up payload with the hashed password; data 'success'", async () => {
    const m = await newMember(1);
    expectForm(sentTo(m.sent, 'join'), {
      country: '82',
      phone: m.phone,
      email: m.email,
      account: m.account,
      password: m.password,
      name: 'Contract',
      gender: '',
      birth: '',
      affiliation: '',
      department: '',
      position: '',
      referral: '',
    });
    expect((await m.api.checkAccount(m.account)).data.available).toBe(false);
  });
});

describe('account recovery and profile calls', () => {
  specCase('accountFind', 'sends the verified phone; reads data.account', async () => {
    const m = await newMember(1);
    await m.api.sendSmsCode({ phone: m.phone, country: '82', purpose: 'findId' });
    await m.api.checkCode({ type: 'sms', purpose: 'findId', target: m.phone, code: await codeFor(m.api, m.phone) });
    const r = await m.api.findAccount({ phone: m.phone });
    expectForm(sentTo(m.sent, 'accountFind'), { phone: m.phone });
    expect(r.data.account).toBe(m.account);
  });

  specCase('passwordTmp', "sends account, the verified phone and the new hashed password; data 'success'", async () => {
    const m = await seeded('gamer02');
    await m.api.sendSmsCode({ phone: m.phone, country: '82', purpose: 'findPassword' });
    await m.api.checkCode({ type: 'sms', purpose: 'findPassword', target: m.phone, code: await codeFor(m.api, m.phone) });
    const password = await hashPasswordForApi('N3w-pass-word!');
    expect((await m.api.resetForgottenPassword({ account: m.account, phone: m.phone, password })).data).toBe('success');
    expectForm(sentTo(m.sent, 'passwordTmp'), { account: m.account, phone: m.phone, password });
    expect((await recordingClient(w).api.login({ account: m.account, password }))[0].account).toBe(m.account);
  });

  specCase('passwordReset', "sends phone, account, prev_password and password (hashed); data 'success'", async () => {
    const m = await seeded('gamer01');
    const password = await hashPasswordForApi('Chang3d-pass!');
    expect((await m.api.changePassword({ phone: m.phone, account: m.account, prev_password: m.password, password })).data).toBe('success');
    expectForm(sentTo(m.sent, 'passwordReset'), { phone: m.phone, account: m.account, prev_password: m.password, password });
    expect((await recordingClient(w).api.login({ account: m.account, password }))[0].account).toBe(m.account);
  });

  specCase('memberUpdate', "sends every profile field of spec 7 with the current password; data 'success'", async () => {
    const m = await newMember(1);
    const fields = { country: '82', phone: m.phone, email: m.email, account: m.account, password: m.password, name: 'Renamed' };
    const more = { gender: 'F', birth: '1990-01-02', affiliation: 'Guild', department: 'Maps', position: 'Lead' } as const;
    expect((await m.api.updateMember({ ...fields, ...more })).data).toBe('success');
    expectForm(sentTo(m.sent, 'memberUpdate'), { ...fields, ...more });
    expect((await recordingClient(w).api.login({ account: m.account, password: m.password }))[0]).toMatchObject({ name: 'Renamed', affiliation: 'Guild' });
  });
});

describe('wallet calls', () => {
  specCase('walletCreate', "sends account and wallet_addr; data.result 'success'", async () => {
    const m = await newMember(1);
    const address = Wallet.createRandom().address;
    const r = await m.api.addWalletUnsigned({ account: m.account, wallet_addr: address });
    expectForm(sentTo(m.sent, 'walletCreate'), { account: m.account, wallet_addr: address });
    expect(r.data.result).toBe('success');
  });

  specCase('walletList', 'sends account; reads data.rows with wallet_addr', async () => {
    const m = await newMember(1);
    const address = Wallet.createRandom().address;
    await m.api.addWalletUnsigned({ account: m.account, wallet_addr: address });
    const r = await m.api.listWallets(m.account);
    expectForm(sentTo(m.sent, 'walletList'), { account: m.account });
    expect(r.data.rows.map((row) => row.wallet_addr)).toContain(address);
  });
});
