// enter_binance_002_ex over a fake client: each step sends the spec call's step with the app's authToken, and a claim
// without a lock id is refused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAuthToken } from '../../../services/authToken';
import { claimBinanceLand, listBinanceLand, transferBinanceLand, type BinanceApi, type BinanceDeps } from './binance';

afterEach(() => forgetAuthToken());

const LOCK = 'b'.repeat(32);
const USER = { id: '4', accountId: 'acc-4' };
const AUTH = { accountId: 'acc-4', authToken: 'token-0123456789' };

function fake(lockId = LOCK) {
  const api = {
    refreshToken: vi.fn(async () => ({ result: 0, authToken: AUTH.authToken, accountId: 'acc-4', newUser: false, expiresAt: '2030-01-01T00:00:00Z' })),
    binanceLand: vi.fn(async (input: { step: string }) => ({ data: { rows: [], ...(input.step === 'claim' && lockId ? { lockId } : {}) } })),
  };
  const deps: BinanceDeps = { api: async () => api as unknown as BinanceApi, now: () => Date.parse('2026-06-01T00:00:00Z') };
  return { api, deps };
}

describe('enter_binance_002_ex services', () => {
  it('lists, claims and transfers with the authToken', async () => {
    const { api, deps } = fake();
    expect(await listBinanceLand(deps, USER)).toEqual([]);
    expect(await claimBinanceLand(deps, USER, { landId: 7 })).toEqual({ rows: [], lockId: LOCK });
    await transferBinanceLand(deps, USER, { landId: 7, lockId: LOCK });
    expect(api.binanceLand.mock.calls.map((c) => c[0])).toEqual([
      { ...AUTH, step: 'list' },
      { ...AUTH, step: 'claim', land_id: 7 },
      { ...AUTH, step: 'transfer', land_id: 7, lock_id: LOCK },
    ]);
    expect(api.refreshToken).toHaveBeenCalledTimes(1);
  });
  it('refuses a visitor and a claim answered without a lock', async () => {
    await expect(listBinanceLand(fake().deps, null)).rejects.toThrow('Not signed in');
    await expect(claimBinanceLand(fake('').deps, USER, { landId: 7 })).rejects.toThrow('no lock');
  });
});
