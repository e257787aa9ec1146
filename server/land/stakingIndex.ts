// Keeps land_stakes following each chain's LandStaking (Deposited adds, Withdrawn takes away; a restake emits both),
// and gives LAND the mystery box hands out (leaving the platform's stock) its buyer in land_holdings.
import { Interface, zeroPadValue } from 'ethers';
import { keyOfChainId } from '../chain/deployedChains';
import type { AppDeps } from '../context';
import type { Db, Queryable } from '../db/client';
import { chainIndexer, perDatabase, type ChainIndexer } from '../chain/chainIndexer';
import { resumePoint, type Cursor } from '../chain/marketLogs';
import { applyIndexBatch, readIndexCursor } from '../chain/indexCursor';
import { onChain } from '../chain/marketReader';

const iface = new Interface([
  'event Deposited(uint256 indexed campaignId, address indexed user, address indexed token, uint256 tokenId, uint256 amount)',
  'event Withdrawn(uint256 indexed campaignId, address indexed user, address indexed token, uint256 tokenId, uint256 amount)',
]);
const TOPICS = ['Deposited', 'Withdrawn'].map((n) => iface.getEvent(n)!.topicHash);
const transfer = new Interface(['event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)']);
const TRANSFER = transfer.getEvent('Transfer')!.topicHash;
const BLOCKS_PER_RUN = 5_000;
const BATCH_TIMEOUT_MS = 10_000;
const MAX_BATCHES = 20;

/** A chain's staking contract and the LAND collections it takes, lower case. */
export interface StakingTarget {
  rpcUrl: string;
  chainId: number;
  staking: string;
  land721: string;
  land1155: string;
  /** The 4th LAND sale's box: its ERC-721 LAND stock leaves it to the buyer on reveal. */
  mysteryBox: string;
}

/** One Deposited (+) or Withdrawn (-) of LAND. */
export interface StakeChange {
  campaignId: number;
  owner: string;
  standard: 721 | 1155;
  tokenId: string;
  delta: number;
}

export interface StakingBatch {
  /** The chain no longer has the cursor's last block (restarted): index from block 0 again. */
  restart: boolean;
  toBlock: number;
  toHash: string;
  caughtUp: boolean;
  changes: StakeChange[];
  /** ERC-721 LAND the mystery box handed to a buyer. */
  boxSales: { tokenId: string; buyer: string }[];
}

export function stakingTargetOf(d: Pick<AppDeps, 'deployments'>, chainId: number): StakingTarget | undefined {
  const key = keyOfChainId(d, chainId);
  const dep = d.deployments.get();
  if (!key || !dep) return undefined;
  const { contracts, rpcUrl } = dep[key];
  const low = (a: string) => a.toLowerCase();
  return {
    rpcUrl,
    chainId,
    staking: low(contracts.staking),
    land721: low(contracts.land721),
    land1155: low(contracts.land1155),
    mysteryBox: low(contracts.mysteryBox),
  };
}

/** The staking events after the cursor (from block 0 without one), at most BLOCKS_PER_RUN blocks; undefined when there is nothing new. */
export async function readStakingBatch(t: StakingTarget, cursor: Cursor | undefined): Promise<StakingBatch | undefined> {
  return onChain(
    { rpcUrl: t.rpcUrl, chainId: t.chainId, market: t.staking },
    async (p) => {
      const { head, from, restart } = await resumePoint(p, cursor);
      if (from > head) return undefined;
      const to = Math.min(head, from + BLOCKS_PER_RUN - 1);
      const [logs, sold, block] = await Promise.all([
        p.getLogs({ address: t.staking, fromBlock: from, toBlock: to, topics: [TOPICS] }),
        p.getLogs({ address: t.land721, fromBlock: from, toBlock: to, topics: [TRANSFER, zeroPadValue(t.mysteryBox, 32)] }),
        p.getBlock(to),
      ]);
      if (!block?.hash) throw new Error(`block ${to} missing`);
      const changes: StakeChange[] = [];
      for (const log of logs) {
        const ev = iface.parseLog(log);
        if (!ev) continue;
        const token = String(ev.args.token).toLowerCase();
        const standard = token === t.land721 ? 721 : token === t.land1155 ? 1155 : undefined;
        if (!standard) continue;
        const amount = Number(ev.args.amount as bigint);
        changes.push({
          campaignId: Number(ev.args.campaignId as bigint),
          owner: String(ev.args.user).toLowerCase(),
          standard,
          tokenId: (ev.args.tokenId as bigint).toString(),
          delta: ev.name === 'Deposited' ? amount : -amount,
        });
      }
      const boxSales = sold.flatMap((log) => {
        const ev = transfer.parseLog(log);
        return ev ? [{ tokenId: (ev.args.tokenId as bigint).toString(), buyer: String(ev.args.to).toLowerCase() }] : [];
      });
      return { restart, toBlock: to, toHash: block.hash, caughtUp: to === head, changes, boxSales };
    },
    BATCH_TIMEOUT_MS,
  );
}

