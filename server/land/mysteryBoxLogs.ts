// Reads a chain's LandMysteryBox after a cursor: its Committed logs (boxes paid and reserved), Purchased logs (drawn
// parcels, with the VRF word the contract drew from and the reward items that word gives) and Refunded logs.
import { Interface, type JsonRpcProvider, type Result } from 'ethers';
import { keyOfChainId } from '../chain/deployedChains';
import type { AppDeps } from '../context';
import { resumePoint, type Cursor } from '../chain/marketLogs';
import { onChain } from '../chain/marketReader';
import { drawRewards } from './mysteryBoxRewards';

const iface = new Interface([
  'event Committed(uint256 indexed commitId, address indexed buyer, uint256 indexed index, uint256 tokenId, uint256 amount, uint256 unitPrice)',
  'event Purchased(uint256 indexed commitId, address indexed buyer, uint256 indexed index, uint256 tokenId, uint256 amount, uint256[] landTokenIds, ' +
    'bytes32 seed)',
  'event Refunded(uint256 indexed commitId, address indexed buyer, uint256 paid)',
  'function commitment(uint256 commitId) view returns (tuple(address buyer, uint64 commitBlock, bool revealed, uint256 index, uint256 tokenId, uint256 ' +
    'amount))',
]);
const TOPICS = ['Committed', 'Purchased', 'Refunded'].map((n) => iface.getEvent(n)!.topicHash);
const BLOCKS_PER_RUN = 5_000;
const BATCH_TIMEOUT_MS = 10_000;

/** A chain's mystery box, lower case. */
export interface BoxTarget {
  rpcUrl: string;
  chainId: number;
  box: string;
}

export function boxTargetOf(d: Pick<AppDeps, 'deployments'>, chainId: number): BoxTarget | undefined {
  const key = keyOfChainId(d, chainId);
  const dep = d.deployments.get();
  if (!key || !dep) return undefined;
  return { rpcUrl: dep[key].rpcUrl, chainId, box: dep[key].contracts.mysteryBox.toLowerCase() };
}

/** A purchase paid and reserved (buyToken). Numbers the chain keeps as uint256 stay decimal strings. */
export interface BoxCommit {
  commitId: string;
  buyer: string;
  saleIndex: string;
  productId: string;
  amount: number;
  unitPrice: string;
  txHash: string;
  block: number;
}

/** A purchase drawn (reveal): its parcels and its VRF reward items. */
export interface BoxReveal extends Omit<BoxCommit, 'unitPrice' | 'txHash' | 'block'> {
  commitBlock: number;
  landTokenIds: string[];
  revealTx: string;
  rewards: { itemCode: string; cnt: number }[];
}

export interface BoxBatch {
  /** The chain no longer has the cursor's last block (restarted): index from block 0 again. */
  restart: boolean;
  toBlock: number;
  toHash: string;
  caughtUp: boolean;
  commits: BoxCommit[];
  reveals: BoxReveal[];
  /** Commit ids of purchases refunded by the admin. */
  refunds: string[];
}

const dec = (v: unknown) => (v as bigint).toString();

/** The commitment's block (the index keeps it); the seed is the VRF word the event names. */
async function revealOf(p: JsonRpcProvider, box: string, args: Result, revealTx: string): Promise<BoxReveal> {
  const commitId = args.commitId as bigint;
  const [raw] = iface.decodeFunctionResult('commitment', await p.call({ to: box, data: iface.encodeFunctionData('commitment', [commitId]) }));
  const amount = Number(args.amount as bigint);
  return {
    commitId: commitId.toString(),
    buyer: String(args.buyer).toLowerCase(),
    saleIndex: dec(args.index),
    productId: dec(args.tokenId),
    amount,
    commitBlock: Number((raw as { commitBlock: bigint }).commitBlock),
    landTokenIds: (args.landTokenIds as bigint[]).map((id) => id.toString()),
    revealTx: revealTx.toLowerCase(),
    rewards: drawRewards(String(args.seed), commitId, amount),
  };
}

/** The box's events after the cursor (from block 0 without one), at most BLOCKS_PER_RUN blocks; undefined when there is nothing new. */
export async function readBoxBatch(t: BoxTarget, cursor: Cursor | undefined): Promise<BoxBatch | undefined> {
  return onChain(
    { rpcUrl: t.rpcUrl, chainId: t.chainId, market: t.box },
    async (p) => {
      const { head, from, restart } = await resumePoint(p, cursor);
      if (from > head) return undefined;
      const to = Math.min(head, from + BLOCKS_PER_RUN - 1);
      const [logs, block] = await Promise.all([p.getLogs({ address: t.box, fromBlock: from, toBlock: to, topics: [TOPICS] }), p.getBlock(to)]);
      if (!block?.hash) throw new Error(`block ${to} missing`);
      const commits: BoxCommit[] = [];
      const reveals: BoxReveal[] = [];
      const refunds: string[] = [];
      for (const log of logs) {
        const ev = iface.parseLog(log);
        if (ev?.name === 'Committed') {
          commits.push({
            commitId: dec(ev.args.commitId),
            buyer: String(ev.args.buyer).toLowerCase(),
            saleIndex: dec(ev.args.index),
            productId: dec(ev.args.tokenId),
            amount: Number(ev.args.amount as bigint),
            unitPrice: dec(ev.args.unitPrice),
            txHash: log.transactionHash.toLowerCase(),
            block: log.blockNumber,
          });
        } else if (ev?.name === 'Purchased') {
          reveals.push(await revealOf(p, t.box, ev.args, log.transactionHash));
        } else if (ev?.name === 'Refunded') {
          refunds.push(dec(ev.args.commitId));
        }
      }
      return { restart, toBlock: to, toHash: block.hash, caughtUp: to === head, commits, reveals, refunds };
    },
    BATCH_TIMEOUT_MS,
  );
}
