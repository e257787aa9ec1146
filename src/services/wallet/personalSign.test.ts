// personal_sign as wallets expect it: the text as UTF-8 hex (non-ASCII too) with the address, and the wallet's answer.
import { Wallet, verifyMessage } from 'ethers';
import { describe, expect, it } from 'vitest';
import { personalSign, utf8Hex } from './personalSign';

// Hardhat's public test key #5 (dave); never used outside the local world.
const dave = new Wallet('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');

describe('personalSign', () => {
  it('sends the text as UTF-8 hex with the address; the signature recovers to the signer', async () => {
    const calls: unknown[] = [];
    const provider = {
      async request(args: { method: string; params?: unknown[] | Record<string, unknown> }) {
        calls.push(args);
        const [hex] = args.params as [string];
        return dave.signMessage(Buffer.from(hex.slice(2), 'hex').toString('utf8'));
      },
    };
    const text = '지갑 등록 (wallet)';
    const signature = await personalSign(provider, dave.address, text);
    expect(calls).toEqual([{ method: 'personal_sign', params: [utf8Hex(text), dave.address] }]);
    expect(utf8Hex('A가')).toBe('0x41eab080');
    expect(verifyMessage(text, signature)).toBe(dave.address);
  });

  it("rejects with the wallet's refusal, and when the wallet answers no signature", async () => {
    const refusal = Object.assign(new Error('User denied message signature.'), { code: 4001 });
    await expect(personalSign({ request: () => Promise.reject(refusal) }, dave.address, 'x')).rejects.toBe(refusal);
    await expect(personalSign({ request: async () => null }, dave.address, 'x')).rejects.toThrow('no signature');
  });
});
