// Thousand separators and token amounts as users read them.
import { describe, expect, it } from 'vitest';
import { formatThousands } from './number';

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [4356, '4,356'],
    [1234567, '1,234,567'],
    [-1234567.5, '-1,234,567.5'],
    ['1000000.250', '1,000,000.25'],
    [12345678901234567890n, '12,345,678,901,234,567,890'],
  ])('%s -> %s', (input, out) => expect(formatThousands(input)).toBe(out));

  it('cuts the fraction to the digits asked for', () => {
    expect(formatThousands('1234.56789', 2)).toBe('1,234.56');
    expect(formatThousands('1234.50001', 2)).toBe('1,234.5');
  });

  it('returns text that is not a number untouched', () => {
    expect(formatThousands('abc')).toBe('abc');
    expect(formatThousands(Number.NaN)).toBe('NaN');
  });
});
