// The staking flows' typed-data signature: eth_signTypedData_v4 by the connected wallet, code 400 without one.
import { describe, expect, it } from 'vitest';
import { signTypedData } from './walletAccess';

describe('signTypedData', () => {
  it('signs typed data with eth_signTypedData_v4', async () => {
    const requests: unknown[] = [];
    const provider = {
      async request(args: { method: string; params?: unknown[] | Record<string, unknown> }) {
        requests.push(args);
        return '0xsig';
      },
    };
    expect(await signTypedData(provider, '0xabc', '{"typed":1}')).toBe('0xsig');
    expect(requests).toEqual([{ method: 'eth_signTypedData_v4', params: ['0xabc', '{"typed":1}'] }]);
    await expect(signTypedData(null, '0xabc', '{}')).rejects.toMatchObject({ code: 400 });
  });
});
