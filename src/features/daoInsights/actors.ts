// The DAO insights flows with their real actors: the transparency, activity, wallet list and voting power calls.
import { fromPromise } from 'xstate';
import { activityMachine } from '@machines/daoInsights/activityMachine';
import { transparencyMachine } from '@machines/daoInsights/transparencyMachine';
import type { ActivityQuery, NetworkPower, Transparency, VotingPowerQuery, WalletActivity } from '@machines/daoInsights/types';
import { votingPowerMachine } from '@machines/daoInsights/votingPowerMachine';
import { fetchActivity, fetchTransparency, fetchVotingPower, insightsApi, type InsightsDeps } from './services/insightsApi';

const appDeps = (): InsightsDeps => ({ api: insightsApi });

export function transparencyLogic(deps: InsightsDeps = appDeps()) {
  return transparencyMachine.provide({ actors: { fetchTransparency: fromPromise<Transparency, void>(() => fetchTransparency(deps)) } });
}

export function activityLogic(deps: InsightsDeps = appDeps()) {
  return activityMachine.provide({ actors: { fetchActivity: fromPromise<WalletActivity[], ActivityQuery>(({ input }) => fetchActivity(deps, input)) } });
}

export function votingPowerLogic(deps: InsightsDeps = appDeps()) {
  return votingPowerMachine.provide({
    actors: { fetchVotingPower: fromPromise<NetworkPower[], VotingPowerQuery>(({ input }) => fetchVotingPower(deps, input)) },
  });
}
