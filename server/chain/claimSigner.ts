// Builds and signs the SignerExecutor payload that runs LandStaking.claimReward for a user.
import { AbiCoder, Interface, Wallet, getBytes, hexlify, keccak256, randomBytes } from 'ethers';
import { CLAIM_SIGNER, account } from '../../common/localWorld/accounts';

const staking = new Interface(['function claimReward(uint256 campaignId, address user, uint256[] boxTypes, uint256[] amounts)']);
const coder = AbiCoder.defaultAbiCoder();

/** Hardhat account #1 (a public test key), the executor's listed signer in the local world. */
const signer = new Wallet(account(CLAIM_SIGNER).privateKey);

export interface SignedClaim {
  data: string;
  signature: string;
  nonce: string;
  deadline: number;
}

/**
 * data = abi.encode(address target, bytes callData, uint256 nonce, uint256 deadline);
 * signature = EIP-191 personal signature of keccak256(abi.encode(chainId, executor, keccak256(data))),
 * exactly what SignerExecutor.payloadHash + execTransaction check.
 */
export async function signClaim(p: {
  chainId: number;
  executor: string;
  staking: string;
  campaignId: number;
  user: string;
  boxes: { boxType: number; amount: number }[];
  deadline: number;
}): Promise<SignedClaim> {
  const callData = staking.encodeFunctionData('claimReward', [p.campaignId, p.user, p.boxes.map((b) => b.boxType), p.boxes.map((b) => b.amount)]);
  const nonce = BigInt(hexlify(randomBytes(16))).toString();
  const data = coder.encode(['address', 'bytes', 'uint256', 'uint256'], [p.staking, callData, nonce, p.deadline]);
  const payloadHash = keccak256(coder.encode(['uint256', 'address', 'bytes32'], [p.chainId, p.executor, keccak256(data)]));
  const signature = await signer.signMessage(getBytes(payloadHash));
  return { data, signature, nonce, deadline: p.deadline };
}
