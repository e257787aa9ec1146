// The EIP-712 payloads of the DAO, built once: what the wallet signs (eth_signTypedData_v4) and what the server and
// any reader re-check with ethers' verifyTypedData. Same builder on every side, so a field can never differ.
import { DAO_EIP712_DOMAIN, DAO_SPACE, PROPOSAL_712_TYPES, VOTE_712_TYPES } from './dao';

export interface VoteFields {
  from: string;
  timestamp: number;
  proposal: number;
  /** 1-based choices: one for a single-choice vote, every approved one for approval voting. */
  choice: readonly number[];
  reason: string;
}

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

/** The typed data of a vote, in the shape eth_signTypedData_v4 and ethers' verifyTypedData take. */
export function voteTypedData(v: VoteFields) {
  return {
    domain: DAO_EIP712_DOMAIN,
    types: VOTE_712_TYPES,
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
