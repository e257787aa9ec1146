// The scores call: every stored vote's signature re-verified from its stored fields; only verified votes count.
import { QUORUM_VP, SNAPSHOT_TYPE, tally } from '@common/domain/dao';
import type { Queryable } from '../db/client';
import { jsonOf, proposalRow, rowDigest, votesOf, type ProposalRow, type VoteRow } from './proposals';
import { voteSignedBy } from './signatures';

/** The vote's fields as signed: the stored ones with the proposal's digest, chain and title, for this deployment's space. */
export const voteFieldsOf = (p: ProposalRow, space: string, v: { from: string; timestamp: number; choice: readonly number[]; reason: string }) => ({
  ...v,
  space,
  chainId: p.chain_id,
  proposal: rowDigest(p),
  title: p.title,
});

export function voteVerifies(p: ProposalRow, space: string, v: VoteRow): boolean {
  const fields = voteFieldsOf(p, space, { from: v.voter, timestamp: Number(v.signed_at), choice: jsonOf(v.choice), reason: v.reason });
  return voteSignedBy(fields, jsonOf(p.choices), v.signature, v.voter);
}

export async function scoresOf(q: Queryable, proposalId: number, space: string) {
  const p = await proposalRow(q, proposalId);
  const verified = (await votesOf(q, [p.id])).filter((v) => voteVerifies(p, space, v)).map((v) => ({ choice: jsonOf(v.choice), vp: Number(v.vp) }));
  const scores = tally(jsonOf(p.choices).length, verified);
  return {
    type: { ...SNAPSHOT_TYPE },
    scores,
    total: verified.reduce((a, v) => a + v.vp, 0),
    quorum: QUORUM_VP[p.category],
    verified: verified.length,
  };
}
