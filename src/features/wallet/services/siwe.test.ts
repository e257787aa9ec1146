import { Wallet, verifyMessage } from 'ethers';
import { describe, expect, it } from 'vitest';
import { utf8Hex } from '../../../services/wallet/personalSign';
import { signInWithEthereum } from './siwe';

// Hardhat's public test key #5 (dave); never used outside the local world.
const dave = new Wallet('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');

function keyProvider(reject = false) {
  const calls: { method: string; params: unknown }[] = [];
  return {
    calls,
    provider: {
      async request(args: { method: string; params?: unknown[] | Record<string, unknown> }) {
        calls.push({ method: args.method, params: args.params });
        if (reject) throw Object.assign(new Error('User denied message signature.'), { code: 4001 });
        const [hex] = args.params as [string];
        return dave.signMessage(Buffer.from(hex.slice(2), 'hex').toString('utf8'));
      },
    },
  };
}

describe('signInWithEthereum', () => {
  it('builds the EIP-4361 message around the nonce with the checksummed address and has it signed with personal_sign', async () => {
    const { provider, calls } = keyProvider();
    const now = new Date('2026-01-02T03:04:05.000Z');
    const { message, signature } = await signInWithEthereum({
      provider,
      address: dave.address.toLowerCase(),
      chainId: 31338,
      nonce: 'abc123XYZ',
      location: { host: '127.0.0.1:4173', origin: 'http://127.0.0.1:4173' },
      now,
    });
    expect(message.split('\n')).toEqual([
      '127.0.0.1:4173 wants you to sign in with your Ethereum account:',
      dave.address,
      '',
      'Sign in to the virtual world.',
      '',
      'URI: http://127.0.0.1:4173',
      'Version: 1',
      'Chain ID: 31338',
      'Nonce: abc123XYZ',
      'Issued At: 2026-01-02T03:04:05.000Z',
      'Expiration Time: 2026-01-02T03:09:05.000Z',
    ]);
    expect(calls).toEqual([{ method: 'personal_sign', params: [utf8Hex(message), dave.address] }]);
    expect(verifyMessage(message, signature)).toBe(dave.address);
  });

  it('passes the wallet refusal (4001) on untouched', async () => {
    const { provider } = keyProvider(true);
    await expect(
      signInWithEthereum({ provider, address: dave.address, chainId: 1, nonce: 'n0nce123', location: { host: 'a', origin: 'http://a' } }),
    ).rejects.toMatchObject({ code: 4001 });
  });
});
