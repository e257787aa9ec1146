// Account services over a recording fake API: what each call sends (hashed passwords, the account on file), what it returns, and its failures.
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../services/api/errors';
import { WalletHelperError } from '@machines/wallet/types';
import type { AccountApi, AccountDeps } from './deps';
import { callingCodeOf, countryList } from './countries';
import { changePassword, loadProfile, NoProfileError, PROFILE_KEY, readUserProfile, storeUserProfile, updateProfile } from './profile';
import { findAccount, resetForgottenPassword } from './recovery';
import { checkAccount, checkCode, join, prepareSignup, sendCode } from './signup';
import { addWallet, fetchAddress, listWallets } from './wallets';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

type Calls = { name: string; input: unknown }[];

function fakeApi(calls: Calls, over: Partial<Record<keyof AccountApi, (input: unknown) => unknown>> = {}): AccountApi {
  const answers: Record<string, (input: unknown) => unknown> = {
    terms: () => ({ data: { rows: [{ idx: 1, title: 'Terms', content: 'Be nice', required: true }] } }),
    country: () => ({ data: { country: 'US' } }),
    checkAccount: (a) => ({ data: { available: a !== 'taken1' } }),
    sendEmailCode: () => ({ data: { sent: true, expiresIn: 180 } }),
    sendSmsCode: () => ({ data: { sent: true, expiresIn: 180 } }),
    checkCode: () => ({ data: { verified: true } }),
    join: () => ({ data: 'success' }),
    login: () => [{}],
    logout: () => ({ data: 'success' }),
    findAccount: () => ({ data: { account: 'found01' } }),
    resetForgottenPassword: () => ({ data: 'success' }),
    changePassword: () => ({ data: 'success' }),
    updateMember: () => ({ data: 'success' }),
    siweNonce: () => ({ data: { nonce: 'abcdefgh12345678', expiresAt: '', chainIds: [31338] } }),
    addWallet: () => ({ data: { result: 'success' } }),
    listWallets: () => ({ data: { rows: [{ wallet_addr: ADDRESS, created_at: '' }] } }),
    ...over,
  };
  return new Proxy({} as AccountApi, {
    // Not a thenable: `await deps.api()` must give the fake itself.
    get: (_t, name: string) =>
      name === 'then'
        ? undefined
        : async (input: unknown) => {
            calls.push({ name, input });
            return answers[name]!(input);
          },
  });
}

