// The DAO insights flows with their real actors: the transparency, activity, wallet list and voting power calls.
import { activityMachine } from '@machines/daoInsights/activityMachine';
import { transparencyMachine } from '@machines/daoInsights/transparencyMachine';
import { votingPowerMachine } from '@machines/daoInsights/votingPowerMachine';
import { provideLoad } from '@machines/shared/queryMachine';
import { fetchActivity, fetchTransparency, fetchVotingPower, insightsApi, type InsightsDeps } from './services/insightsApi';

const appDeps = (): InsightsDeps => ({ api: insightsApi });

export function transparencyLogic(deps: InsightsDeps = appDeps()) {
  return provideLoad(transparencyMachine, () => fetchTransparency(deps));
}

export function activityLogic(deps: InsightsDeps = appDeps()) {
  // The machine loads only for a signed-in user (a visitor's null query is blank).
  return provideLoad(activityMachine, (user) => fetchActivity(deps, user!));
}

export function votingPowerLogic(deps: InsightsDeps = appDeps()) {
  return provideLoad(votingPowerMachine, (query) => fetchVotingPower(deps, query));
}
