// eth_signTypedData_v4 as wallets expect it: the signer, then the typed data's JSON text; the signature recovers to it.
import { Wallet, verifyTypedData } from 'ethers';
import { describe, expect, it } from 'vitest';
import type { Eip1193Provider } from './active';
import { signTypedData } from './signTypedData';

// Hardhat's public test key #5 (dave); never used outside the local world.
const dave = new Wallet('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
const domain = { name: 'Test', version: '1', chainId: 97 };
const types = { Note: [{ name: 'text', type: 'string' }] };
const message = { text: '보상 받기 (claim)' };
const json = JSON.stringify({ domain, types: { EIP712Domain: [], ...types }, primaryType: 'Note', message });

/** Signs eth_signTypedData_v4 as a real wallet does: from the JSON text, with EIP712Domain dropped. */
function keyWallet(calls: unknown[]): Eip1193Provider {
  return {
    async request(args) {
      calls.push(args);
      const typed = JSON.parse((args.params as string[])[1]!) as { domain: typeof domain; message: typeof message };
      return dave.signTypedData(typed.domain, types, typed.message);
    },
  };
}

describe('signTypedData', () => {
  it('sends the signer and the JSON text; the signature recovers to the signer', async () => {
    const calls: unknown[] = [];
    const signature = await signTypedData(keyWallet(calls), dave.address, json);
    expect(calls).toEqual([{ method: 'eth_signTypedData_v4', params: [dave.address, json] }]);
    expect(verifyTypedData(domain, types, message, signature)).toBe(dave.address);
  });

  it("rejects with the wallet's refusal, and when the wallet answers no signature", async () => {
    const refusal = Object.assign(new Error('User denied message signature.'), { code: 4001 });
    await expect(signTypedData({ request: () => Promise.reject(refusal) }, dave.address, json)).rejects.toBe(refusal);
    for (const answer of [null, '0x1234', 'signed']) {
      await expect(signTypedData({ request: async () => answer }, dave.address, json)).rejects.toThrow('no signature');
    }
  });
});
