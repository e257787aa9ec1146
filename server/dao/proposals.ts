// Proposal rows: reading, the answer shape (status from proposalStatus() over the stored votes' tally) and the list query.
import { getAddress } from 'ethers';
import type { Proposal } from '@common/api/dao';
import { QUORUM_VP, SNAPSHOT_TYPE, proposalStatus, tally, type ProposalCategory, type VoteType } from '@common/domain/dao';
import { canonicalJson } from '@common/domain/daoSigning';
import type { Queryable } from '../db/client';
import { notFound } from '../http/errors';
import { proposalDigest } from './signatures';

export interface ProposalRow {
  id: number;
  chain_id: number;
  category: ProposalCategory;
  title: string;
  body: string;
  author: string;
  choices: string[] | string;
  start_time: number | string;
  end_time: number | string;
  created_at: number | string;
  vote_type: VoteType;
  data: Record<string, unknown> | string;
  snapshot_block: number | string;
  enacted: boolean;
  signed_at: number | string | null;
  signature: string | null;
  /** The EIP-712 digest of the signed proposal (unique: a signed proposal is stored once); null on rows from before issue 24. */
  digest: string | null;
}

export interface VoteRow {
  proposal_id: number;
  voter: string;
  choice: number[] | string;
  vp: number;
  created_at: number | string;
  reason: string;
  signed_at: number | string;
  signature: string;
}

/** JSONB comes back parsed from PGlite and node-postgres alike; a string is tolerated for safety. */
export const jsonOf = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** The digest of a stored proposal: the stored one, or (rows from before digests were kept) rebuilt from its fields. */
export function rowDigest(r: ProposalRow): string {
  if (r.digest) return r.digest;
  return proposalDigest({
    from: r.author,
    timestamp: r.signed_at === null ? Math.floor(Number(r.created_at) / 1000) : Number(r.signed_at),
    chainId: r.chain_id,
    category: r.category,
    title: r.title,
    body: r.body,
    choices: jsonOf(r.choices),
    voteType: r.vote_type,
    start: Number(r.start_time),
    end: Number(r.end_time),
    data: canonicalJson(jsonOf(r.data)),
  });
}

export async function proposalRow(q: Queryable, id: number): Promise<ProposalRow> {
  const r = (await q.query<ProposalRow>('SELECT * FROM proposals WHERE id = $1 AND NOT deleted', [id]))[0];
  if (!r) throw notFound('No such proposal');
  return r;
}

export const votesOf = (q: Queryable, ids: number[]) =>
  q.query<VoteRow>('SELECT * FROM votes WHERE proposal_id = ANY($1::int[]) ORDER BY created_at, voter', [ids]);

/** The answer shape of rows, with scores and status computed from their votes at nowSec. */
/** space: this deployment's id (config.daoSpace), which votes must name. */
export async function shapeProposals(q: Queryable, rows: ProposalRow[], nowSec: number, space: string): Promise<Proposal[]> {
  const votes = rows.length
    ? await votesOf(
        q,
        rows.map((r) => r.id),
      )
    : [];
  return rows.map((r) => {
    const choices = jsonOf(r.choices);
    const mine = votes.filter((v) => v.proposal_id === r.id).map((v) => ({ choice: jsonOf(v.choice), vp: Number(v.vp) }));
    const scores = tally(choices.length, mine);
    const start = Number(r.start_time);
    const end = Number(r.end_time);
    return {
      id: r.id,
      chainId: r.chain_id,
      category: r.category,
      title: r.title,
      body: r.body,
      author: getAddress(r.author),
      choices,
      voteType: r.vote_type,
      data: jsonOf(r.data),
      start,
      end,
      status: proposalStatus({ category: r.category, start, end, enacted: r.enacted }, scores, nowSec),
      snapshotBlock: Number(r.snapshot_block),
      quorum: QUORUM_VP[r.category],
      scores,
      votes: mine.length,
      type: { ...SNAPSHOT_TYPE },
      signature: r.signature,
      signedAt: r.signed_at === null ? null : Number(r.signed_at),
      digest: rowDigest(r),
      space,
      createdAt: new Date(Number(r.created_at)).toISOString(),
    };
  });
}

export async function shapeProposal(q: Queryable, r: ProposalRow, nowSec: number, space: string): Promise<Proposal> {
  return (await shapeProposals(q, [r], nowSec, space))[0]!;
}

/**
 * SQL of the status filter: the time part of proposalStatus() in SQL; passed/rejected/enacted need the tally, so those
 * are filtered in code after the time filter (a chain's proposals are few).
 */
export function statusTimeWhere(status: string | undefined, nowParam: string): string {
  if (status === 'pending') return ` AND start_time > ${nowParam}`;
  if (status === 'active') return ` AND start_time <= ${nowParam} AND end_time > ${nowParam}`;
  if (status === 'finished') return ` AND end_time <= ${nowParam} AND category = 'poll'`;
  if (status) return ` AND end_time <= ${nowParam} AND category <> 'poll'`;
  return '';
}
