// A deployments.json as the chain scripts write it, with made-up addresses, for tests that do not run chains.
// rpcUrl points at a closed port (9, discard): the chains 'do not answer', even when a local world runs on 8545-8547.
import { Wallet } from 'ethers';
import { LOCAL_CHAINS, type ChainKey } from '@common/domain/chains';
import { CAMPAIGNS, campaignTimes } from '@common/localWorld/world';

const DEAD_RPC = 'http://127.0.0.1:9';
import type { Deployments } from '../../contracts/deployments';

const addr = () => Wallet.createRandom().address;

export function fakeDeployments(anchorMs: number): Deployments {
  const anchorTime = Math.floor(anchorMs / 1000);
  const chain = (key: ChainKey) => ({
    chainId: LOCAL_CHAINS[key].chainId,
    rpcUrl: DEAD_RPC,
    anchorTime,
    contracts: {
      token: addr(),
      land721: addr(),
      land1155: addr(),
      staking: addr(),
      rewardBox: addr(),
      executor: addr(),
      market: addr(),
      mysteryBox: addr(),
      items1155: addr(),
      items721: addr(),
    },
    campaigns: CAMPAIGNS.map((c) => ({ id: c.id, poolId: c.poolId, ...campaignTimes(c, anchorTime) })),
  });
  return { eth: chain('eth'), bsc: chain('bsc'), pol: chain('pol') };
}
