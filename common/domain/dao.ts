// DAO facts, written once: categories, statuses, vote types, the EIP-712 types votes and proposals are signed with,
// voting power weights, quorum and the status rule. Imported by machines, the front end, the server and the seed.
import type { LandSize } from './land';

/** What the condition call offers (issue 16: at least poll, catalyst, grant, ban name, point of interest). */
export const PROPOSAL_CATEGORIES = ['poll', 'catalyst', 'grant', 'ban_name', 'poi'] as const;
export type ProposalCategory = (typeof PROPOSAL_CATEGORIES)[number];
export const isProposalCategory = (v: unknown): v is ProposalCategory => (PROPOSAL_CATEGORIES as readonly unknown[]).includes(v);

/** The list's status filter, in the order the dao page shows its tabs. */
export const PROPOSAL_STATUSES = ['pending', 'active', 'finished', 'passed', 'rejected', 'enacted'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** single: one choice; approval: any number of choices, each approved one gets the voter's whole power. */
export const VOTE_TYPES = ['single', 'approval'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

/** Spec 7: the vote type data of the scores call. Also the EIP-712 domain, as Snapshot signs it (no chainId: any network signs). */
export const SNAPSHOT_TYPE = { name: 'snapshot', version: '0.1.4' } as const;
export const DAO_EIP712_DOMAIN = { name: SNAPSHOT_TYPE.name, version: SNAPSHOT_TYPE.version } as const;
/** The space every message names, so a signature for another Snapshot space is never accepted here. */
export const DAO_SPACE = 'metaworld.dao';

/** The app that signs votes (Snapshot's `app` field): a vote made for another app is never counted here. */
export const DAO_APP = 'metaworld';

/**
 * A vote, as the voter's wallet signs it (eth_signTypedData_v4), in Snapshot's vote shape: `space` is this deployment's
 * id (configuration), `app` this app, `proposal` the EIP-712 digest of the proposal as stored (bytes32) on `chainId`.
 * title and labels (the chosen choices' texts) are there so the wallet's screen shows what is being voted on.
 * choice is 1-based; approval votes list every approved choice.
 */
export const VOTE_712_TYPES = {
  Vote: [
    { name: 'from', type: 'address' },
    { name: 'space', type: 'string' },
    { name: 'app', type: 'string' },
    { name: 'timestamp', type: 'uint64' },
    { name: 'chainId', type: 'uint256' },
    { name: 'proposal', type: 'bytes32' },
    { name: 'title', type: 'string' },
    { name: 'choice', type: 'uint32[]' },
    { name: 'labels', type: 'string[]' },
    { name: 'reason', type: 'string' },
  ],
} as const;

/** The vote type before issue 24 (it named only a row id): recognised only to tell its signer to vote again. */
export const LEGACY_VOTE_712_TYPES = {
  Vote: [
    { name: 'from', type: 'address' },
    { name: 'space', type: 'string' },
    { name: 'timestamp', type: 'uint64' },
    { name: 'proposal', type: 'uint256' },
    { name: 'choice', type: 'uint32[]' },
    { name: 'reason', type: 'string' },
  ],
} as const;

/** A proposal, as its author's wallet signs it. data is the category's fields as canonical JSON (proposalDataJson). */
export const PROPOSAL_712_TYPES = {
  Proposal: [
    { name: 'from', type: 'address' },
    { name: 'space', type: 'string' },
    { name: 'timestamp', type: 'uint64' },
    { name: 'chainId', type: 'uint256' },
    { name: 'category', type: 'string' },
    { name: 'title', type: 'string' },
    { name: 'body', type: 'string' },
    { name: 'choices', type: 'string[]' },
    { name: 'voteType', type: 'string' },
    { name: 'start', type: 'uint64' },
    { name: 'end', type: 'uint64' },
    { name: 'data', type: 'string' },
  ],
} as const;

/** A signed message's timestamp may differ from the server's clock by at most this (replays of old signatures fail). */
export const SIGNATURE_MAX_SKEW_S = 600;

/**
 * Voting power (integer VP) at the proposal's snapshot block, on the proposal's network: 1 VP per whole platform token,
 * plus a weight per LAND size for every LAND held or staked (premium parcels weigh as their base size).
 */
export const TOKEN_VP_PER_TOKEN = 1;
export const LAND_VP_WEIGHT: Readonly<Record<'1x1' | '2x1' | '2x2' | '3x3', number>> = { '1x1': 1_000, '2x1': 2_000, '2x2': 4_000, '3x3': 9_000 };
export function landVpWeight(size: LandSize | string): number {
  const base = size.replace(/P$/, '') as keyof typeof LAND_VP_WEIGHT;
  return LAND_VP_WEIGHT[base] ?? 0;
}

/** Minimum voting power to create a proposal (the condition call), per category. */
export const MIN_VP_TO_PROPOSE: Readonly<Record<ProposalCategory, number>> = { poll: 1_000, catalyst: 1_000, grant: 2_000, ban_name: 1_000, poi: 1_000 };
/** Total VP that must take part for a Yes/No proposal to pass. Polls have none: they end finished. */
export const QUORUM_VP: Readonly<Record<ProposalCategory, number>> = { poll: 0, catalyst: 2_000, grant: 5_000, ban_name: 2_000, poi: 2_000 };
/** Categories other than poll are Yes/No votes with these fixed choices (shown translated). */
export const YES_NO_CHOICES = ['Yes', 'No'] as const;

/** Proposal length limits, in seconds (docs/decisions.md: a vote runs at most 30 days and opens within 30 days). */
export const PROPOSAL_MIN_DURATION_S = 3_600;
export const PROPOSAL_MAX_DURATION_S = 30 * 86_400;
export const PROPOSAL_MAX_START_AHEAD_S = 30 * 86_400;

/** Per-choice scores: every vote adds its VP to each choice it names (1-based). */
export function tally(choiceCount: number, votes: readonly { choice: readonly number[]; vp: number }[]): number[] {
  const scores = Array.from({ length: choiceCount }, () => 0);
  for (const v of votes) for (const c of v.choice) if (c >= 1 && c <= choiceCount) scores[c - 1]! += v.vp;
  return scores;
}

/**
 * The status rule: before start pending, until end active; after the end a poll is finished, a Yes/No proposal passes
 * when the VP that voted reaches its quorum and Yes outweighs No, else it is rejected; a passed one marked enacted is enacted.
 */
export function proposalStatus(
  p: { category: ProposalCategory; start: number; end: number; enacted: boolean },
  scores: readonly number[],
  nowSec: number,
): ProposalStatus {
  if (nowSec < p.start) return 'pending';
  if (nowSec < p.end) return 'active';
  if (p.category === 'poll') return 'finished';
  const [yes = 0, no = 0] = scores;
  const passed = yes + no >= QUORUM_VP[p.category] && yes > no;
  if (!passed) return 'rejected';
  return p.enacted ? 'enacted' : 'passed';
}
