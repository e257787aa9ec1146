// What a proposal row says about its votes so far: the leading choice and its share, a tie, no votes yet, or quorum not
// reached (spec rule of common/domain/dao.ts: a Yes/No proposal needs QUORUM_VP of voting power to take part).
import type { Proposal } from '@common/api/dao';

export type ProposalResult =
  | { kind: 'noVotes' }
  | { kind: 'quorumNotReached'; total: number; quorum: number }
  | { kind: 'leading'; choice: string; share: number }
  | { kind: 'tie'; choices: string[]; share: number };

/** share: a whole percent of the voting power that took part (half-up), so a row reads 'Yes 67%'. */
export function currentResult(p: Pick<Proposal, 'choices' | 'scores' | 'quorum'>): ProposalResult {
  const scores = p.choices.map((_, i) => Math.max(0, p.scores[i] ?? 0));
  const total = scores.reduce((a, b) => a + b, 0);
  if (total <= 0) return { kind: 'noVotes' };
  if (p.quorum > 0 && total < p.quorum) return { kind: 'quorumNotReached', total, quorum: p.quorum };
  const best = Math.max(...scores);
  const share = Math.round((best / total) * 100);
  const leaders = p.choices.filter((_, i) => scores[i] === best);
  if (leaders.length > 1) return { kind: 'tie', choices: leaders, share };
  return { kind: 'leading', choice: leaders[0]!, share };
}

/** Voting is still to come or under way: the row says when it ends rather than when it ended. */
export const isOpen = (status: Proposal['status']): boolean => status === 'pending' || status === 'active';
