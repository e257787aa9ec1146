// The create-proposal machine's actor ports, written once: the placeholders and src/features/dao/create/actors.ts both use them.
import type { ProposalCategory } from '@common/domain/dao';
import type { ProposalDraft } from './createProposalDraft';
import type { signedMessage } from './createProposalRules';

export type { Author, ConditionAnswer } from './createProposalRules';

/** signProposal: the author's wallet signs typedData with eth_signTypedData_v4; resolves to the signature. */
export interface SignProposalInput {
  address: string;
  /** typedDataJson(proposalTypedData(...)): what eth_signTypedData_v4 takes. */
  typedData: string;
}

/** createProposal: POST /api/proposals; resolves to the new proposal's id. */
export interface CreateProposalInput {
  message: ReturnType<typeof signedMessage>;
  signature: string;
}

/** proposalCreated: the category's stored draft is forgotten once its proposal exists. */
export interface ProposalCreatedInput {
  category: ProposalCategory;
  id: number;
}

/** loadDraft: the category whose kept draft is read; resolves to it, or null when none is kept (or it no longer reads). */
export type LoadDraftInput = ProposalCategory;
export type LoadDraftOutput = ProposalDraft | null;

/** saveDraft: the draft as typed, kept under its category. */
export interface SaveDraftInput {
  category: ProposalCategory;
  draft: ProposalDraft;
}
