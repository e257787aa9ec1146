// Real actors of the create-proposal page: condition, signature and POST through its services; each category's draft
// read, kept and forgotten in sessionStorage.
import { fromPromise } from 'xstate';
import { createProposalMachine } from '@machines/dao/create/createProposalMachine';
import type {
  Author,
  ConditionAnswer,
  CreateProposalInput,
  LoadDraftInput,
  LoadDraftOutput,
  ProposalCreatedInput,
  SaveDraftInput,
  SignProposalInput,
} from '@machines/dao/create/types';
import { defaultCreateProposalDeps, type CreateProposalDeps } from './services/deps';
import { forgetDraft, loadDraft, saveDraft } from './services/draftStore';

const ops = () => import('./services/createProposal');

export function createProposalLogic(deps: () => CreateProposalDeps = defaultCreateProposalDeps) {
  return createProposalMachine.provide({
    actors: {
      loadDraft: fromPromise<LoadDraftOutput, LoadDraftInput>(async ({ input }) => loadDraft(window.sessionStorage, input)),
      saveDraft: fromPromise<void, SaveDraftInput>(async ({ input }) => saveDraft(window.sessionStorage, input.category, input.draft)),
      checkCondition: fromPromise<ConditionAnswer, Author>(async ({ input }) => (await ops()).checkCondition(deps(), input)),
      signProposal: fromPromise<string, SignProposalInput>(async ({ input }) => (await ops()).signProposal(deps(), input)),
      createProposal: fromPromise<number, CreateProposalInput>(async ({ input }) => (await ops()).createProposal(deps(), input)),
      proposalCreated: fromPromise<void, ProposalCreatedInput>(async ({ input }) => forgetDraft(window.sessionStorage, input.category)),
    },
  });
}
