// Token amounts with 18 decimals as users read them.
import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from './token';

describe('formatTokenAmount', () => {
  it('reads 18 decimals', () => {
    expect(formatTokenAmount(1234567n * 10n ** 18n)).toBe('1,234,567');
    expect(formatTokenAmount(15n * 10n ** 17n)).toBe('1.5');
    expect(formatTokenAmount(123456789n, 4)).toBe('0');
  });
});
