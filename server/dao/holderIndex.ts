// The holder index: per chain, who received the token or LAND and from which block (server/dao/holderLogs.ts), kept by
// the shared chain-index scheduler and resume cursor. Voting power at a snapshot block asks it first.
import type { AppDeps } from '../context';
import type { Db, Queryable } from '../db/client';
import type { ChainDeployment } from '../../contracts/deployments';
import { chainIndexer, perDatabase, type ChainIndexer } from '../chain/chainIndexer';
import { applyIndexBatch, readIndexCursor } from '../chain/indexCursor';
import { readHolderBatch, type HolderBatch } from './holderLogs';

const MAX_BATCHES = 20;
const CURSOR = { table: 'holder_index_cursors', contract: 'token' } as const;

/** Writes a batch and moves the cursor in one transaction; false when another run moved the cursor first. */
export async function applyHolderBatch(db: Db, chain: ChainDeployment, before: Parameters<typeof readHolderBatch>[1], b: HolderBatch, now: number) {
  return applyIndexBatch(db, CURSOR, { chainId: chain.chainId, contract: chain.contracts.token.toLowerCase(), now }, before, b, async (q, fresh) => {
    if (fresh) await q.query('DELETE FROM holder_receipts WHERE chain_id = $1', [chain.chainId]);
    for (const r of b.receipts) {
      await q.query(
        `INSERT INTO holder_receipts (chain_id, contract, owner, token_id, first_block) VALUES ($1,$2,$3,$4,$5)
         ON CONFLICT (chain_id, owner, contract, token_id) DO UPDATE SET first_block = LEAST(holder_receipts.first_block, EXCLUDED.first_block)`,
        [chain.chainId, r.contract, r.owner, r.tokenId, r.block],
      );
    }
  });
}

/** The deployment of a chain id (any network the API was given, public ones included). */
const deploymentOf = (d: Pick<AppDeps, 'deployments'>, chainId: number) => Object.values(d.deployments.get() ?? {}).find((c) => c.chainId === chainId);

export const holderIndexer = perDatabase((d: AppDeps): ChainIndexer =>
  chainIndexer(d, 'holder index', async (chainId) => {
    const chain = deploymentOf(d, chainId);
    if (!chain) return;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const before = await readIndexCursor(d.db, CURSOR, chainId, chain.contracts.token.toLowerCase());
      const b = await readHolderBatch(chain, before);
      if (!b || !(await applyHolderBatch(d.db, chain, before, b, d.config.now())) || b.caughtUp) break;
    }
  }),
);

/** What the index knows of an address at a block: nothing (index behind the block), or its receipts up to it. */
export type HolderView = { covered: false } | { covered: true; received: boolean; land1155Ids: bigint[] };

export async function holderView(q: Queryable, chain: ChainDeployment, address: string, block: number): Promise<HolderView> {
  const cursor = await readIndexCursor(q, CURSOR, chain.chainId, chain.contracts.token.toLowerCase());
  if (!cursor || cursor.nextBlock <= block) return { covered: false };
  const rows = await q.query<{ contract: string; token_id: string }>(
    'SELECT contract, token_id FROM holder_receipts WHERE chain_id = $1 AND owner = $2 AND first_block <= $3',
    [chain.chainId, address.toLowerCase(), block],
  );
  const land1155Ids = rows.filter((r) => r.contract === 'land1155').map((r) => BigInt(r.token_id));
  return { covered: true, received: rows.length > 0, land1155Ids };
}
