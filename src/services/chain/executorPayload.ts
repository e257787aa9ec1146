// Payloads for the signer-based executor: what the reference API signs and the user submits with execTransaction.
import { AbiCoder, getBytes, keccak256, type Signer } from 'ethers';
import { LandStaking__factory } from '../../../abi/types';

export interface ExecCall {
  /** Contract the executor calls (the staking contract for claims). */
  target: string;
  callData: string;
  /** Any unused 256-bit number; each nonce runs once. */
  nonce: bigint;
  /** Unix seconds after which the payload is refused. */
  deadline: bigint;
}

const coder = AbiCoder.defaultAbiCoder();

/** The `data` argument of execTransaction. */
function encodeExecPayload(call: ExecCall): string {
  return coder.encode(['address', 'bytes', 'uint256', 'uint256'], [call.target, call.callData, call.nonce, call.deadline]);
}

/** Same as the contract's payloadHash(data): binds the chain and the executor address. */
function execPayloadHash(chainId: bigint | number, executor: string, data: string): string {
  return keccak256(coder.encode(['uint256', 'address', 'bytes32'], [chainId, executor, keccak256(data)]));
}

/** EIP-191 personal signature over the payload hash, as a listed signer would produce it. */
export async function signExecPayload(signer: Signer, chainId: bigint | number, executor: string, data: string): Promise<string> {
  return signer.signMessage(getBytes(execPayloadHash(chainId, executor, data)));
}

export interface ClaimRewardCall {
  staking: string;
  campaignId: bigint | number;
  user: string;
  rewards: readonly { boxType: number; amount: number | bigint }[];
  nonce: bigint;
  deadline: bigint;
}

/** Builds the execTransaction `data` that mints reward boxes to `user` through LandStaking.claimReward. */
export function encodeClaimRewardPayload(claim: ClaimRewardCall): string {
  const callData = LandStaking__factory.createInterface().encodeFunctionData('claimReward', [
    claim.campaignId,
    claim.user,
    claim.rewards.map((r) => r.boxType),
    claim.rewards.map((r) => r.amount),
  ]);
  return encodeExecPayload({ target: claim.staking, callData, nonce: claim.nonce, deadline: claim.deadline });
}
