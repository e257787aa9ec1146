// Real actors of the staking popup (Add LAND(s)): owned LAND and campaign from the chain, approval, deposit and its receipt.
import { fromPromise } from 'xstate';
import type { PoolId } from '../../../../common/domain/campaign';
import { stakingPopupMachine, type AreaData, type DepositEstimate, type DepositRequest } from '../../../../machines/staking/stakingPopupMachine';
import type { AreaKey, Standard } from '../../../../machines/staking/types';
import { defaultStakingDeps, type StakingDeps } from '../services/deps';

const ops = () => import('../services/chainOps');

export function stakingPopupLogic(deps: () => StakingDeps = defaultStakingDeps) {
  return stakingPopupMachine.provide({
    actors: {
      loadArea: fromPromise<AreaData, { area: AreaKey; chainId: number; poolId: PoolId; owner: string | null }>(async ({ input }) =>
        (await ops()).loadArea(deps(), input),
      ),
      checkApproval: fromPromise<boolean, { chainId: number; standard: Standard; owner: string }>(async ({ input }) =>
        (await ops()).checkApproval(deps(), input),
      ),
      approve: fromPromise<void, { chainId: number; standard: Standard; owner: string }>(async ({ input }) => (await ops()).approve(deps(), input)),
      estimateDeposit: fromPromise<DepositEstimate, DepositRequest>(async ({ input }) => (await ops()).estimateDeposit(deps(), input)),
      sendDeposit: fromPromise<{ hash: string }, DepositRequest>(async ({ input }) => (await ops()).sendDeposit(deps(), input)),
      waitForTx: fromPromise<{ success: boolean }, { chainId: number; hash: string }>(async ({ input }) => (await ops()).waitForTx(deps(), input)),
    },
  });
}
