// The current result of a proposal row: leading choice and share, tie, no votes, quorum not reached.
import { describe, expect, it } from 'vitest';
import { currentResult, isOpen } from './proposalListRules';

describe('currentResult', () => {
  it('names the leading choice and its whole-percent share once the quorum is reached', () => {
    expect(currentResult({ choices: ['Yes', 'No'], scores: [4_000, 2_000], quorum: 5_000 })).toEqual({ kind: 'leading', choice: 'Yes', share: 67 });
    expect(currentResult({ choices: ['Yes', 'No'], scores: [1_000, 4_000], quorum: 5_000 })).toEqual({ kind: 'leading', choice: 'No', share: 80 });
  });

  it('says the quorum is not reached while less voting power than the quorum took part', () => {
    expect(currentResult({ choices: ['Yes', 'No'], scores: [3_000, 1_000], quorum: 5_000 })).toEqual({ kind: 'quorumNotReached', total: 4_000, quorum: 5_000 });
  });

  it('treats a poll (no quorum) as decided by its first vote', () => {
    expect(currentResult({ choices: ['Red', 'Green', 'Blue'], scores: [0, 1_001, 0], quorum: 0 })).toEqual({ kind: 'leading', choice: 'Green', share: 100 });
  });

  it('has no result without votes, whatever the quorum', () => {
    expect(currentResult({ choices: ['Yes', 'No'], scores: [0, 0], quorum: 5_000 })).toEqual({ kind: 'noVotes' });
    expect(currentResult({ choices: ['A', 'B'], scores: [], quorum: 0 })).toEqual({ kind: 'noVotes' });
  });

  it('names every choice of a tie', () => {
    expect(currentResult({ choices: ['A', 'B', 'C'], scores: [2_000, 500, 2_000], quorum: 0 })).toEqual({ kind: 'tie', choices: ['A', 'C'], share: 44 });
  });

  it('ignores scores without a choice and negative scores', () => {
    expect(currentResult({ choices: ['Yes', 'No'], scores: [3_000, -5, 9_000], quorum: 2_000 })).toEqual({ kind: 'leading', choice: 'Yes', share: 100 });
  });
});

describe('isOpen', () => {
  it('is true while a proposal is pending or active, false once it ended', () => {
    expect(['pending', 'active', 'finished', 'passed', 'rejected', 'enacted'].map((s) => isOpen(s as never))).toEqual([true, true, false, false, false, false]);
  });
});
