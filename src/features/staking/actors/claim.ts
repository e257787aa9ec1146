// Real actors of the my reward popup: rewards and the signed claim from the API, the wallet's signature, execTransaction (sent, then tracked by the app).
import { fromPromise } from 'xstate';
import type { PoolId } from '@common/domain/campaign';
import { claimMachine, type ClaimRequest, type RewardData, type SignedClaim } from '@machines/staking/claimMachine';
import { txStepLogic } from '@machines/tx/txStepMachine';
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
      execClaim: txStepLogic<ClaimRequest>(async (request) => (await ops()).execClaim(deps(), request)),
    },
  });
}
