// Campaign times, reward lists (ended / ongoing) and claim-reward signed by the executor's signer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '@common/localWorld/accounts';
import { campaignId } from '@common/localWorld/world';
import { call, json, form, startWorld, wallet, type TestWorld, signClaimRequest } from './support';
import { fakeDeployments } from './fakeDeployments';

let w: TestWorld;
const dep = fakeDeployments(Date.now());
beforeAll(async () => {
  w = await startWorld({ deployments: dep });
});
afterAll(async () => {
  await w?.stop();
});

const alice = wallet('alice');
const nowSec = () => Math.floor(w.clock.now / 1000);

async function claimBody(signer = alice, over: Record<string, unknown> = {}) {
  const message = JSON.stringify({ address: alice.address, campaignId: campaignId(1, 'ended'), chainId: 31338, currentTime: nowSec(), ...over });
  return { message, signature: await signClaimRequest(signer, message) };
}

describe('getCampaignTime', () => {
  it('lists the nine campaigns of a chain with status 1 ended, 3 ongoing, 2 upcoming', async () => {
    const r = await form(w, '/web/getCampaignTime', { chain_id: '31338', campaign_id: '0' });
    expect(r.body.data).toHaveLength(9);
    const byId = (id: number) => r.body.data.find((c: { campaignId: number }) => c.campaignId === id);
    expect(byId(campaignId(1, 'ended')).statusCampain).toBe(1);
    expect(byId(campaignId(2, 'ongoing'))).toMatchObject({ statusCampain: 3, poolDuration: { id: 2, days: 90 } });
    expect(byId(campaignId(3, 'upcoming')).statusCampain).toBe(2);
    const one = byId(campaignId(3, 'upcoming'));
    expect(one.endCampaign - one.starCampaign).toBe(180 * 86_400);
    expect(one.starCampaign).toBe(dep.bsc.campaigns.find((c) => c.id === one.campaignId)!.start);
  });

  it('filters by campaign id, gives an empty list for an unknown chain, validates input', async () => {
    expect((await form(w, '/web/getCampaignTime', { chain_id: '31338', campaign_id: '2' })).body.data).toHaveLength(1);
    expect((await form(w, '/web/getCampaignTime', { chain_id: '1234', campaign_id: '0' })).body.data).toEqual([]);
    expect((await form(w, '/web/getCampaignTime', { chain_id: 'abc', campaign_id: '0' })).body.error).toBe('error-msg-chain-id');
  });
});

describe('reward lists', () => {
  it("computes alice's ended-campaign reward from the reward table (1x1 gives 10 Random Box A)", async () => {
    const r = await call(w, 'GET', `/reward/get-list-reward?owner=${alice.address}&campaignId=0&chainId=31338`);
    // 721 #10009 (1x1) + 1155 #15001 (1x1) x 2 staked = 3 x 10 boxes of type 1.
    expect(r.body.NftCampaignArr).toEqual([
      {
        campaignId: campaignId(1, 'ended'),
        chainId: 31338,
        poolDuration: 1,
        claimed: false,
        rewardRandomBox: [{ boxType: 1, amount: 30 }],
        rewardBuildingBoxA: [],
        rewardBuildingBoxB: [],
      },
    ]);
  });

  it('adds a Building Box A for the 90-day pool', async () => {
    const r = await call(w, 'GET', `/reward/get-list-reward?owner=${account('bob').address}&campaignId=0&chainId=31338`);
    // bob staked 20005 (1x1P) in the ended 90-day campaign: 15 Random Box B and 1 Building Box A.
    expect(r.body.NftCampaignArr[0]).toMatchObject({
      poolDuration: 2,
      rewardRandomBox: [{ boxType: 2, amount: 15 }],
      rewardBuildingBoxA: [{ boxType: 8, amount: 1 }],
    });
  });

  it('shows ongoing rewards as virtual rewards only', async () => {
    const r = await call(w, 'GET', `/reward/get-reward-on-going-campaign?owner=${alice.address}&campaignId=0&chainId=31338`);
    expect(r.body.NftCampaignArr).toEqual([
      {
        campaignId: campaignId(1, 'ongoing'),
        chainId: 31338,
        poolDuration: 1,
        virtualRewardRandomBox: [{ boxType: 3, amount: 10 }],
        virtualRewardBuildingBoxA: [],
        virtualRewardBuildingBoxB: [],
      },
    ]);
  });

  it('validates the query', async () => {
    expect((await call(w, 'GET', '/reward/get-list-reward?owner=0x12&campaignId=0&chainId=31338')).body.error).toBe('error-msg-wallet-address');
    expect((await call(w, 'GET', `/reward/get-list-reward?owner=${alice.address}&chainId=31338`)).status).toBe(400);
  });
});

