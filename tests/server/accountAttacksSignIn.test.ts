// Replayed ID tokens and SIWE messages made for another site or chain; the front end's own SIWE message passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBytes } from 'ethers';
import { resolveConfig } from '../../server/config';
import { servedChainIds } from '../../server/auth/siwe';
import { LOCAL_CHAIN_IDS } from '@common/domain/chains';
import { signInWithEthereum } from '../../src/features/wallet/services/siwe';
import { call, cookieJar, form, siweFields, startWorld, wallet, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

async function idToken() {
  const r = await call(w, 'GET', '/dev/oidc-login?platform=google');
  expect(r.status).toBe(200);
  return r.body.data as { idToken: string; platform_id: string };
}
const snsLogin = (t: { idToken: string; platform_id: string }, jar = cookieJar()) =>
  form(w, '/auth/platformLogin', { platform_id: t.platform_id, passToken: t.idToken, platform_type: '3' }, { jar });

describe('OpenID Connect ID tokens are accepted once', () => {
  it('a replayed ID token is refused with error-msg-sns-token and sets no session', async () => {
    const t = await idToken();
    expect((await snsLogin(t)).status).toBe(200);
    const jar = cookieJar();
    const replay = await snsLogin(t, jar);
    expect([replay.status, replay.body.error]).toEqual([401, 'error-msg-sns-token']);
    expect(jar.cookies.size).toBe(0);
  });

  it('a parallel burst of 10 logins with one ID token gets one session', async () => {
    const t = await idToken();
    const answers = await Promise.all(Array.from({ length: 10 }, () => snsLogin(t)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401 && a.body.error === 'error-msg-sns-token')).toHaveLength(9);
  });

  it('a new ID token of the same user still signs in', async () => {
    expect((await snsLogin(await idToken())).status).toBe(200);
    expect((await snsLogin(await idToken())).status).toBe(200);
  });
});

describe('SIWE messages only for this app and its chains', () => {
  // Each sign-in a few seconds after the last: bob may ask for 10 nonces a minute (THROTTLES.siweNoncePerAddress).
  const login = async (over: Parameters<typeof siweFields>[2]) => {
    w.clock.advance(6_001);
    return form(w, '/web/login', { ...(await siweFields(w, wallet('bob'), over)), wallet: '1' });
  };

  it('refuses a message whose URI is another site, even with this app as domain', async () => {
    for (const uri of ['https://evil.example', 'http://127.0.0.1:5174', 'http://127.0.0.1:5173.evil.example/', 'not a uri']) {
      const r = await login({ uri });
      expect([uri, r.status, r.body.error]).toEqual([uri, 401, 'error-msg-siwe']);
    }
  });

  it("refuses a URI of another allowed origin than the message's domain", async () => {
    const r = await login({ uri: 'http://localhost:5173' });
    expect([r.status, r.body.error]).toEqual([401, 'error-msg-siwe']);
  });

  it("refuses chains outside the deployment's network set: the local world takes no Chain ID 1 or 56 message", async () => {
    for (const chainId of [10, 42161, 31_340, 1, 56, 137]) {
      const r = await login({ chainId });
      expect([chainId, r.status, r.body.error]).toEqual([chainId, 401, 'error-msg-siwe']);
    }
    expect((await login({ chainId: 31337 })).status).toBe(200);
  });

  it('requires a short expiration time', async () => {
    const bob = wallet('bob');
    w.clock.advance(60_001);
    const fields = await siweFields(w, bob);
    const message = fields.message.replace(/\nExpiration Time: .*$/, '');
    const none = await form(w, '/web/login', { ...fields, message, signature: await bob.signMessage(message), wallet: '1' });
    expect([none.status, none.body.error]).toEqual([401, 'error-msg-siwe']);
    const long = await login({ expirationTime: new Date(w.clock.now + 86_400_000) });
    expect([long.status, long.body.error]).toEqual([401, 'error-msg-siwe']);
    const past = await login({ expirationTime: new Date(w.clock.now - 1_000) });
    expect([past.status, past.body.error]).toEqual([401, 'error-msg-siwe']);
    expect((await login({})).status).toBe(200);
  });

  it('serves the network set of the deployment: local chains in DEV by default, the public networks in PROD', () => {
    const dev = resolveConfig({ mode: 'DEV' });
    const prod = resolveConfig({ mode: 'PROD', allowedOrigins: ['https://app.example'], publicOrigin: 'https://api.example' });
    expect(servedChainIds(dev)).toEqual(LOCAL_CHAIN_IDS);
    expect(servedChainIds(prod)).toEqual([1, 56, 137]);
    expect(servedChainIds({ networkSet: 'testnet' })).toContain(97);
  });

  it('accepts the message the front end builds from its own location', async () => {
    const bob = wallet('bob');
    w.clock.advance(60_001);
    const nonce = (await form(w, '/web/siwe_nonce', { wallet_addr: bob.address })).body;
    expect(nonce.data.chainIds).toEqual(expect.arrayContaining([...LOCAL_CHAIN_IDS]));
    const provider = {
      request: async ({ params }: { method: string; params?: unknown[] }) => bob.signMessage(getBytes(String(params![0]))),
    };
    const signed = await signInWithEthereum({
      provider,
      address: bob.address,
      chainId: 31338,
      nonce: nonce.data.nonce,
      location: { host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173' },
      now: new Date(w.clock.now),
    });
    const r = await form(w, '/web/login', { wallet_addr: bob.address, wallet: '1', ...signed });
    expect(r.status).toBe(200);
  });
});
