// The EIP-712 payloads of the DAO, built once: what the wallet signs (eth_signTypedData_v4) and what the server and
// any reader re-check with ethers' verifyTypedData. Same builder on every side, so a field can never differ.
import { DAO_APP, DAO_EIP712_DOMAIN, DAO_SPACE, LEGACY_VOTE_712_TYPES, PROPOSAL_712_TYPES, VOTE_712_TYPES } from './dao';

export interface VoteFields {
  from: string;
  /** This deployment's id (the API's configuration; the proposal answer's `space`). */
  space: string;
  timestamp: number;
  chainId: number;
  /** The proposal's digest (the proposal answer's `digest`, bytes32). */
  proposal: string;
  title: string;
  /** 1-based choices: one for a single-choice vote, every approved one for approval voting. */
  choice: readonly number[];
  reason: string;
}

/** What a proposal gives a vote: the texts of the chosen choices (for the wallet's screen). */
export const choiceLabels = (choices: readonly string[], choice: readonly number[]) => choice.map((c) => choices[c - 1] ?? '');

export interface ProposalFields {
  from: string;
  timestamp: number;
  chainId: number;
  category: string;
  title: string;
  body: string;
  choices: readonly string[];
  voteType: string;
  start: number;
  end: number;
  /** The category's fields as canonical JSON (canonicalJson). */
  data: string;
}

/** What a vote takes from the proposal answer it is cast on (its digest and this deployment's space name it). */
export interface VotedProposal {
  chainId: number;
  title: string;
  choices: readonly string[];
  digest?: string;
  space?: string;
}

/** The typed data of a vote on proposal p (the wallet signs it; the browser re-checks stored votes with it). */
export function voteOn(p: VotedProposal, v: { from: string; timestamp: number; choice: readonly number[]; reason: string }) {
  if (!p.digest || !p.space) throw new Error('The proposal answer names no digest or space to vote on');
  return voteTypedData({ ...v, space: p.space, chainId: p.chainId, proposal: p.digest, title: p.title }, p.choices);
}

/** The typed data of a vote, in the shape eth_signTypedData_v4 and ethers' verifyTypedData take; choices are the proposal's. */
export function voteTypedData(v: VoteFields, choices: readonly string[]) {
  return {
    domain: DAO_EIP712_DOMAIN,
    types: VOTE_712_TYPES,
    primaryType: 'Vote' as const,
    message: {
      from: v.from,
      space: v.space,
      app: DAO_APP,
      timestamp: v.timestamp,
      chainId: v.chainId,
      proposal: v.proposal,
      title: v.title,
      choice: [...v.choice],
      labels: choiceLabels(choices, v.choice),
      reason: v.reason,
    },
  };
}

/** The pre-issue-24 vote (a row id as proposal): only ever verified, to answer "vote again". */
export function legacyVoteTypedData(v: { from: string; timestamp: number; proposal: number; choice: readonly number[]; reason: string }) {
  return {
    domain: DAO_EIP712_DOMAIN,
    types: LEGACY_VOTE_712_TYPES,
    primaryType: 'Vote' as const,
    message: { from: v.from, space: DAO_SPACE, timestamp: v.timestamp, proposal: v.proposal, choice: [...v.choice], reason: v.reason },
  };
}

export function proposalTypedData(p: ProposalFields) {
  return {
    domain: DAO_EIP712_DOMAIN,
    types: PROPOSAL_712_TYPES,
    primaryType: 'Proposal' as const,
    message: { ...p, space: DAO_SPACE, choices: [...p.choices] },
  };
}

/** JSON with sorted keys: the same category fields always give the same signed text. */
export function canonicalJson(data: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(data).sort(([a], [b]) => a.localeCompare(b))));
}

/**
 * The JSON string eth_signTypedData_v4 takes (EIP712Domain listed, as wallets require). BigInt-free: every number here
 * fits a JavaScript number.
 */
export function typedDataJson(t: {
  domain: Record<string, unknown>;
  types: Record<string, readonly { name: string; type: string }[]>;
  primaryType: string;
  message: Record<string, unknown>;
}): string {
  const domainType = Object.keys(t.domain).map((name) => ({
    name,
    type: name === 'chainId' ? 'uint256' : name === 'verifyingContract' ? 'address' : 'string',
  }));
  return JSON.stringify({ domain: t.domain, types: { EIP712Domain: domainType, ...t.types }, primaryType: t.primaryType, message: t.message });
}
