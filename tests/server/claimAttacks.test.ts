// Attacks on claim-reward against a real chain: a parallel burst of one user's requests (EIP-712 signed), with the same
// message and with re-spelled signatures, issues exactly one payload; two leaked payloads together mint only what the LAND earned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonRpcProvider, Wallet, recoverAddress } from 'ethers';
import { claimDigest } from '../../server/chain/claimRequest';
import { account } from '@common/localWorld/accounts';
import { campaignId } from '@common/localWorld/world';
import { connectWorld, type WorldContracts } from '../../src/services/chain/contracts';
import { decodeContractError } from '../../src/services/chain/errors';
import { deployWorld } from '../../scripts/chains/deploy';
import { startNode, type RunningNode } from '../../scripts/chains/node';
import { chainTime, evmIncreaseTime } from '../../scripts/chains/time';
import { respell } from '../contracts/signatureSpellings';
import { json, startWorld, wallet, type Answer, type TestWorld, signClaimRequest } from './support';
import { fakeDeployments } from './fakeDeployments';

const BSC = 31338;
const ended = campaignId(1, 'ended');
let node: RunningNode;
let provider: JsonRpcProvider;
let w: TestWorld;
let asDave: WorldContracts;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mw-claim-attacks-'));
  node = await startNode({ chainId: BSC, port: 0, dataDir: dir, logFile: join(dir, 'node.log') });
  provider = new JsonRpcProvider(node.rpcUrl, BSC, { staticNetwork: true, pollingInterval: 20, cacheTimeout: -1 });
  const { addresses } = await deployWorld({
    admin: new Wallet(account('deployer').privateKey, provider),
    signers: [account('signer').address],
    metadataBase: 'http://127.0.0.1:8787/nft/test',
  });
  // Campaign 1 (30-day pool); dave stakes his seeded 1x1 LAND #10008 before it starts (10 Random Box A); then it ends.
  const admin = connectWorld(addresses, new Wallet(account('deployer').privateKey, provider));
  const start = (await chainTime(node.rpcUrl)) + 3600;
  await (await admin.staking.setupCampaign(1, start)).wait();
  await (await admin.staking.launchCampaign(1)).wait();
  await (await admin.land721.mint(account('dave').address, 10008, { mapId: 1, x1: 20, y1: 10, x2: 20, y2: 10, premium: false })).wait();
  asDave = connectWorld(addresses, new Wallet(account('dave').privateKey, provider));
  await (await asDave.land721.setApprovalForAll(addresses.staking, true)).wait();
  await (await asDave.staking.depositERC721(1, addresses.land721, [10008])).wait();
  await evmIncreaseTime(node.rpcUrl, 31 * 86_400 + 3600);
  const dep = fakeDeployments(Date.now());
  dep.bsc = { ...dep.bsc, rpcUrl: node.rpcUrl, contracts: addresses, campaigns: [{ id: ended, poolId: 1, start, end: start + 30 * 86_400 }] };
  w = await startWorld({ deployments: dep });
  w.clock.now = (await chainTime(node.rpcUrl)) * 1000;
}, 120_000);

afterAll(async () => {
  await w?.stop();
  provider?.destroy();
  await node?.stop();
});

const dave = wallet('dave');
/** A claim request as the front end signs it; `ago` seconds earlier gives a different message. */
async function request(ago = 0) {
  const message = JSON.stringify({ address: dave.address, campaignId: ended, chainId: BSC, currentTime: Math.floor(w.clock.now / 1000) - ago });
  return { message, signature: await signClaimRequest(dave, message) };
}
const put = (body: { message: string; signature: string }) => json(w, 'PUT', '/reward/claim-reward', body);
const payloadRows = async () =>
  (await w.api.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM claim_payloads WHERE owner = $1', [dave.address.toLowerCase()]))[0]!.n;

describe('a burst of claim requests', () => {
  it('ethers itself would take the 64-byte form and v as 0 or 1 of the same request', async () => {
    const r = await request(100);
    const other = respell(r.signature);
    const digest = claimDigest(JSON.parse(r.message));
    expect([recoverAddress(digest, other.compact), recoverAddress(digest, other.v01)]).toEqual([dave.address, dave.address]);
  });

  it('issues exactly one payload: every success answers it, copies of a message get 409, re-spellings 401', async () => {
    const distinct = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((ago) => request(ago)));
    const respelled = distinct.slice(1, 3).flatMap((r) => Object.values(respell(r.signature)).map((signature) => ({ message: r.message, signature })));
    const copies = [distinct[0]!, distinct[0]!, distinct[0]!, distinct[3]!, distinct[3]!, distinct[3]!];
    const burst = [...distinct, ...copies, ...respelled];
    expect(burst).toHaveLength(20);
    const answers: Answer[] = await Promise.all(burst.map(put));

    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(distinct.length);
    expect(new Set(ok.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    expect(answers.slice(distinct.length, distinct.length + copies.length).map((a) => [a.status, a.body.error])).toEqual(
      copies.map(() => [409, 'error-msg-claim-replay']),
    );
    expect(answers.slice(distinct.length + copies.length).map((a) => [a.status, a.body.error])).toEqual(
      respelled.map(() => [401, 'error-msg-claim-signature']),
    );
    expect(await payloadRows()).toBe(1);
  });

  it('refuses the re-spelled forms of a request never sent before, and the canonical one still counts once', async () => {
    w.clock.advance(5000);
    const r = await request();
    const answers = await Promise.all(Object.values(respell(r.signature)).map((signature) => put({ message: r.message, signature })));
    expect(answers.map((a) => [a.status, a.body.error])).toEqual(answers.map(() => [401, 'error-msg-claim-signature']));
    const [first, second] = await Promise.all([put(r), put(r)]);
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
  });

  it('takes only the EIP-712 signature: a personal_sign of the JSON (the old request) is refused', async () => {
    w.clock.advance(1000);
    const { message } = await request();
    const old = await put({ message, signature: await dave.signMessage(message) });
    expect([old.status, old.body.error]).toEqual([401, 'error-msg-claim-signature']);
  });

  it('knows a request by its typed-data digest: the same fields in other JSON spelling are a replay', async () => {
    w.clock.advance(1000);
    const r = await request();
    expect((await put(r)).status).toBe(200);
    const respaced = JSON.stringify(JSON.parse(r.message), null, 2);
    const again = await put({ message: respaced, signature: r.signature });
    expect([again.status, again.body.error]).toEqual([409, 'error-msg-claim-replay']);
  });
});

describe('leaked payloads', () => {
  it('two payloads issued for the same reward mint it once: the contract refuses the second', async () => {
    w.clock.advance(1000);
    const a = (await put(await request())).body.data;
    expect(a.nonce).toMatch(/^\d+$/);
    // Past the API's deadline (the chain's clock is behind, so the first payload still runs there): a second is issued.
    w.clock.advance(11 * 60_000);
    const b = (await put(await request())).body.data;
    expect(b.nonce).not.toBe(a.nonce);
    expect(await payloadRows()).toBe(1);
    await (await asDave.executor.execTransaction(a.data, a.signature)).wait();
    let refused: unknown;
    try {
      await asDave.executor.execTransaction(b.data, b.signature);
    } catch (e) {
      refused = e;
    }
    expect(decodeContractError(refused)?.name).toBe('ClaimExceedsEntitlement');
    expect(await asDave.rewardBox.balanceOf(dave.address, 1)).toBe(10n);
    expect(await asDave.staking.entitlement(ended, dave.address, 1)).toBe(10n);
  });
});
