// The DAO detail page's actor ports, named once: the placeholders, the providers in src/features/dao/detail and the test stubs use them.
import type { Comment, Proposal, Vote } from '@common/api/dao';
import type { VotedProposal } from '@common/domain/daoSigning';

/** A stored vote with the browser's own check of its EIP-712 signature (ethers verifyTypedData). */
export interface VoterRow extends Vote {
  verified: boolean;
}

/** What the page loads for one proposal: the proposal with its scores, its voters and its comments. */
export interface ProposalDetail {
  proposal: Proposal;
  votes: VoterRow[];
  comments: Comment[];
}

/** Who looks at the page: signed in or not, and the signed-in account's wallet address (lower-case; null without one). */
export interface DetailInput {
  id: number;
  signedIn: boolean;
  address: string | null;
}

/** What the vote box needs of the proposal and the viewer. */
export interface VoteInput {
  proposalId: number;
  chainId: number;
  snapshotBlock: number;
  voteType: Proposal['voteType'];
  status: Proposal['status'];
  choiceCount: number;
  signedIn: boolean;
  address: string | null;
  alreadyVoted: boolean;
  /** What the vote signs of the proposal: its digest, this deployment's space, chain, title and choices' texts. */
  signing: VotedProposal;
}

export interface VotePowerInput {
  address: string;
  chainId: number;
  block: number;
}

/** The fields the wallet signs (voteTypedData) and the API receives. */
export interface SignVoteInput {
  address: string;
  proposalId: number;
  choice: number[];
  reason: string;
  signing: VotedProposal;
}
export interface SignedVote extends SignVoteInput {
  timestamp: number;
  signature: string;
}

export interface PostCommentInput {
  proposalId: number;
  author: string;
  content: string;
}

export interface DeleteInput {
  proposalId: number;
  user: string;
}

export interface ReportInput {
  proposalId: number;
  signedIn: boolean;
  address: string | null;
}
export interface SendReportInput {
  proposalId: number;
  userId: string;
  content: string;
}
