// Builds and signs the SignerExecutor payload that runs LandStaking.claimReward for a user.
import { AbiCoder, Interface, getBytes, hexlify, keccak256, randomBytes, type Signer } from 'ethers';

const staking = new Interface(['function claimReward(uint256 campaignId, address user, uint256[] boxTypes, uint256[] amounts)']);
const coder = AbiCoder.defaultAbiCoder();

export interface SignedClaim {
  data: string;
  signature: string;
  nonce: string;
  deadline: number;
}

/**
 * data = abi.encode(address target, bytes callData, uint256 nonce, uint256 deadline);
 * signature = EIP-191 personal signature of keccak256(abi.encode(chainId, executor, keccak256(data))),
 * exactly what SignerExecutor.payloadHash + execTransaction check. The signer is the configured claim key
 * (server/chain/claimKey.ts); the contract caps what it mints at the user's entitlement whatever is signed here.
 */
export async function signClaim(
  signer: Signer,
  p: {
    chainId: number;
    executor: string;
    staking: string;
    campaignId: number;
    user: string;
    boxes: { boxType: number; amount: number }[];
    deadline: number;
  },
): Promise<SignedClaim> {
  const callData = staking.encodeFunctionData('claimReward', [p.campaignId, p.user, p.boxes.map((b) => b.boxType), p.boxes.map((b) => b.amount)]);
  const nonce = BigInt(hexlify(randomBytes(16))).toString();
  const data = coder.encode(['address', 'bytes', 'uint256', 'uint256'], [p.staking, callData, nonce, p.deadline]);
  const payloadHash = keccak256(coder.encode(['uint256', 'address', 'bytes32'], [p.chainId, p.executor, keccak256(data)]));
  const signature = await signer.signMessage(getBytes(payloadHash));
  return { data, signature, nonce, deadline: p.deadline };
}
