// Real actors of the my reward popup: rewards and the signed claim from the API, the wallet's signature, execTransaction.
import { fromPromise } from 'xstate';
import type { PoolId } from '../../../../common/domain/campaign';
import { claimMachine, type RewardData, type SignedClaim } from '../../../../machines/staking/claimMachine';
import { defaultStakingDeps, type StakingDeps } from '../services/deps';

const api = () => import('../services/apiActors');
const ops = () => import('../services/chainOps');

export function stakingClaimLogic(deps: () => StakingDeps = defaultStakingDeps) {
  return claimMachine.provide({
    actors: {
      loadRewards: fromPromise<RewardData, { owner: string | null; chainId: number; poolId: PoolId }>(async ({ input }) =>
        (await api()).loadRewards(deps(), input),
      ),
      signClaim: fromPromise<{ message: string; signature: string }, { address: string; campaignId: number; chainId: number }>(async ({ input }) =>
        (await api()).signClaim(deps(), input),
      ),
      fetchClaim: fromPromise<SignedClaim, { message: string; signature: string }>(async ({ input }) => (await api()).fetchClaim(deps(), input)),
      execClaim: fromPromise<{ hash: string }, SignedClaim & { chainId: number; from: string }>(async ({ input }) => (await ops()).execClaim(deps(), input)),
      waitForTx: fromPromise<{ success: boolean }, { chainId: number; hash: string }>(async ({ input }) => (await ops()).waitForTx(deps(), input)),
    },
  });
}
