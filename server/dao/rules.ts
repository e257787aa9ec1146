// What a signed proposal or vote must satisfy before it is stored; every refusal is a 400/403/409 with an error-msg key.
import { categoryData, type ProposalMessage } from '@common/api/dao';
import {
  DAO_SPACE,
  PROPOSAL_MAX_DURATION_S,
  PROPOSAL_MAX_START_AHEAD_S,
  PROPOSAL_MIN_DURATION_S,
  SIGNATURE_MAX_SKEW_S,
  YES_NO_CHOICES,
  type VoteType,
} from '@common/domain/dao';
import { canonicalJson } from '@common/domain/daoSigning';
import { ApiError, badInput } from '../http/errors';

/** The category's fields of a proposal message: valid JSON for its schema, written as canonical JSON (what was signed). */
export function checkProposalMessage(m: ProposalMessage, nowSec: number): Record<string, unknown> {
  if (m.space !== DAO_SPACE) throw badInput('error-msg-proposal-space', `The message must name the space ${DAO_SPACE}`, 'space');
  let data: unknown;
  try {
    data = JSON.parse(m.data);
  } catch {
    throw badInput('error-msg-proposal-data', 'The category data is not JSON', 'data');
  }
  const parsed = categoryData[m.category].safeParse(data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const key = first?.message.startsWith('error-msg-') ? first.message : 'error-msg-proposal-data';
    throw badInput(key, `Invalid category data${first?.path.length ? ` (${first.path.join('.')})` : ''}`, 'data');
  }
  if (canonicalJson(parsed.data) !== m.data) throw badInput('error-msg-proposal-data', 'The category data must be canonical JSON', 'data');
  if (m.category === 'poll') {
    if (new Set(m.choices).size !== m.choices.length) throw badInput('error-msg-proposal-choices', 'Choices must differ', 'choices');
  } else if (m.voteType !== 'single' || m.choices.join('\n') !== YES_NO_CHOICES.join('\n')) {
    throw badInput('error-msg-proposal-choices', 'This category is a single-choice Yes/No vote', 'choices');
  }
  const length = m.end - m.start;
  if (length < PROPOSAL_MIN_DURATION_S || length > PROPOSAL_MAX_DURATION_S)
    throw badInput('error-msg-proposal-time', `A proposal lasts from ${PROPOSAL_MIN_DURATION_S} s to ${PROPOSAL_MAX_DURATION_S} s`, 'end');
  if (m.start < nowSec - SIGNATURE_MAX_SKEW_S) throw badInput('error-msg-proposal-time', 'A proposal cannot start in the past', 'start');
  if (m.start > nowSec + PROPOSAL_MAX_START_AHEAD_S)
    throw badInput('error-msg-proposal-time', `A proposal starts within ${PROPOSAL_MAX_START_AHEAD_S} s from now`, 'start');
  return parsed.data;
}

/** A vote's choices: one for single-choice, distinct ones for approval, each an existing 1-based choice; score = the first. */
export function checkVoteChoice(choice: readonly number[], score: number, voteType: VoteType, choiceCount: number): void {
  const bad = (why: string) => badInput('error-msg-vote-choice', why, 'choice');
  if (choice[0] !== score) throw bad('score must be the first signed choice');
  if (voteType === 'single' && choice.length !== 1) throw bad('A single-choice vote names exactly one choice');
  if (new Set(choice).size !== choice.length) throw bad('A choice is named twice');
  if (choice.some((c) => c < 1 || c > choiceCount)) throw bad('No such choice');
}

/** The proposal's voting window, for the server's clock and for the signed timestamp. */
export function checkVoteWindow(p: { start: number; end: number }, nowSec: number, signedAt: number): void {
  if (nowSec < p.start || nowSec >= p.end || signedAt < p.start || signedAt >= p.end)
    throw badInput('error-msg-vote-closed', 'Voting is not open for this proposal');
}

export const noVotingPower = (block: number) => new ApiError(403, 'error-msg-no-voting-power', `No LAND or token at block ${block}`);
export const notEnoughPower = (needed: number, have: number) =>
  new ApiError(403, 'error-msg-not-enough-power', `Creating this proposal needs ${needed} VP; this address has ${have}`);
export const alreadyVoted = () => new ApiError(409, 'error-msg-already-voted', 'This address has already voted on this proposal');
