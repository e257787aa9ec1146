// EIP-712 checks of proposals and votes: the same builders the wallet signed (common/domain/daoSigning.ts), verified
// with ethers' verifyTypedData; the signer must be the address the message names.
import { verifyTypedData, type TypedDataField } from 'ethers';
import { SIGNATURE_MAX_SKEW_S } from '../../common/domain/dao';
import { proposalTypedData, voteTypedData, type ProposalFields, type VoteFields } from '../../common/domain/daoSigning';
import { ApiError, badInput } from '../http/errors';

type Typed = { domain: Record<string, unknown>; types: Record<string, readonly { name: string; type: string }[]>; message: Record<string, unknown> };

/** The lower-case signer of t, or undefined when the signature cannot be recovered. */
export function signerOf(t: Typed, signature: string): string | undefined {
  try {
    return verifyTypedData(t.domain, t.types as unknown as Record<string, TypedDataField[]>, t.message, signature).toLowerCase();
  } catch {
    return undefined;
  }
}

export const voteSignedBy = (v: VoteFields, signature: string, address: string) => signerOf(voteTypedData(v), signature) === address.toLowerCase();
export const proposalSignedBy = (p: ProposalFields, signature: string, address: string) => signerOf(proposalTypedData(p), signature) === address.toLowerCase();

/** A signature made now: its timestamp within SIGNATURE_MAX_SKEW_S of the server's clock (old signatures cannot be replayed). */
export function checkFresh(timestamp: number, nowSec: number): void {
  if (Math.abs(nowSec - timestamp) > SIGNATURE_MAX_SKEW_S)
    throw badInput('error-msg-signature-time', `The signed timestamp is more than ${SIGNATURE_MAX_SKEW_S} s from the server's clock`, 'timestamp');
}

export const badSignature = (what: 'vote' | 'proposal') =>
  new ApiError(403, `error-msg-${what}-signature`, `The signature does not match the ${what} and its signer`, 'signature');

type Signer = { signTypedData(domain: Record<string, unknown>, types: Record<string, TypedDataField[]>, value: Record<string, unknown>): Promise<string> };
const sign = (w: Signer, t: Typed) => w.signTypedData(t.domain, t.types as unknown as Record<string, TypedDataField[]>, t.message);

/** A vote signed as a wallet signs it (the seed and the tests; browsers sign through eth_signTypedData_v4). */
export const signVote = (w: Signer, v: VoteFields) => sign(w, voteTypedData(v));
export const signProposal = (w: Signer, p: ProposalFields) => sign(w, proposalTypedData(p));