const CURSOR = { table: 'staking_index_cursors', contract: 'staking' } as const;

/**
 * What the index wrote for a chain, undone before it reads the chain again from block 0 (a first run, a restarted or
 * reorganised chain): the stakes, and the holders it gave the box's LAND, unless a trade has moved that LAND since (the
 * market index owns that row then). Sales still on chain are given back by the re-read.
 */
async function forgetChain(q: Queryable, chainId: number): Promise<void> {
  await q.query('DELETE FROM land_stakes WHERE chain_id = $1', [chainId]);
  await q.query(
    `DELETE FROM land_holdings h USING box_land_sales s
     WHERE s.chain_id = $1 AND h.chain_id = $1 AND h.standard = 721 AND h.token_id = s.token_id AND h.owner = s.buyer`,
    [chainId],
  );
  await q.query('DELETE FROM box_land_sales WHERE chain_id = $1', [chainId]);
}

/**
 * Writes a batch and moves the cursor in one transaction; on a first run or a restart the chain's stakes are rebuilt
 * from scratch. False when another run moved the cursor meanwhile (nothing of ours is kept).
 */
export async function applyStakingBatch(
  db: Db,
  t: Pick<StakingTarget, 'chainId' | 'staking'>,
  before: Cursor | undefined,
  b: StakingBatch,
  now: number,
): Promise<boolean> {
  return applyIndexBatch(db, CURSOR, { chainId: t.chainId, contract: t.staking, now }, before, b, async (q, fresh) => {
    if (fresh) await forgetChain(q, t.chainId);
    for (const c of b.changes) {
      await q.query(
        `INSERT INTO land_stakes (chain_id, campaign_id, owner, standard, token_id, amount) VALUES ($1,$2,$3,$4,$5,GREATEST($6, 0))
         ON CONFLICT (chain_id, campaign_id, owner, standard, token_id) DO UPDATE SET amount = GREATEST(land_stakes.amount + $6, 0)`,
        [t.chainId, c.campaignId, c.owner, c.standard, c.tokenId, c.delta],
      );
    }
    await q.query('DELETE FROM land_stakes WHERE chain_id = $1 AND amount = 0', [t.chainId]);
    // The first holder of a box's LAND is its buyer; later moves are the market's (a batch read again changes nothing).
    for (const sale of b.boxSales) {
      await q.query(
        `INSERT INTO land_holdings (chain_id, standard, token_id, owner, quantity) SELECT $1, 721, $2, $3, 1
         WHERE NOT EXISTS (SELECT 1 FROM land_holdings WHERE chain_id = $1 AND standard = 721 AND token_id = $2)`,
        [t.chainId, sale.tokenId, sale.buyer],
      );
      await q.query('INSERT INTO box_land_sales (chain_id, token_id, buyer) VALUES ($1,$2,$3) ON CONFLICT (chain_id, token_id) DO NOTHING', [
        t.chainId,
        sale.tokenId,
        sale.buyer,
      ]);
    }
  });
}

/**
 * The LAND staked now on a chain, one row per campaign, owner and token: the staking index once it has read the
 * chain's staking contract, else the API's seeded stakes (a chain never reached, or no deployment).
 */
export async function currentStakes(
  db: Queryable,
  chainId: number,
  staking: string | undefined,
): Promise<{ campaign_id: number; owner: string; standard: number; token_id: string; amount: number }[]> {
  const indexed = staking ? await readIndexCursor(db, CURSOR, chainId, staking) : undefined;
  const table = indexed ? 'land_stakes' : 'stakes';
  return db.query(`SELECT campaign_id, owner, standard, token_id, amount FROM ${table} WHERE chain_id = $1 AND amount > 0`, [chainId]);
}

export type StakingIndexer = ChainIndexer;

/** The staking index of this API instance. */
export const stakingIndexer = perDatabase((d): StakingIndexer =>
  chainIndexer(d, 'staking index', async (chainId) => {
    const t = stakingTargetOf(d, chainId);
    if (!t) return;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const before = await readIndexCursor(d.db, CURSOR, t.chainId, t.staking);
      const b = await readStakingBatch(t, before);
      if (!b || !(await applyStakingBatch(d.db, t, before, b, d.config.now())) || b.caughtUp) break;
    }
  }),
);
