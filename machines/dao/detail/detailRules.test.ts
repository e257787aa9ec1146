// The detail page's rules: spec 5's report text, choices by vote type, the vote's reason, comments, a wallet without typed data.
import { describe, expect, it } from 'vitest';
import { canSubmitReport, commentProblem, isTypedDataUnsupported, normalizeReport, share, toggleChoice, voteProblem } from './detailRules';
import { DAO_MESSAGE } from './messages';

describe('report text (spec 5)', () => {
  it('strips a leading space, collapses double spaces and keeps at most 500 characters', () => {
    expect(normalizeReport(' spam')).toBe('spam');
    expect(normalizeReport('spam  and   scam')).toBe('spam and scam');
    expect(normalizeReport('x'.repeat(600))).toHaveLength(500);
  });
  it('disables submit while empty', () => {
    expect(canSubmitReport('')).toBe(false);
    expect(canSubmitReport(normalizeReport('   '))).toBe(false);
    expect(canSubmitReport('spam')).toBe(true);
  });
});

describe('vote choices', () => {
  it('single choice replaces, approval toggles; out-of-range picks are ignored', () => {
    expect(toggleChoice([1], 2, 'single', 3)).toEqual([2]);
    expect(toggleChoice([3], 1, 'approval', 3)).toEqual([1, 3]);
    expect(toggleChoice([1, 3], 3, 'approval', 3)).toEqual([1]);
    expect(toggleChoice([1], 4, 'single', 3)).toEqual([1]);
    expect(toggleChoice([1], 0, 'approval', 3)).toEqual([1]);
  });
  it('needs a choice and a reason of at most 500 characters', () => {
    expect(voteProblem([], '')).toEqual({ id: DAO_MESSAGE.chooseFirst });
    expect(voteProblem([1], 'x'.repeat(501))).toEqual({ id: DAO_MESSAGE.reasonTooLong });
    expect(voteProblem([1], 'x'.repeat(500))).toBeNull();
  });
});

describe('comments', () => {
  it('refuses an empty comment and one over 1000 characters', () => {
    expect(commentProblem('  ')).toEqual({ id: DAO_MESSAGE.commentEmpty });
    expect(commentProblem('x'.repeat(1001))).toEqual({ id: DAO_MESSAGE.commentTooLong });
    expect(commentProblem('fine')).toBeNull();
  });
});

describe('typed data support', () => {
  it('recognises 4200, -32601 and "not supported", also wrapped by ethers', () => {
    expect(isTypedDataUnsupported({ code: 4200 })).toBe(true);
    expect(isTypedDataUnsupported({ code: -32601, message: 'Method not found' })).toBe(true);
    expect(isTypedDataUnsupported({ code: 'UNKNOWN_ERROR', error: { message: 'eth_signTypedData_v4 is not supported' } })).toBe(true);
    expect(isTypedDataUnsupported({ code: 4001, message: 'User denied' })).toBe(false);
  });
});

describe('helpers', () => {
  it('rounds shares', () => {
    expect(share(1, 3)).toBe(33);
    expect(share(0, 0)).toBe(0);
  });
});
