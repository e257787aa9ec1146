// sameAddress: one account in any letter case matches; a missing address matches nothing.
import { describe, expect, it } from 'vitest';
import { sameAddress } from './address';

describe('sameAddress', () => {
  it('matches one account written in checksummed and lower case', () => {
    expect(sameAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(true);
  });
  it('does not match two accounts', () => {
    expect(sameAddress('0x00000000000000000000000000000000000000a1', '0x00000000000000000000000000000000000000b2')).toBe(false);
  });
  it('never matches a missing address, not even another missing one', () => {
    expect(sameAddress(null, '0xabc')).toBe(false);
    expect(sameAddress('0xabc', undefined)).toBe(false);
    expect(sameAddress(null, null)).toBe(false);
    expect(sameAddress('', '')).toBe(false);
  });
});
