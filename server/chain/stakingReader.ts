// Reads what a user already claimed from LandStaking.claimed(campaignId, user, boxType) over JSON-RPC.
import { Contract, JsonRpcProvider } from 'ethers';

const ABI = ['function claimed(uint256 campaignId, address user, uint256 boxType) view returns (uint256)'];
const TIMEOUT_MS = 4000;

function withTimeout<T>(p: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('RPC timeout')), TIMEOUT_MS);
    p.then((v) => { clearTimeout(t); resolve(v); }, (e: unknown) => { clearTimeout(t); reject(e instanceof Error ? e : new Error(String(e))); });
  });
}

/** Claimed amount per box type; throws when the chain does not answer. */
export async function claimedOnChain(p: { rpcUrl: string; chainId: number; staking: string; campaignId: number; user: string; boxTypes: number[] }): Promise<Map<number, number>> {
  // staticNetwork: no network detection round-trips (and no endless retries when the node is down).
  const provider = new JsonRpcProvider(p.rpcUrl, p.chainId, { staticNetwork: true });
  try {
    const staking = new Contract(p.staking, ABI, provider);
    const amounts = await withTimeout(Promise.all(p.boxTypes.map((t) => staking.getFunction('claimed')(p.campaignId, p.user, t) as Promise<bigint>)));
    return new Map(p.boxTypes.map((t, i) => [t, Number(amounts[i])]));
  } finally {
    provider.destroy();
  }
}