describe('dvi_reward_search', () => {
  it('counts DVG per staked LAND per elapsed campaign day, in wei (18 decimals)', async () => {
    const wei = (whole: number) => (BigInt(whole) * 10n ** 18n).toString();
    const r = await form(w, '/web/dvi_reward_search', { address: alice.address, chain_id: '31338' });
    const ended = r.body.data.rows.find((x: { campaignId: number }) => x.campaignId === campaignId(1, 'ended'));
    expect(ended).toMatchObject({ days: 30, lands: 3, amount: wei(30 * 3 * 10) });
    const ongoing = r.body.data.rows.find((x: { campaignId: number }) => x.campaignId === campaignId(1, 'ongoing'));
    expect(ongoing).toMatchObject({ days: 3, lands: 1, amount: wei(30) });
    expect(r.body.data.total).toBe(wei(900 + 30));
    expect((await form(w, '/web/dvi_reward_search', { address: 'x', chain_id: '31338' })).body.error).toBe('error-msg-wallet-address');
  });
});

describe('claim-reward (checks made before the chain is asked)', () => {
  it('refuses a request signed by another wallet (401) and a replayed request (409)', async () => {
    const forged = await json(w, 'PUT', '/reward/claim-reward', await claimBody(wallet('bob')));
    expect([forged.status, forged.body.error]).toEqual([401, 'error-msg-claim-signature']);
    const body = await claimBody();
    expect((await json(w, 'PUT', '/reward/claim-reward', body)).status).not.toBe(409);
    const again = await json(w, 'PUT', '/reward/claim-reward', body);
    expect([again.status, again.body.error]).toEqual([409, 'error-msg-claim-replay']);
  });

  it('answers 503 when the campaign chain does not answer (never signs blind)', async () => {
    w.clock.advance(1000);
    const r = await json(w, 'PUT', '/reward/claim-reward', await claimBody());
    expect([r.status, r.body.error]).toEqual([503, 'error-msg-chain-unavailable']);
  });

  it('refuses an ongoing campaign, a stale time, no rewards, and malformed bodies with 400', async () => {
    const ongoing = await json(w, 'PUT', '/reward/claim-reward', await claimBody(alice, { campaignId: campaignId(1, 'ongoing') }));
    expect([ongoing.status, ongoing.body.error]).toEqual([400, 'error-msg-campaign-ongoing']);
    expect((await json(w, 'PUT', '/reward/claim-reward', await claimBody(alice, { currentTime: nowSec() - 3600 }))).body.error).toBe('error-msg-claim-time');
    expect((await json(w, 'PUT', '/reward/claim-reward', await claimBody(alice, { campaignId: campaignId(3, 'ended') }))).body.error).toBe(
      'error-msg-no-reward',
    );
    expect((await json(w, 'PUT', '/reward/claim-reward', await claimBody(alice, { campaignId: 77 }))).body.error).toBe('error-msg-campaign-id');
    expect((await json(w, 'PUT', '/reward/claim-reward', { message: 'not json', signature: '0x' + '1'.repeat(130) })).body.error).toBe('error-msg-claim');
    expect((await json(w, 'PUT', '/reward/claim-reward', { message: '{}' })).body.error).toBe('error-msg-claim');
    const res = await fetch(w.url + '/reward/claim-reward', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{bad' });
    expect(res.status).toBe(400);
  });
});
