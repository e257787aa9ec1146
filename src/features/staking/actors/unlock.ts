// Real actors of the staking tab's unlock flow: staked LAND from the staking contract's views, the confirmed withdrawal
// (sent, then tracked by the app), and the Keep for next campaign child flow.
import { fromPromise } from 'xstate';
import type { LoadStakedInput, StakedData, WithdrawRequest } from '@machines/staking/types';
import { unlockMachine } from '@machines/staking/unlockMachine';
import { withdrawMachine } from '@machines/staking/withdrawMachine';
import { txStepLogic } from '@machines/tx/txStepMachine';
import { defaultStakingDeps, type StakingDeps } from '../services/deps';
import { stakingRestakeLogic } from './restake';

const ops = () => import('../services/chainOps');

export function stakingUnlockLogic(deps: () => StakingDeps = defaultStakingDeps) {
  return unlockMachine.provide({
    actors: {
      loadStaked: fromPromise<StakedData, LoadStakedInput>(async ({ input }) => (await ops()).loadStaked(deps(), input)),
      withdraw: withdrawMachine.provide({
        actors: { send: txStepLogic<WithdrawRequest>(async (request) => (await ops()).withdraw(deps(), request)) },
      }),
      restake: stakingRestakeLogic(deps),
    },
  });
}
