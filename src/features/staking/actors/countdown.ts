// Real actor of the Home countdown: campaign times from the API (getCampaignTime); no chain library needed.
import { fromPromise } from 'xstate';
import { countdownMachine } from '@machines/staking/countdownMachine';
import type { CampaignTimeInput, CampaignTimes } from '@machines/staking/types';
import { defaultStakingDeps, type StakingDeps } from '../services/deps';

export function stakingCountdownLogic(deps: () => StakingDeps = defaultStakingDeps) {
  return countdownMachine.provide({
    actors: {
      getCampaignTime: fromPromise<CampaignTimes, CampaignTimeInput>(async ({ input }) =>
        (await import('../services/apiActors')).getCampaignTime(deps(), input),
      ),
    },
  });
}