function memoryStorage(init: Record<string, string> = {}) {
  const items = new Map(Object.entries(init));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

function deps(calls: Calls, opts: { api?: AccountApi; storage?: ReturnType<typeof memoryStorage>; provider?: AccountDeps['provider'] } = {}): AccountDeps {
  const api = opts.api ?? fakeApi(calls);
  const storage = opts.storage ?? memoryStorage();
  return {
    api: async () => api,
    storage: () => storage,
    provider: opts.provider ?? (() => null),
    site: () => ({ host: '127.0.0.1:4173', origin: 'http://127.0.0.1:4173' }),
    now: () => new Date('2026-01-01T00:00:00Z'),
  };
}

const userInfo = {
  id: 7,
  accountId: 'uuid',
  country: '82',
  account: 'member01',
  phone_number: '01012345678',
  email: 'me@example.com',
  name: 'Nick',
  gender: '',
  birth: '',
  admin_category: 0,
  intro: '',
  affiliation: '',
  department: '',
  position: '',
  nickname: 'Nick',
  wallet_addr: '',
  enjinWalletAddr: '',
  oqs_no: '',
};

describe('country list', () => {
  it('lists about 240 countries with calling codes, named in English or Korean', () => {
    const en = countryList('en');
    expect(en.length).toBeGreaterThan(230);
    expect(en.find((c) => c.ccode === 'KR')).toEqual({ ccode: 'KR', name: 'South Korea', mcode: '82', value: '82' });
    expect(countryList('ko').find((c) => c.ccode === 'KR')?.name).toBe('대한민국');
    expect(callingCodeOf('us')).toBe('1');
    expect(callingCodeOf('XX')).toBeNull();
  });
});

describe('sign-up services', () => {
  it('loads the terms and guesses the country by IP', async () => {
    const calls: Calls = [];
    const prepared = await prepareSignup(deps(calls));
    expect(prepared).toMatchObject({ terms: [{ idx: 1, title: 'Terms', content: 'Be nice', required: true }], country: '1', region: 'US' });
    expect(prepared.countries.length).toBeGreaterThan(230);
    expect(prepared.countries).toContainEqual({ ccode: 'CA', mcode: '1' });
  });

  it('falls back to 82 when the IP lookup fails, and fails when the terms do', async () => {
    const calls: Calls = [];
    const noGeo = fakeApi(calls, { country: () => Promise.reject(new Error('geo down')) });
    expect(await prepareSignup(deps(calls, { api: noGeo }))).toMatchObject({ country: '82', region: 'KR' });
    const noTerms = fakeApi(calls, { terms: () => Promise.reject(new Error('terms down')) });
    await expect(prepareSignup(deps(calls, { api: noTerms }))).rejects.toThrow('terms down');
  });

  it('starts from the country code cookie (360 days) instead of the IP guess, and keeps the country a code was sent for', async () => {
    const calls: Calls = [];
    let cookie: string | null = '44';
    const d = { ...deps(calls), countryCookie: { read: () => cookie, save: (code: string) => void (cookie = code) } };
    expect(await prepareSignup(d)).toMatchObject({ country: '44', region: 'GB' });
    expect(calls.map((c) => c.name)).not.toContain('country');
    await sendCode(d, { channel: 'sms', purpose: 'join', target: '01012345678', country: '82' });
    expect(cookie).toBe('82');
    expect(await prepareSignup(d)).toMatchObject({ country: '82', region: 'KR' });
  });

  it('checks the ID and sends and checks codes on the right channel', async () => {
    const calls: Calls = [];
    const d = deps(calls);
    expect(await checkAccount(d, 'free01')).toBe(true);
    expect(await checkAccount(d, 'taken1')).toBe(false);
    await sendCode(d, { channel: 'email', purpose: 'join', target: 'me@example.com', country: '82' });
    await sendCode(d, { channel: 'sms', purpose: 'findPassword', target: '01012345678', country: '1' });
    await checkCode(d, { channel: 'sms', purpose: 'findPassword', target: '01012345678', code: '123456' });
    expect(calls.slice(2)).toEqual([
      { name: 'sendEmailCode', input: { to: 'me@example.com', country: '82', purpose: 'join' } },
      { name: 'sendSmsCode', input: { phone: '01012345678', country: '1', purpose: 'findPassword' } },
      { name: 'checkCode', input: { type: 'sms', purpose: 'findPassword', target: '01012345678', code: '123456' } },
    ]);
  });

  const joinInput = {
    account: 'newuser1',
    password: 'Passw0rd!',
    name: 'Nick',
    email: 'me@example.com',
    phone: '01012345678',
    country: '82',
    referral: '',
    wallet: null,
  };

  it('joins with the password hashed, never the raw one', async () => {
    const calls: Calls = [];
    const storage = memoryStorage();
    await join(deps(calls, { storage }), joinInput);
    expect(readUserProfile(storage)).toMatchObject({ account: 'newuser1', email: 'me@example.com', phone_number: '01012345678', country: '82' });
    expect(calls).toEqual([
      {
        name: 'join',
        input: { account: 'newuser1', password: sha('Passw0rd!'), name: 'Nick', email: 'me@example.com', phone: '01012345678', country: '82', referral: '' },
      },
    ]);
    expect(JSON.stringify(calls)).not.toContain('Passw0rd!');
  });

  it('registers a connected wallet after joining: sign in, SIWE signature, add, sign out', async () => {
    const calls: Calls = [];
    const signed: unknown[] = [];
    const provider = { request: async (a: { method: string; params?: unknown[] }) => (signed.push(a), '0x' + 'ab'.repeat(65)) };
    await join(deps(calls, { provider: () => provider }), { ...joinInput, wallet: { address: ADDRESS, chainId: 31338, walletType: 1, label: 'MetaMask' } });
    expect(calls.map((c) => c.name)).toEqual(['join', 'login', 'siweNonce', 'addWallet', 'logout']);
    const add = calls[3]!.input as { account: string; wallet_addr: string; message: string };
    expect(add).toMatchObject({ account: 'newuser1', wallet_addr: ADDRESS });
    expect(add.message).toContain('127.0.0.1:4173 wants you to sign in with your Ethereum account:\n' + ADDRESS);
    expect(add.message).toContain('Nonce: abcdefgh12345678');
    expect(signed).toEqual([{ method: 'personal_sign', params: [expect.stringMatching(/^0x[0-9a-f]+$/), ADDRESS] }]);
  });

  it('a failed join rejects with the API error', async () => {
    const calls: Calls = [];
    const api = fakeApi(calls, { join: () => Promise.reject(Object.assign(new Error('Unknown referral ID'), { key: 'error-msg-referral' })) });
    await expect(join(deps(calls, { api }), joinInput)).rejects.toMatchObject({ key: 'error-msg-referral' });
  });
});

describe('recovery services', () => {
  it('finds the ID of a phone or an email, and resets a forgotten password hashed', async () => {
    const calls: Calls = [];
    const d = deps(calls);
    expect(await findAccount(d, { email: 'me@example.com' })).toBe('found01');
    await resetForgottenPassword(d, { account: 'member01', phone: '01012345678', password: 'N3w-pass!' });
    expect(calls).toEqual([
      { name: 'findAccount', input: { email: 'me@example.com' } },
      { name: 'resetForgottenPassword', input: { account: 'member01', phone: '01012345678', password: sha('N3w-pass!') } },
    ]);
  });
});

describe('profile services', () => {
  it('keeps the login userInfo and loads it as the profile', () => {
    const calls: Calls = [];
    const storage = memoryStorage();
    storeUserProfile(storage, userInfo);
    expect(loadProfile(deps(calls, { storage }))).toEqual({
      account: 'member01',
      name: 'Nick',
      email: 'me@example.com',
      phone: '01012345678',
      country: '82',
      gender: '',
      birth: '',
      affiliation: '',
      department: '',
      position: '',
    });
  });

  it('fails to load without a stored profile (or a malformed one)', () => {
    const calls: Calls = [];
    expect(() => loadProfile(deps(calls))).toThrow(NoProfileError);
    expect(readUserProfile(memoryStorage({ [PROFILE_KEY]: '{not json' }))).toBeNull();
  });

  it('updates the profile with the current password hashed and stores the change', async () => {
    const calls: Calls = [];
    const storage = memoryStorage();
    storeUserProfile(storage, userInfo);
    const d = deps(calls, { storage });
    await updateProfile(d, { ...loadProfile(d), name: 'New nick', email: 'New@Example.com', password: 'Passw0rd!' });
    expect(calls[0]).toEqual({
      name: 'updateMember',
      input: expect.objectContaining({ account: 'member01', name: 'New nick', email: 'New@Example.com', password: sha('Passw0rd!') }),
    });
    expect(readUserProfile(storage)).toMatchObject({ name: 'New nick', email: 'new@example.com', phone_number: '01012345678' });
  });

  it('a failed update leaves the stored profile as it was', async () => {
    const calls: Calls = [];
    const storage = memoryStorage();
    storeUserProfile(storage, userInfo);
    const api = fakeApi(calls, { updateMember: () => Promise.reject(new Error('no')) });
    const d = deps(calls, { storage, api });
    await expect(updateProfile(d, { ...loadProfile(d), name: 'Other', password: 'Passw0rd!' })).rejects.toThrow('no');
    expect(readUserProfile(storage)?.name).toBe('Nick');
  });

  it('changes the password with the account and phone on file, both hashed', async () => {
    const calls: Calls = [];
    const storage = memoryStorage();
    storeUserProfile(storage, userInfo);
    await changePassword(deps(calls, { storage }), { current: 'Passw0rd!', next: 'N3w-pass!' });
    expect(calls).toEqual([
      { name: 'changePassword', input: { account: 'member01', phone: '01012345678', prev_password: sha('Passw0rd!'), password: sha('N3w-pass!') } },
    ]);
  });
});

describe('wallet services', () => {
  const session = { loginBy: 'id', userInfo: JSON.stringify({ id: '7', account: 'member01' }) };

  it('lists the wallets of the signed-in account', async () => {
    const calls: Calls = [];
    expect(await listWallets(deps(calls, { storage: memoryStorage(session) }))).toEqual([ADDRESS]);
    expect(calls).toEqual([{ name: 'listWallets', input: 'member01' }]);
  });

  it('fetches the address and chain from the wallet, checksummed', async () => {
    const calls: Calls = [];
    const provider = { request: async ({ method }: { method: string }) => (method === 'eth_chainId' ? '0x7a6a' : [ADDRESS.toLowerCase()]) };
    expect(await fetchAddress(deps(calls, { provider: () => provider }), null)).toEqual({
      address: ADDRESS,
      chainId: 31338,
      walletType: 1,
      label: 'Browser wallet',
    });
  });

  it('reports the wallet helper codes: 400 no wallet, 403 no account, 401 with the wallet error', async () => {
    const calls: Calls = [];
    await expect(fetchAddress(deps(calls), 1)).rejects.toMatchObject({ helperCode: 400 });
    const empty = { request: async () => [] };
    await expect(fetchAddress(deps(calls, { provider: () => empty }), 1)).rejects.toMatchObject({ helperCode: 403 });
    const rejected = Object.assign(new Error('User rejected'), { code: 4001 });
    const refusing = { request: async () => Promise.reject(rejected) };
    const error = await fetchAddress(deps(calls, { provider: () => refusing }), 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletHelperError);
    expect(error).toMatchObject({ helperCode: 401, cause: rejected });
  });

  it('adds a wallet to the signed-in account with its SIWE signature', async () => {
    const calls: Calls = [];
    const provider = { request: async () => '0x' + 'cd'.repeat(65) };
    await addWallet(deps(calls, { storage: memoryStorage(session), provider: () => provider }), {
      address: ADDRESS,
      chainId: 31338,
      walletType: 1,
      label: 'x',
    });
    expect(calls.map((c) => c.name)).toEqual(['siweNonce', 'addWallet']);
    expect(calls[1]!.input).toMatchObject({ account: 'member01', wallet_addr: ADDRESS, signature: '0x' + 'cd'.repeat(65) });
  });

  it("adds it with the spec's member_wallet_create (account, wallet_addr) when the back end offers no siwe_nonce", async () => {
    const calls: Calls = [];
    const signs = vi.fn(async () => '0x' + 'cd'.repeat(65));
    const api = fakeApi(calls, {
      siweNonce: () => Promise.reject(new ApiCallError(404, 'error-msg-no-endpoint', 'No such endpoint')),
      addWalletUnsigned: () => ({ data: { result: 'success' } }),
    });
    await addWallet(deps(calls, { api, storage: memoryStorage(session), provider: () => ({ request: signs }) }), {
      address: ADDRESS,
      chainId: 31338,
      walletType: 1,
      label: 'x',
    });
    expect(calls.map((c) => c.name)).toEqual(['siweNonce', 'addWalletUnsigned']);
    expect(calls[1]!.input).toEqual({ account: 'member01', wallet_addr: ADDRESS });
    expect(signs).not.toHaveBeenCalled();
  });
});
