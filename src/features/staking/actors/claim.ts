// Real actors of the my reward popup: rewards and the signed claim from the API, the wallet's signature, execTransaction (sent, then tracked by the app).
import { fromPromise } from 'xstate';
import { claimMachine } from '@machines/staking/claimMachine';
import type { ClaimRequest, ClaimSignature, LoadRewardsInput, RewardData, SignClaimInput, SignedClaim } from '@machines/staking/types';
import { txStepLogic } from '@machines/tx/txStepMachine';
import { defaultStakingDeps, type StakingDeps } from '../services/deps';

const api = () => import('../services/apiActors');
const ops = () => import('../services/chainOps');

export function stakingClaimLogic(deps: () => StakingDeps = defaultStakingDeps) {
  return claimMachine.provide({
    actors: {
      loadRewards: fromPromise<RewardData, LoadRewardsInput>(async ({ input }) => (await api()).loadRewards(deps(), input)),
      signClaim: fromPromise<ClaimSignature, SignClaimInput>(async ({ input }) => (await api()).signClaim(deps(), input)),
      fetchClaim: fromPromise<SignedClaim, ClaimSignature>(async ({ input }) => (await api()).fetchClaim(deps(), input)),
      execClaim: txStepLogic<ClaimRequest>(async (request) => (await ops()).execClaim(deps(), request)),
    },
  });
}
