// The proposal list flow with its real actor: the proposals call of the API.
import { fromPromise } from 'xstate';
import { proposalListMachine } from '@machines/dao/list/proposalListMachine';
import type { ProposalListQuery, ProposalPage } from '@machines/dao/list/types';
import { fetchProposalPage, proposalListApi, type ProposalListDeps } from './services/proposalsApi';

const appDeps = (): ProposalListDeps => ({ api: proposalListApi });

export function proposalListLogic(deps: ProposalListDeps = appDeps()) {
  return proposalListMachine.provide({
    actors: { fetchProposals: fromPromise<ProposalPage, ProposalListQuery>(({ input }) => fetchProposalPage(deps, input)) },
  });
}
