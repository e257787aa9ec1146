// The DAO proposal list kept per API instance (issue 25): an answer stays true until a write to proposals or votes
// (dao_list_version, moved by a trigger on any instance) or until the clock reaches the next start or end time among
// the chain's proposals, when a status changes without any write (pending to active, active to a result).
import type { Queryable } from '../db/client';
import { versionedCache } from '../db/versionedCache';
import { keptAnswer, type KeptAnswer } from '../http/keptAnswer';

export interface KeptList extends KeptAnswer {
  /** The first instant (ms) at which a status in it, or the set of proposals a status filter lets in, may change. */
  until: number;
}

/**
 * The next start or end time (s) after nowSec among the chain's proposals: any proposal, not only those in an answer,
 * since one may enter a status filter at that instant. Infinity when none is ahead.
 */
async function nextBoundarySec(db: Queryable, chainId: number, nowSec: number): Promise<number> {
  const [row] = await db.query<{ t: number | string | null }>(
    `SELECT MIN(CASE WHEN start_time > $2 THEN start_time ELSE end_time END) AS t
       FROM proposals WHERE chain_id = $1 AND NOT deleted AND end_time > $2`,
    [chainId, nowSec],
  );
  return row?.t == null ? Infinity : Number(row.t);
}

/** `answer(db, question, chainId, build)`: the kept answer to question, or build()'s data kept (now in ms). */
export function proposalListCache(now: () => number) {
  const cached = versionedCache<KeptList>('dao_list_version', 500, { until: (v) => v.until, now });
  return (db: Queryable, question: string, chainId: number, build: (nowSec: number) => Promise<unknown>) =>
    cached(db, question, async () => {
      const nowSec = Math.floor(now() / 1000);
      // The boundary is read before the rows: a proposal written between the two reads moves the version anyway.
      const next = await nextBoundarySec(db, chainId, nowSec);
      return { ...keptAnswer(await build(nowSec)), until: next * 1000 };
    });
}
