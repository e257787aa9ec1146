// Wallet login with Sign-In with Ethereum: good signature, wrong signature, reused/expired nonce, domain, chain, bare address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'ethers';
import { cookieJar, expectErrorShape, form, siweFields, siweMessage, startWorld, wallet, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const login = (fields: Record<string, string>, jar = cookieJar()) => form(w, '/web/login', { ...fields, wallet: '1' }, { jar });

describe('wallet login (EIP-4361)', () => {
  it('logs a registered wallet in with a signed message and sets the session', async () => {
    const jar = cookieJar();
    const r = await login(await siweFields(w, wallet('bob')), jar);
    expect(r.status).toBe(200);
    expect(r.body[0].wallet_addr).toBe(wallet('bob').address);
    expect(jar.cookies.has('mw_session')).toBe(true);
  });

  it('refuses a message signed by another key (wrong signature)', async () => {
    const f = await siweFields(w, wallet('bob'));
    const forged = await wallet('carol').signMessage(f.message);
    const r = await login({ ...f, signature: forged });
    expect([r.status, r.body.error]).toEqual([401, 'error-msg-siwe']);
  });

  it('refuses a reused nonce even with a valid signature', async () => {
    const f = await siweFields(w, wallet('bob'));
    expect((await login(f)).status).toBe(200);
    const again = await login(f);
    expect([again.status, again.body.error]).toEqual([401, 'error-msg-siwe']);
  });

  it('refuses a nonce older than 5 minutes', async () => {
    const f = await siweFields(w, wallet('bob'));
    w.clock.advance(5 * 60_000 + 1);
    expect((await login(f)).status).toBe(401);
  });

  it('refuses a nonce never issued', async () => {
    const bob = wallet('bob');
    const message = siweMessage(bob.address, 'neverissued123', w.clock.now);
    expect((await login({ wallet_addr: bob.address, message, signature: await bob.signMessage(message) })).status).toBe(401);
  });

  it('refuses an unknown domain, an unsupported chain and an expired message', async () => {
    for (const over of [{ domain: 'evil.example' }, { chainId: 999 }, { expirationTime: new Date(w.clock.now - 1000) }]) {
      const r = await login(await siweFields(w, wallet('bob'), over));
      expect([r.status, r.body.error]).toEqual([401, 'error-msg-siwe']);
    }
  });

  it('refuses a message for another address than wallet_addr', async () => {
    const f = await siweFields(w, wallet('bob'));
    expect((await login({ ...f, wallet_addr: wallet('carol').address })).status).toBe(401);
  });

  it('refuses a valid signature from a wallet that is not registered', async () => {
    const stranger = Wallet.createRandom();
    const r = await login(await siweFields(w, new Wallet(stranger.privateKey)));
    expect([r.status, r.body.error]).toEqual([401, 'error-msg-wallet-not-registered']);
  });

  it('never logs in with a bare address (no message or signature): 400', async () => {
    const r = await login({ wallet_addr: wallet('bob').address });
    expect(r.status).toBe(400);
    expectErrorShape(r);
  });

  it('validates the nonce request: a malformed address is 400 error-msg-wallet-address', async () => {
    const r = await form(w, '/web/siwe_nonce', { wallet_addr: '0x123' });
    expect([r.status, r.body.error]).toEqual([400, 'error-msg-wallet-address']);
  });

  it('refuses a malformed message and a malformed signature', async () => {
    const f = await siweFields(w, wallet('bob'));
    expect((await login({ ...f, message: 'hello' })).status).toBe(401);
    expect((await login({ ...f, signature: '0x1234' })).status).toBe(400);
  });
});
