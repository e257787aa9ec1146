// Seeds the local world's DAO once the chains answer (DEV only): on each network the proposals of seedProposals.ts,
// really signed by their authors' keys, with votes really signed by the voters and their power read at the snapshot block.
// Idempotent: every proposal has a seed_key; one that exists is left as it is.
import { Wallet } from 'ethers';
import { CHAIN_KEYS } from '@common/domain/chains';
import { account, type AccountName } from '@common/localWorld/accounts';
import { canonicalJson } from '@common/domain/daoSigning';
import type { ChainDeployment } from '../../contracts/deployments';
import type { AppDeps } from '../context';
import { latestBlock, readVotePower } from './votingPower';
import { proposalDigest, signProposal, signVote } from './signatures';
import { seedDaoProposals, type SeedDaoProposal } from './seedProposals';

const keyOf = (name: AccountName) => new Wallet(account(name).privateKey);

/** One plain eth_blockNumber: a node that is not running refuses at once (ethers' provider would take a second to give up). */
async function answers(rpcUrl: string): Promise<boolean> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      signal: AbortSignal.timeout(2_000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** Seeds every network of the deployments; a network that does not answer is skipped, the others still seed. */
export async function seedDao(d: Pick<AppDeps, 'db' | 'config' | 'deployments'>): Promise<number> {
  const dep = d.deployments.get();
  if (!dep) return 0;
  const counts = await Promise.all(
    CHAIN_KEYS.map(async (key) => {
      if (!(await answers(dep[key].rpcUrl))) return 0;
      try {
        return await seedChain(d, key, dep[key]);
      } catch (e) {
        d.config.log(`[api] DAO seed skipped on ${key}: ${e instanceof Error ? e.message : 'unknown error'}`);
        return 0;
      }
    }),
  );
  const written = counts.reduce((a, b) => a + b, 0);
  if (written) d.config.log(`[api] seeded ${written} DAO proposals`);
  return written;
}

async function seedChain(d: Pick<AppDeps, 'db' | 'config'>, key: string, chain: ChainDeployment): Promise<number> {
  const plan = seedDaoProposals(account('grace').address, account('bob').address);
  const existing = new Set(
    (await d.db.query<{ seed_key: string }>('SELECT seed_key FROM proposals WHERE seed_key LIKE $1', [`${key}:%`])).map((r) => r.seed_key),
  );
  const todo = plan.filter((p) => !existing.has(`${key}:${p.key}`));
  if (!todo.length) return 0;
  const block = await latestBlock(chain);
  const names = [...new Set(todo.flatMap((p) => p.votes.map((v) => v.voter)))];
  const vp = new Map<AccountName, number>();
  for (const n of names) vp.set(n, (await readVotePower(chain, account(n).address, block)).total);
  let written = 0;
  for (const p of todo) if (await seedOne(d, key, chain.chainId, block, p, vp)) written++;
  return written;
}

async function seedOne(
  d: Pick<AppDeps, 'db' | 'config'>,
  key: string,
  chainId: number,
  block: number,
  p: SeedDaoProposal,
  vp: Map<AccountName, number>,
): Promise<boolean> {
  const nowMs = d.config.now();
  const now = Math.floor(nowMs / 1000);
  const start = now + p.startIn;
  const end = now + p.endIn;
  // Signed a minute before the start, as the create call requires; votes an hour apart after it.
  const signedAt = start - 60;
  const author = account(p.author).address;
  const message = {
    from: author,
    timestamp: signedAt,
    chainId,
    category: p.category,
    title: p.title,
    body: p.body,
    choices: p.choices,
    voteType: p.voteType,
    start,
    end,
    data: canonicalJson(p.data),
  };
  const signature = await signProposal(keyOf(p.author), message);
  const digest = proposalDigest(message);
  const votes = p.votes
    .filter((v) => (vp.get(v.voter) ?? 0) > 0)
    .map((v, i) => ({ ...v, from: account(v.voter).address, timestamp: start + (i + 1) * 3_600, reason: v.reason ?? '' }));
  return d.db.tx(async (q) => {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO proposals (chain_id, category, title, body, author, choices, start_time, end_time, created_at, vote_type, data,
        snapshot_block, enacted, signed_at, signature, seed_key, digest)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17) ON CONFLICT DO NOTHING RETURNING id`,
      [
        ...[chainId, p.category, p.title, p.body, author.toLowerCase(), JSON.stringify(p.choices), start, end, signedAt * 1000, p.voteType],
        ...[JSON.stringify(p.data), block, p.enacted ?? false, signedAt, signature, `${key}:${p.key}`, digest],
      ],
    );
    if (!row) return false;
    for (const v of votes) {
      // The vote names the proposal's digest and this deployment's space, as a wallet's vote does.
      const fields = {
        from: v.from,
        space: d.config.daoSpace,
        timestamp: v.timestamp,
        chainId,
        proposal: digest,
        title: p.title,
        choice: v.choice,
        reason: v.reason,
      };
      const sig = await signVote(keyOf(v.voter), fields, p.choices);
      await q.query(
        'INSERT INTO votes (proposal_id, voter, choice, vp, created_at, reason, signed_at, signature) VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT DO NOTHING',
        [row.id, v.from.toLowerCase(), JSON.stringify(v.choice), vp.get(v.voter), v.timestamp * 1000, v.reason, v.timestamp, sig],
      );
    }
    for (const [i, c] of p.comments.entries()) {
      await q.query('INSERT INTO comments (proposal_id, author, content, created_at) VALUES ($1,$2,$3,$4)', [
        row.id,
        account(c.author).address.toLowerCase(),
        c.content,
        (start + (i + 1) * 1_800) * 1000,
      ]);
    }
    return true;
  });
}
