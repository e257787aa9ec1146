// Real actor of the Home countdown: campaign times from the API (getCampaignTime); no chain library needed.
import { fromPromise } from 'xstate';
import { countdownMachine, type CampaignTimes } from '@machines/staking/countdownMachine';
import { defaultStakingDeps, type StakingDeps } from '../services/deps';

export function stakingCountdownLogic(deps: () => StakingDeps = defaultStakingDeps) {
  return countdownMachine.provide({
    actors: {
      getCampaignTime: fromPromise<CampaignTimes, { chainId: number }>(async ({ input }) =>
        (await import('../services/apiActors')).getCampaignTime(deps(), input),
      ),
    },
  });
}
