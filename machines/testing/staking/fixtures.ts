// Shared by the staking machine tests: the seed players' addresses, a fixed clock value and fake timers per test.
import { afterEach, beforeEach, vi } from 'vitest';

export const ALICE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const BOB = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
/** The chain clock the tests pretend it is, in unix seconds. */
export const NOW = 1_000_000;

/** Fake timers around every test of the file, so XState delays run only when a test advances them. */
export function fakeTimersPerTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
