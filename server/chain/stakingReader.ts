// Reads LandStaking over JSON-RPC: what a user deposited in a campaign (Deposited events) and already claimed.
import { Contract, Interface, zeroPadValue, toBeHex } from 'ethers';
import { rpcProvider } from './rpcProvider';

const ABI = [
  'function claimed(uint256 campaignId, address user, uint256 boxType) view returns (uint256)',
  'event Deposited(uint256 indexed campaignId, address indexed user, address indexed token, uint256 tokenId, uint256 amount)',
];
const iface = new Interface(ABI);
const TIMEOUT_MS = 4000;

function withTimeout<T>(p: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('RPC timeout')), TIMEOUT_MS);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Claimed amount per box type; throws when the chain does not answer. */
export async function claimedOnChain(p: {
  rpcUrl: string;
  chainId: number;
  staking: string;
  campaignId: number;
  user: string;
  boxTypes: number[];
  /** The block to read at; the latest when absent. */
  block?: number;
}): Promise<Map<number, number>> {
  // staticNetwork: no network detection round-trips (and no endless retries when the node is down).
  const provider = rpcProvider(p.rpcUrl, p.chainId);
  try {
    const staking = new Contract(p.staking, ABI, provider);
    const amounts = await withTimeout(
      Promise.all(p.boxTypes.map((t) => staking.getFunction('claimed')(p.campaignId, p.user, t, { blockTag: p.block ?? 'latest' }) as Promise<bigint>)),
    );
    return new Map(p.boxTypes.map((t, i) => [t, Number(amounts[i])]));
  } finally {
    provider.destroy();
  }
}

/** The chain's latest block number; throws when the chain does not answer (within the same time as the reads here). */
export async function blockNumberOnChain(p: { rpcUrl: string; chainId: number }): Promise<number> {
  const provider = rpcProvider(p.rpcUrl, p.chainId);
  try {
    return await withTimeout(provider.getBlockNumber());
  } finally {
    provider.destroy();
  }
}

export interface Deposit {
  standard: 721 | 1155;
  tokenId: string;
  amount: number;
}

/**
 * Everything a user deposited in a campaign, from the Deposited events (a later unlock does not take
 * away the reward of a campaign the LAND was staked in). Throws when the chain does not answer.
 */
export async function depositsOnChain(p: {
  rpcUrl: string;
  chainId: number;
  staking: string;
  land721: string;
  land1155: string;
  campaignId: number;
  user: string;
  /** The last block to read; the latest when absent. */
  block?: number;
}): Promise<Deposit[]> {
  const provider = rpcProvider(p.rpcUrl, p.chainId);
  try {
    const topic = iface.getEvent('Deposited')!.topicHash;
    const logs = await withTimeout(
      provider.getLogs({
        address: p.staking,
        fromBlock: 0,
        toBlock: p.block ?? 'latest',
        topics: [topic, zeroPadValue(toBeHex(p.campaignId), 32), zeroPadValue(p.user, 32)],
      }),
    );
    const sums = new Map<string, Deposit>();
    for (const log of logs) {
      const ev = iface.parseLog(log);
      if (!ev) continue;
      const token = String(ev.args.token).toLowerCase();
      const standard = token === p.land721.toLowerCase() ? 721 : token === p.land1155.toLowerCase() ? 1155 : undefined;
      if (!standard) continue;
      const tokenId = (ev.args.tokenId as bigint).toString();
      const k = `${standard}:${tokenId}`;
      const prev = sums.get(k);
      sums.set(k, { standard, tokenId, amount: (prev?.amount ?? 0) + Number(ev.args.amount as bigint) });
    }
    return [...sums.values()];
  } finally {
    provider.destroy();
  }
}
