// The scores call: every stored vote's signature re-verified from its stored fields; only verified votes count.
import { QUORUM_VP, SNAPSHOT_TYPE, tally } from '../../common/domain/dao';
import type { Queryable } from '../db/client';
import { jsonOf, proposalRow, votesOf, type VoteRow } from './proposals';
import { voteSignedBy } from './signatures';

export function voteVerifies(proposalId: number, v: VoteRow): boolean {
  return voteSignedBy(
    { from: v.voter, timestamp: Number(v.signed_at), proposal: proposalId, choice: jsonOf(v.choice), reason: v.reason },
    v.signature,
    v.voter,
  );
}

export async function scoresOf(q: Queryable, proposalId: number) {
  const p = await proposalRow(q, proposalId);
  const verified = (await votesOf(q, [p.id])).filter((v) => voteVerifies(p.id, v)).map((v) => ({ choice: jsonOf(v.choice), vp: Number(v.vp) }));
  const scores = tally(jsonOf(p.choices).length, verified);
  return {
    type: { ...SNAPSHOT_TYPE },
    scores,
    total: verified.reduce((a, v) => a + v.vp, 0),
    quorum: QUORUM_VP[p.category],
    verified: verified.length,
  };
}
