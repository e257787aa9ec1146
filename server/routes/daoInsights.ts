// DAO insights API: transparency (the treasury's balances read from each chain, proposals by status, funded grants) and
// one address's activity (its proposals, votes and comments). Statuses follow common/domain/dao.ts over the stored votes.
import { Hono } from 'hono';
import type { z } from 'zod';
import { getAddress } from 'ethers';
import * as D from '@common/api/dao';
import { DAO } from '@common/api/paths';
import { CHAIN_KEYS } from '@common/domain/chains';
import { PROPOSAL_STATUSES, proposalStatus, tally, type ProposalCategory, type ProposalStatus } from '@common/domain/dao';
import { account, DAO_TREASURY } from '@common/localWorld/accounts';
import type { AppDeps } from '../context';
import type { Queryable } from '../db/client';
import { parseQuery } from '../http/parse';
import { treasuryOnChain, type TreasuryBalances, type TreasuryTarget } from '../chain/treasuryReader';

interface ProposalRow {
  id: number;
  chain_id: number;
  category: ProposalCategory;
  title: string;
  author: string;
  choices: unknown;
  data: unknown;
  start_time: number | string;
  end_time: number | string;
  enacted: boolean;
  created_at: number | string;
}
interface VoteRow {
  proposal_id: number;
  choice: unknown;
  vp: number;
}

type TreasuryReader = (t: TreasuryTarget) => Promise<TreasuryBalances>;
type TreasuryEntry = z.infer<typeof D.transparencyAnswer>['data']['treasury'][number];

/** JSONB arrives parsed from PostgreSQL and as text from some drivers. */
const jsonOf = <T>(v: unknown, fallback: T): T => {
  if (typeof v !== 'string') return (v ?? fallback) as T;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
};
/** A vote's choices (1-based); anything else stored counts as no choice. */
const choicesOf = (v: unknown): number[] => {
  const list = jsonOf<unknown>(v, []);
  return Array.isArray(list) ? list.filter((c): c is number => Number.isInteger(c)) : [];
};
const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const checksum = (a: string) => {
  try {
    return getAddress(a);
  } catch {
    return a;
  }
};

/** Each proposal's status by the status rule, from its votes' tally. */
async function statusesOf(q: Queryable, rows: readonly ProposalRow[], nowSec: number): Promise<Map<number, ProposalStatus>> {
  const out = new Map<number, ProposalStatus>();
  if (rows.length === 0) return out;
  const votes = await q.query<VoteRow>('SELECT proposal_id, choice, vp FROM votes WHERE proposal_id = ANY($1::int[])', [rows.map((r) => r.id)]);
  const byProposal = new Map<number, { choice: number[]; vp: number }[]>();
  for (const v of votes) {
    const list = byProposal.get(v.proposal_id) ?? [];
    list.push({ choice: choicesOf(v.choice), vp: Number(v.vp) });
    byProposal.set(v.proposal_id, list);
  }
  for (const r of rows) {
    const choices = jsonOf<unknown>(r.choices, []);
    const scores = tally(Array.isArray(choices) ? choices.length : 0, byProposal.get(r.id) ?? []);
    const p = { category: r.category, start: Number(r.start_time), end: Number(r.end_time), enacted: r.enacted };
    out.set(r.id, proposalStatus(p, scores, nowSec));
  }
  return out;
}

export function daoInsightsRoutes(d: AppDeps, readTreasury: TreasuryReader = treasuryOnChain) {
  const app = new Hono();
  const { db, config } = d;
  const nowSec = () => Math.floor(config.now() / 1000);

  /** The treasury on every local chain that answers; a chain that is down or not deployed is left out. */
  async function treasury(): Promise<TreasuryEntry[]> {
    const dep = d.deployments.get();
    if (!dep) return [];
    const address = account(DAO_TREASURY).address;
    const read = await Promise.allSettled(
      CHAIN_KEYS.map(async (key) => {
        const c = dep[key];
        const b = await readTreasury({ rpcUrl: c.rpcUrl, chainId: c.chainId, token: c.contracts.token, treasury: address });
        return { chainId: c.chainId, address, token: b.token, native: b.native };
      }),
    );
    return read.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  }

  app.get(DAO.transparency, async (c) => {
    const rows = await db.query<ProposalRow>('SELECT * FROM proposals WHERE NOT deleted ORDER BY id');
    const [statuses, balances] = await Promise.all([statusesOf(db, rows, nowSec()), treasury()]);
    const counts = Object.fromEntries(PROPOSAL_STATUSES.map((s) => [s, 0])) as Record<ProposalStatus, number>;
    for (const s of statuses.values()) counts[s] += 1;
    const grants = rows.flatMap((r) => {
      const status = statuses.get(r.id)!;
      if (r.category !== 'grant' || (status !== 'passed' && status !== 'enacted')) return [];
      const data = jsonOf<{ beneficiary?: unknown; amount?: unknown }>(r.data, {});
      const beneficiary = typeof data.beneficiary === 'string' ? checksum(data.beneficiary) : '';
      return [{ proposalId: r.id, chainId: r.chain_id, title: r.title, beneficiary, amount: Number(data.amount ?? 0), status }];
    });
    return c.json({ data: { treasury: balances, counts, grants } });
  });

  app.get(DAO.activity, async (c) => {
    const { address } = await parseQuery(c, D.activityQuery);
    const who = address.toLowerCase();
    const own = await db.query<ProposalRow>('SELECT * FROM proposals WHERE author = $1 AND NOT deleted ORDER BY created_at DESC, id DESC', [who]);
    const statuses = await statusesOf(db, own, nowSec());
    const votes = await db.query<{ proposal_id: number; title: string; choice: unknown; vp: number; created_at: number | string }>(
      `SELECT v.proposal_id, p.title, v.choice, v.vp, v.created_at FROM votes v JOIN proposals p ON p.id = v.proposal_id
       WHERE v.voter = $1 AND NOT p.deleted ORDER BY v.created_at DESC, v.proposal_id DESC`,
      [who],
    );
    const comments = await db.query<{ id: number; proposal_id: number; title: string; content: string; created_at: number | string }>(
      `SELECT c.id, c.proposal_id, p.title, c.content, c.created_at FROM comments c JOIN proposals p ON p.id = c.proposal_id
       WHERE c.author = $1 AND NOT c.deleted AND NOT p.deleted ORDER BY c.created_at DESC, c.id DESC`,
      [who],
    );
    return c.json({
      data: {
        proposals: own.map((r) => ({ id: r.id, chainId: r.chain_id, title: r.title, status: statuses.get(r.id)!, createdAt: iso(r.created_at) })),
        votes: votes.map((v) => ({
          proposalId: v.proposal_id,
          title: v.title,
          choice: choicesOf(v.choice),
          vp: Number(v.vp),
          createdAt: iso(v.created_at),
        })),
        comments: comments.map((m) => ({ id: m.id, proposalId: m.proposal_id, title: m.title, content: m.content, createdAt: iso(m.created_at) })),
      },
    });
  });

  return app;
}
