// Real actors of the staking tab's unlock flow: staked LAND from the staking contract's views, withdraw, receipts, and the Keep for next campaign child flow.
import { fromPromise } from 'xstate';
import type { PoolId } from '../../../../common/domain/campaign';
import type { AreaKey } from '../../../../machines/staking/types';
import { unlockMachine, type StakedData, type WithdrawRequest } from '../../../../machines/staking/unlockMachine';
import { defaultStakingDeps, type StakingDeps } from '../services/deps';
import { stakingRestakeLogic } from './restake';

const ops = () => import('../services/chainOps');

export function stakingUnlockLogic(deps: () => StakingDeps = defaultStakingDeps) {
  return unlockMachine.provide({
    actors: {
      loadStaked: fromPromise<StakedData, { chainId: number; poolId: PoolId; area: AreaKey; owner: string | null }>(async ({ input }) =>
        (await ops()).loadStaked(deps(), input),
      ),
      withdraw: fromPromise<{ hashes: string[] }, WithdrawRequest>(async ({ input }) => (await ops()).withdraw(deps(), input)),
      waitForTxs: fromPromise<{ success: boolean }, { chainId: number; hashes: string[] }>(async ({ input }) => (await ops()).waitForTxs(deps(), input)),
      restake: stakingRestakeLogic(deps),
    },
  });
}
