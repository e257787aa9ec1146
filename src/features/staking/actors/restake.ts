// Real actors of the staking tab's Keep for next campaign flow: the restake transaction(s), sent and then tracked by the app.
import { restakeMachine } from '@machines/staking/restakeMachine';
import type { RestakeRequest } from '@machines/staking/types';
import { txStepLogic } from '@machines/tx/txStepMachine';
import { defaultStakingDeps, type StakingDeps } from '../services/deps';

const ops = () => import('../services/chainOps');

export function stakingRestakeLogic(deps: () => StakingDeps = defaultStakingDeps) {
  return restakeMachine.provide({
    actors: {
      send: txStepLogic<RestakeRequest>(async (request) => (await ops()).restake(deps(), request)),
    },
  });
}
