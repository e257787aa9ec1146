// Real actors of the staking tab's Keep for next campaign flow: the restake transaction(s) and their receipts.
import { fromPromise } from 'xstate';
import { restakeMachine, type RestakeRequest } from '../../../../machines/staking/restakeMachine';
import { defaultStakingDeps, type StakingDeps } from '../services/deps';

const ops = () => import('../services/chainOps');

export function stakingRestakeLogic(deps: () => StakingDeps = defaultStakingDeps) {
  return restakeMachine.provide({
    actors: {
      restake: fromPromise<{ hashes: string[] }, RestakeRequest>(async ({ input }) => (await ops()).restake(deps(), input)),
      waitForTxs: fromPromise<{ success: boolean }, { chainId: number; hashes: string[] }>(async ({ input }) => (await ops()).waitForTxs(deps(), input)),
    },
  });
}
