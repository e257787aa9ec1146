import { describe, expect, it } from 'vitest';
import { weiToDecimal } from './selectors';

describe('weiToDecimal', () => {
  it('turns 18-decimal amounts into decimal text, cutting (not rounding) after 4 decimals', () => {
    expect(weiToDecimal('10000000000000000000000')).toBe('10000');
    expect(weiToDecimal('1234567890000000000')).toBe('1.2345');
    expect(weiToDecimal('10000000000000')).toBe('0');
    expect(weiToDecimal('0')).toBe('0');
    expect(weiToDecimal('-1500000000000000000')).toBe('-1.5');
    expect(weiToDecimal('123456789012345678901234567890')).toBe('123456789012.3456');
  });
  it('keeps anything that is not an integer as it came', () => {
    expect(weiToDecimal('n/a')).toBe('n/a');
  });
});
