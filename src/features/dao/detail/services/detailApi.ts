// The detail page's calls as plain (deps, input) functions: the proposal with voters (each signature re-checked here)
// and comments, a comment, the author's delete, voting power at the snapshot block, the wallet's EIP-712 vote, a report.
import type { Comment, Vote, VotePower } from '@common/api/dao';
import { typedDataJson, voteOn, type VotedProposal } from '@common/domain/daoSigning';
import { ADDRESS_NOT_MATCHED_ERROR } from '@machines/shared/walletErrors';
import type {
  DeleteInput,
  PostCommentInput,
  ProposalDetail,
  SendReportInput,
  SignedVote,
  SignVoteInput,
  VoterRow,
  VotePowerInput,
} from '@machines/dao/detail/types';
import type { ApiClient } from '../../../../services/api/client';
import type { Eip1193Provider } from '../../../../services/wallet/active';
import { signTypedData } from '../../../../services/wallet/signTypedData';
import { sameAddress } from '@common/domain/address';

export type DaoDetailApi = Pick<ApiClient, 'proposal' | 'votes' | 'scores' | 'comments' | 'createComment' | 'deleteProposal' | 'votePower' | 'vote' | 'report'>;

export interface DaoDetailDeps {
  api: () => Promise<DaoDetailApi>;
  /** The wallet the user connected in the app (never an injected fallback), or null. */
  wallet: () => Promise<Eip1193Provider | null>;
  /** Checks a vote's signature in the browser (ethers verifyTypedData, loaded with this page only). */
  verify: (vote: Vote, proposal: VotedProposal) => Promise<boolean>;
  nowSec: () => number;
}

/**
 * The proposal, its voters and comments; its tally (per-choice scores, quorum) from spec 7's scores call, which counts
 * the stored signed votes again. The proposal answer's own scores (a shape the spec does not show) stay only when the
 * scores call fails, so the tally still shows.
 */
export async function loadDetail(deps: DaoDetailDeps, id: number): Promise<ProposalDetail> {
  const api = await deps.api();
  const [proposal, votes, comments, scores] = await Promise.all([api.proposal(id), api.votes(id), api.comments(id), api.scores(id).catch(() => null)]);
  const rows: VoterRow[] = await Promise.all(votes.data.map(async (v) => ({ ...v, verified: await deps.verify(v, proposal.data).catch(() => false) })));
  const tally = scores ? { scores: scores.data.scores, quorum: scores.data.quorum } : {};
  return { proposal: { ...proposal.data, ...tally }, votes: rows, comments: comments.data };
}

export async function postComment(deps: DaoDetailDeps, input: PostCommentInput): Promise<Comment> {
  return (await (await deps.api()).createComment(input)).data;
}

export async function deleteProposal(deps: DaoDetailDeps, input: DeleteInput): Promise<void> {
  await (await deps.api()).deleteProposal({ proposalId: input.proposalId, user: input.user });
}

export async function readPower(deps: DaoDetailDeps, input: VotePowerInput): Promise<VotePower> {
  return (await (await deps.api()).votePower(input)).data;
}

/**
 * The wallet signs the vote as typed data (eth_signTypedData_v4). The account it signs with must be the signed-in
 * user's wallet: another account would sign a vote the API refuses, so it is stopped here with 'address not matched'.
 */
export async function signVote(deps: DaoDetailDeps, input: SignVoteInput): Promise<SignedVote> {
  const wallet = await deps.wallet();
  if (!wallet) throw Object.assign(new Error('No wallet connected'), { code: 'NO_WALLET' });
  let accounts = (await wallet.request({ method: 'eth_accounts' })) as string[];
  // A wallet restored after a reload may not have authorised this site yet: it asks the user once.
  if (!Array.isArray(accounts) || accounts.length === 0) accounts = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
  if (!accounts.some((a) => sameAddress(a, input.address))) {
    throw Object.assign(new Error('address not matched'), { name: ADDRESS_NOT_MATCHED_ERROR });
  }
  const timestamp = deps.nowSec();
  // The wallet's screen shows the proposal's title and the chosen choices' texts; the message names its digest and this deployment.
  const typed = voteOn(input.signing, { from: input.address, timestamp, choice: input.choice, reason: input.reason });
  const signature = await signTypedData(wallet, input.address, typedDataJson(typed));
  return { ...input, timestamp, signature };
}

/** Spec 7's query (proposalId, userId, score = the first choice) with the signed vote as the body. */
export async function sendVote(deps: DaoDetailDeps, vote: SignedVote): Promise<Vote> {
  const api = await deps.api();
  const answer = await api.vote(
    { proposalId: vote.proposalId, userId: vote.address, score: vote.choice[0]! },
    { choice: vote.choice, reason: vote.reason, timestamp: vote.timestamp, signature: vote.signature },
  );
  return answer.data;
}

export async function sendReport(deps: DaoDetailDeps, input: SendReportInput): Promise<void> {
  await (await deps.api()).report(input);
}
