// An API given a public network's deployments (BSC testnet, chain 97) serves that chain id, not the local one: its
// readers and indexers find the deployment by the file's chain ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainIdOfFamily, keyOfChainId, servedChainIds } from '../../server/chain/deployedChains';
import { collectionsOf } from '../../server/chain/marketIndexer';
import { stakingTargetOf } from '../../server/land/stakingIndex';
import { boxTargetOf } from '../../server/land/mysteryBoxLogs';
import { form, startWorld, type TestWorld } from './support';
import { fakeDeployments } from './fakeDeployments';

const local = fakeDeployments(Date.now());
const dep = { ...local, bsc: { ...local.bsc, chainId: 97 } };
const d = { deployments: { get: () => dep } };
let w: TestWorld;

beforeAll(async () => {
  w = await startWorld({ deployments: dep });
});
afterAll(async () => {
  await w?.stop();
});

describe('chain ids from the deployments file', () => {
  it('maps 97 to the BSC deployment and no longer serves the local BSC id', () => {
    expect(keyOfChainId(d, 97)).toBe('bsc');
    expect(keyOfChainId(d, 31338)).toBeUndefined();
    expect(chainIdOfFamily(d, 'BSC')).toBe(97);
    expect(servedChainIds(d)).toEqual([31337, 97, 31339]);
    expect(collectionsOf(d, 97)?.market).toBe(dep.bsc.contracts.market.toLowerCase());
    expect(stakingTargetOf(d, 97)?.staking).toBe(dep.bsc.contracts.staking.toLowerCase());
    expect(boxTargetOf(d, 97)?.box).toBe(dep.bsc.contracts.mysteryBox.toLowerCase());
    expect(collectionsOf(d, 31338)).toBeUndefined();
  });

  it("answers getCampaignTime for chain 97 with the deployment's campaigns", async () => {
    const r = await form(w, '/web/getCampaignTime', { chain_id: '97', campaign_id: '0' });
    expect(r.body.data).toHaveLength(dep.bsc.campaigns.length);
    const first = dep.bsc.campaigns[0]!;
    expect(r.body.data.find((c: { campaignId: number }) => c.campaignId === first.id).starCampaign).toBe(first.start);
  });
});
