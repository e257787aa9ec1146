// Reads what changed on a LandMarket since a block: the listings its Listed/Unlisted/Traded logs name, as getItem shows them.
import { Contract, Interface, type JsonRpcProvider } from 'ethers';
import { MARKET_ABI, onChain, toListing, type ChainTarget, type Listing, type RawListing } from './marketReader';

const iface = new Interface(MARKET_ABI);
const TOPICS = ['Listed', 'Unlisted', 'Traded'].map((n) => iface.getEvent(n)!.topicHash);
/** Blocks read per run; a long backlog is read over several runs (public RPCs cap getLogs ranges). */
export const BLOCKS_PER_RUN = 5_000;
/** A batch is many calls (logs, blocks, one getItem per listing named): it gets longer than a single read. */
const BATCH_TIMEOUT_MS = 10_000;

/** A listing as the chain shows it at the batch's last block. */
export interface ChainListing extends Listing {
  isErc1155: boolean;
  /** Block and time (ms) of its Listed log, when the log is in this batch. */
  listedBlock?: number;
  listedAt?: number;
}

export interface MarketBatch {
  /** The chain no longer has the block the cursor was at (restarted or reorganised): index from the start again. */
  restart: boolean;
  fromBlock: number;
  /** Last block read (fromBlock - 1 when there was nothing new). */
  toBlock: number;
  toHash: string;
  /** toBlock is the chain's head: nothing more to read now. */
  caughtUp: boolean;
  listings: ChainListing[];
  /** The batch's Traded logs in chain order (block, then log index). */
  trades: ChainTrade[];
}

/** One Traded log: a purchase on chain, made in the app or outside it; (txHash, logIndex) names it once per chain. */
export interface ChainTrade {
  itemId: bigint;
  buyer: string;
  amount: bigint;
  total: bigint;
  txHash: string;
  logIndex: number;
  /** Its block: a reorganisation that drops the block undoes the trade (marketReorg.ts). */
  blockNumber: number;
  blockHash: string;
}

export interface Cursor {
  nextBlock: number;
  lastHash: string;
}

/**
 * Where an index goes on: the block after its cursor, or block 0 with restart when the chain no longer has the last block
 * read (a restarted or reorganised chain).
 */
export async function resumePoint(p: JsonRpcProvider, cursor: Cursor | undefined): Promise<{ head: number; from: number; restart: boolean }> {
  const head = await p.getBlockNumber();
  const from = cursor?.nextBlock ?? 0;
  if (from === 0) return { head, from, restart: false };
  const last = from - 1 <= head ? await p.getBlock(from - 1) : null;
  return !last || last.hash !== cursor?.lastHash ? { head, from: 0, restart: true } : { head, from, restart: false };
}

async function blockOf(p: JsonRpcProvider, n: number) {
  const b = await p.getBlock(n);
  if (!b?.hash) throw new Error(`block ${n} missing`);
  return b;
}

/** What changed on the market after the cursor (from block 0 without one), up to BLOCKS_PER_RUN blocks. */
export async function readMarketBatch(t: ChainTarget, cursor: Cursor | undefined): Promise<MarketBatch> {
  return onChain(
    t,
    async (p) => {
      const { head, from, restart } = await resumePoint(p, cursor);
      if (from > head) return { restart, fromBlock: from, toBlock: from - 1, toHash: cursor?.lastHash ?? '', caughtUp: true, listings: [], trades: [] };
      const to = Math.min(head, from + BLOCKS_PER_RUN - 1);
      const [logs, toBlock] = await Promise.all([p.getLogs({ address: t.market, fromBlock: from, toBlock: to, topics: [TOPICS] }), blockOf(p, to)]);
      const ids = new Map<bigint, number | undefined>();
      const trades: ChainTrade[] = [];
      for (const log of logs) {
        const ev = iface.parseLog(log);
        if (!ev) continue;
        const id = ev.args.itemId as bigint;
        if (ev.name === 'Traded') {
          const { buyer, amount, total } = ev.args as unknown as { buyer: string; amount: bigint; total: bigint };
          trades.push({
            itemId: id,
            buyer: buyer.toLowerCase(),
            amount,
            total,
            txHash: log.transactionHash.toLowerCase(),
            logIndex: log.index,
            blockNumber: log.blockNumber,
            blockHash: log.blockHash,
          });
        }
        if (ev.name === 'Listed') ids.set(id, log.blockNumber);
        else if (!ids.has(id)) ids.set(id, undefined);
      }
      const listedBlocks = [...new Set([...ids.values()].filter((v): v is number => v !== undefined))];
      const times = new Map(await Promise.all(listedBlocks.map(async (n) => [n, (await blockOf(p, n)).timestamp * 1000] as const)));
      const market = new Contract(t.market, MARKET_ABI, p);
      const listings = await Promise.all(
        [...ids].map(async ([id, listedBlock]) => {
          const r = (await market.getFunction('getItem')(id, { blockTag: to })) as RawListing;
          const listing: ChainListing = { ...toListing(r), isErc1155: r.isErc1155 };
          return listedBlock === undefined ? listing : { ...listing, listedBlock, listedAt: times.get(listedBlock) };
        }),
      );
      return { restart, fromBlock: from, toBlock: to, toHash: toBlock.hash!, caughtUp: to === head, listings, trades };
    },
    BATCH_TIMEOUT_MS,
  );
}
