// The claim signer's key comes from configuration: PROD without one answers claims 503, a public or malformed key stops
// the start, and the key never appears in an error or a log line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_SIGNER, account } from '@common/localWorld/accounts';
import { startApi, type ApiOptions, type RunningApi } from '../../server/index';
import { claimSignerOf } from '../../server/chain/claimKey';
import { raw, wallet, type TestWorld, signClaimRequest } from './support';
import { freshDatabase } from './seededDatabases';

const APP = 'https://app.metaworld.test';
const PUBLIC = 'https://api.metaworld.test';
let dir: string;
const drops: (() => Promise<void>)[] = [];
let api: RunningApi | undefined;
const logs: string[] = [];

async function prodOptions(): Promise<ApiOptions> {
  const pg = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : undefined;
  if (pg) drops.push(pg.drop);
  return {
    port: 0,
    oidcPort: 0,
    dataDir: join(dir, 'db'),
    databaseUrl: pg?.url,
    deploymentsPath: join(dir, 'none.json'),
    allowedOrigins: [APP],
    publicOrigin: PUBLIC,
    log: (l) => logs.push(l),
  };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mw-claim-key-'));
});
afterAll(async () => {
  await api?.stop();
  for (const drop of drops) await drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the claim signer key', () => {
  it('DEV falls back to the local world signer; PROD takes only the configured key', () => {
    expect(claimSignerOf({ mode: 'DEV' })?.address).toBe(account(CLAIM_SIGNER).address);
    expect(claimSignerOf({ mode: 'PROD' })).toBeUndefined();
    const secret = Wallet.createRandom();
    expect(claimSignerOf({ mode: 'PROD', claimSignerKey: secret.privateKey })?.address).toBe(secret.address);
  });

  it('stops the start on a public test key in PROD or a malformed key, without repeating it', async () => {
    const opts = await prodOptions();
    const publicKey = account(CLAIM_SIGNER).privateKey;
    const malformed = `${publicKey.slice(0, -4)}zzzz`;
    for (const [key, why] of [
      [publicKey, /public test key/],
      [malformed, /not a 32-byte hex private key/],
    ] as const) {
      const failure = await startApi({ ...opts, claimSignerKey: key }).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(failure?.message).toMatch(why);
      expect(failure?.message).not.toContain(key.slice(2, 20));
    }
    expect(logs.join('\n')).not.toContain(publicKey.slice(2, 20));
  });

  it('PROD without a key answers a claim 503 error-msg-chain-unavailable and signs nothing', async () => {
    api = await startApi(await prodOptions());
    const w = { url: api.url } as TestWorld;
    const dave = wallet('dave');
    const message = JSON.stringify({ address: dave.address, campaignId: 1, chainId: 31338, currentTime: Math.floor(Date.now() / 1000) });
    const r = await raw(w, 'PUT', '/reward/claim-reward', {
      headers: { host: new URL(PUBLIC).host, origin: APP, 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature: await signClaimRequest(dave, message) }),
    });
    expect([r.status, r.body.error]).toEqual([503, 'error-msg-chain-unavailable']);
    expect((await api.db.query('SELECT 1 FROM claim_payloads')).length).toBe(0);
  });
});
