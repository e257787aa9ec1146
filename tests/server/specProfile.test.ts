// API_PROFILE=spec: every extension answers 404 error-msg-no-endpoint, the spec's calls answer, the spec's bare wallet login works (DEV).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSIONS } from '@common/api/extensions';
import { cityMapFromLandData } from '@common/api/landDataMap';
import { LOCAL_PREFIXES } from '@common/api/paths';
import { ApiClient, isNotOffered } from '../../src/services/api';
import { Wallet } from 'ethers';
import { cookieJar, form, idLogin, startWorld, wallet, type TestWorld } from './support';

let spec: TestWorld;
let full: TestWorld;
beforeAll(async () => {
  [spec, full] = await Promise.all([startWorld({ profile: 'spec' }), startWorld()]);
});
afterAll(async () => {
  await Promise.all([spec?.stop(), full?.stop()]);
});

/** The request each extension takes (land_map takes a city after its path). */
const urlOf = (e: (typeof EXTENSIONS)[number]) => `${LOCAL_PREFIXES[e.base]}${e.path}${e.id === 'land_map' ? '/seoul' : ''}`;
const methodOf = (e: (typeof EXTENSIONS)[number]) => (e.base === 'dao' || e.id === 'land_map' ? 'GET' : 'POST');

describe('the spec profile', () => {
  it('answers 404 error-msg-no-endpoint to every extension, and the full profile does not', async () => {
    for (const e of EXTENSIONS) {
      const init = { method: methodOf(e), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
      const refused = await fetch(spec.url + urlOf(e), init);
      expect([e.id, refused.status, ((await refused.json()) as { error: string }).error]).toEqual([e.id, 404, 'error-msg-no-endpoint']);
      const served = await fetch(full.url + urlOf(e), init);
      expect([e.id, served.status]).not.toEqual([e.id, 404]);
    }
  });

  it('still answers the calls of spec 7', async () => {
    const r = await form(spec, '/web/GetWebConfig', {});
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
  });

  it('is seen by the client as "not offered", unlike an unknown record', async () => {
    const client = new ApiClient({ baseUrls: spec.base, usedomain: '127.0.0.1:5173' });
    const nonce = await client.siweNonce(wallet('bob').address).catch((e: unknown) => e);
    expect(isNotOffered(nonce)).toBe(true);
    const transparency = await client.transparency().catch((e: unknown) => e);
    expect(isNotOffered(transparency)).toBe(true);
    const noPost = await new ApiClient({ baseUrls: full.base, usedomain: '127.0.0.1:5173' }).post({ id: 999999, lang: 'en' }).catch((e: unknown) => e);
    expect(isNotOffered(noPost)).toBe(false);
  });

  it("logs a registered wallet in with the spec's bare wallet login (wallet_addr, wallet), form-encoded", async () => {
    const jar = cookieJar();
    const sent: { type: string | null; body: string }[] = [];
    const spy = (url: string, init?: RequestInit) => {
      sent.push({ type: new Headers(init?.headers).get('content-type'), body: String(init?.body) });
      return jar.fetch(url, init);
    };
    const client = new ApiClient({ baseUrls: spec.base, usedomain: '127.0.0.1:5173', fetch: spy });
    const [user] = await client.unsignedWalletLogin({ wallet_addr: wallet('bob').address, wallet: 1 });
    expect(sent[0]!.type).toBe('application/x-www-form-urlencoded');
    expect([...new URLSearchParams(sent[0]!.body).keys()]).toEqual(['key', 'value', 'usedomain', 'wallet_addr', 'wallet']);
    expect(user.wallet_addr).toBe(wallet('bob').address);
    expect(jar.cookies.has('mw_session')).toBe(true);
  });

  it('draws a city from GetLandData (Land = city, form-encoded) as the map does without land_map', async () => {
    const sent: string[] = [];
    const spy = (url: string, init?: RequestInit) => {
      sent.push(String(init?.body));
      return fetch(url, init);
    };
    const answer = await new ApiClient({ baseUrls: spec.base, usedomain: '127.0.0.1:5173', fetch: spy }).landData('seoul');
    expect(Object.fromEntries(new URLSearchParams(sent[0]!))).toMatchObject({ Land: 'seoul', usedomain: '127.0.0.1:5173' });
    const map = cityMapFromLandData(answer.data, 'seoul');
    expect([map.width, map.height]).toEqual([answer.data.width, answer.data.height]);
    expect(map.parcelCount).toBeGreaterThan(0);
    // Every parcel's blocks are its rows: the first row with a token id is covered by that token's parcel.
    const row = answer.data.rows.find((r) => r.tokenId)!;
    const [x, y] = row.coordinates.split(',').map(Number) as [number, number];
    expect(map.tokenIds[map.parcelAt[y * map.width + x]!]).toBe(row.tokenId);
  });

  it("registers a wallet with the spec's member_wallet_create (account, wallet_addr)", async () => {
    const { jar, user } = await idLogin(spec, 'tester01');
    const client = new ApiClient({ baseUrls: spec.base, usedomain: '127.0.0.1:5173', fetch: jar.fetch });
    const address = Wallet.createRandom().address;
    await client.addWalletUnsigned({ account: user.account, wallet_addr: address });
    expect((await client.listWallets(user.account)).data.rows.map((r) => r.wallet_addr)).toContain(address);
  });

  it('never takes the bare wallet login or wallet registration in the full profile', async () => {
    const r = await form(full, '/web/login', { wallet_addr: wallet('bob').address, wallet: '1' });
    expect(r.status).toBe(400);
    const { jar, user } = await idLogin(full, 'tester01');
    const add = await form(full, '/web/member_wallet_create', { account: user.account, wallet_addr: Wallet.createRandom().address }, { jar });
    expect([add.status, add.body.error]).toEqual([400, 'error-msg-siwe']);
  });
});
