// EIP-712 checks of proposals and votes: the same builders the wallet signed (common/domain/daoSigning.ts), verified
// with ethers' verifyTypedData; the signer must be the address the message names, in the one canonical spelling.
import { TypedDataEncoder, verifyTypedData, type TypedDataField } from 'ethers';
import { SIGNATURE_MAX_SKEW_S } from '@common/domain/dao';
import { legacyVoteTypedData, proposalTypedData, voteTypedData, type ProposalFields, type VoteFields } from '@common/domain/daoSigning';
import { isCanonicalSignature } from '../chain/claimRequest';
import { ApiError, badInput } from '../http/errors';

type Typed = { domain: Record<string, unknown>; types: Record<string, readonly { name: string; type: string }[]>; message: Record<string, unknown> };
const fields = (t: Typed) => t.types as unknown as Record<string, TypedDataField[]>;

/**
 * The lower-case signer of t, or undefined when the signature is not canonical (v 27/28, low s: the claim request's
 * rule, so one signed message has one spelling) or cannot be recovered.
 */
export function signerOf(t: Typed, signature: string): string | undefined {
  if (!isCanonicalSignature(signature)) return undefined;
  try {
    return verifyTypedData(t.domain, fields(t), t.message, signature).toLowerCase();
  } catch {
    return undefined;
  }
}

export const voteSignedBy = (v: VoteFields, choices: readonly string[], signature: string, address: string) =>
  signerOf(voteTypedData(v, choices), signature) === address.toLowerCase();
export const legacyVoteSignedBy = (v: Parameters<typeof legacyVoteTypedData>[0], signature: string, address: string) =>
  signerOf(legacyVoteTypedData(v), signature) === address.toLowerCase();
export const proposalSignedBy = (p: ProposalFields, signature: string, address: string) => signerOf(proposalTypedData(p), signature) === address.toLowerCase();

/** The EIP-712 digest of a signed proposal: what its unique key is and what a vote names (bytes32). */
export function proposalDigest(p: ProposalFields): string {
  const t = proposalTypedData(p);
  return TypedDataEncoder.hash(t.domain, fields(t), t.message);
}

/** A signature made now: its timestamp within SIGNATURE_MAX_SKEW_S of the server's clock (old signatures cannot be replayed). */
export function checkFresh(timestamp: number, nowSec: number): void {
  if (Math.abs(nowSec - timestamp) > SIGNATURE_MAX_SKEW_S)
    throw badInput('error-msg-signature-time', `The signed timestamp is more than ${SIGNATURE_MAX_SKEW_S} s from the server's clock`, 'timestamp');
}

export const badSignature = (what: 'vote' | 'proposal') =>
  new ApiError(403, `error-msg-${what}-signature`, `The signature does not match the ${what} and its signer`, 'signature');
export const outdatedVote = () =>
  new ApiError(400, 'error-msg-vote-outdated', 'This vote was signed in the old format, which names no proposal digest: sign the vote again', 'signature');
export const duplicateProposal = () => new ApiError(409, 'error-msg-proposal-duplicate', 'This signed proposal is already stored', 'signature');

type Signer = { signTypedData(domain: Record<string, unknown>, types: Record<string, TypedDataField[]>, value: Record<string, unknown>): Promise<string> };
const sign = (w: Signer, t: Typed) => w.signTypedData(t.domain, fields(t), t.message);

/** A vote signed as a wallet signs it (the seed and the tests; browsers sign through eth_signTypedData_v4). */
export const signVote = (w: Signer, v: VoteFields, choices: readonly string[]) => sign(w, voteTypedData(v, choices));
export const signProposal = (w: Signer, p: ProposalFields) => sign(w, proposalTypedData(p));
/** The pre-issue-24 vote, for the test that it is refused with "vote again". */
export const signLegacyVote = (w: Signer, v: Parameters<typeof legacyVoteTypedData>[0]) => sign(w, legacyVoteTypedData(v));
