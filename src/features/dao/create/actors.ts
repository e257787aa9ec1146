// Real actors of the create-proposal page: condition, signature and POST through its services, the stored draft forgotten.
import { fromPromise } from 'xstate';
import { createProposalMachine } from '@machines/dao/create/createProposalMachine';
import type { Author, ConditionAnswer, CreateProposalInput, ProposalCreatedInput, SignProposalInput } from '@machines/dao/create/types';
import { defaultCreateProposalDeps, type CreateProposalDeps } from './services/deps';
import { forgetDraft } from './services/draftStore';

const ops = () => import('./services/createProposal');

export function createProposalLogic(deps: () => CreateProposalDeps = defaultCreateProposalDeps) {
  return createProposalMachine.provide({
    actors: {
      checkCondition: fromPromise<ConditionAnswer, Author>(async ({ input }) => (await ops()).checkCondition(deps(), input)),
      signProposal: fromPromise<string, SignProposalInput>(async ({ input }) => (await ops()).signProposal(deps(), input)),
      createProposal: fromPromise<number, CreateProposalInput>(async ({ input }) => (await ops()).createProposal(deps(), input)),
      proposalCreated: fromPromise<void, ProposalCreatedInput>(async ({ input }) => forgetDraft(window.sessionStorage, input.category)),
    },
  });
}
