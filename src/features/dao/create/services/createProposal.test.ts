// The create-proposal services: the wallet's eth_signTypedData_v4 of the proposal verifies as the author (as the server
// checks it), a missing wallet or a non-signature fails, and the API answers are read.
import { Wallet, verifyTypedData } from 'ethers';
import { describe, expect, it } from 'vitest';
import { proposalTypedData, typedDataJson } from '@common/domain/daoSigning';
import { emptyDraft } from '@machines/dao/create/createProposalDraft';
import { proposalFields, signedMessage } from '@machines/dao/create/createProposalRules';
import type { CreateProposalDeps } from './deps';
import { checkCondition, createProposal, signProposal } from './createProposal';

const ALICE = new Wallet('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const NOW = 1_800_000_000;

/** A wallet that signs eth_signTypedData_v4 as a real one does: from the JSON text, with EIP712Domain dropped. */
function signingProvider(wallet: Wallet, seen: unknown[] = []) {
  return {
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      seen.push({ method, params });
      if (method !== 'eth_signTypedData_v4') throw Object.assign(new Error('unsupported'), { code: 4200 });
      const [, json] = params as [string, string];
      const t = JSON.parse(json) as {
        domain: Record<string, string>;
        types: Record<string, { name: string; type: string }[]>;
        message: Record<string, unknown>;
      };
      const { EIP712Domain: _, ...types } = t.types;
      return wallet.signTypedData(t.domain, types, t.message);
    },
  };
}

const deps = (over: Partial<CreateProposalDeps>): CreateProposalDeps => ({
  api: async () => {
    throw new Error('no api');
  },
  provider: async () => null,
  ...over,
});

describe('signProposal', () => {
  it('asks the connected wallet for eth_signTypedData_v4; the signature recovers to the author', async () => {
    const fields = proposalFields(
      'grant',
      { ...emptyDraft(NOW), title: 'Fund', body: 'Why', fields: { beneficiary: ALICE.address, amount: '500' } },
      { address: ALICE.address, chainId: 97 },
      NOW,
    );
    const t = proposalTypedData(fields);
    const seen: unknown[] = [];
    const signature = await signProposal(deps({ provider: async () => signingProvider(ALICE, seen) }), { address: ALICE.address, typedData: typedDataJson(t) });
    expect(seen).toEqual([{ method: 'eth_signTypedData_v4', params: [ALICE.address, typedDataJson(t)] }]);
    expect(verifyTypedData(t.domain, t.types as never, signedMessage(fields), signature)).toBe(ALICE.address);
  });

  it('fails without a wallet or without a signature', async () => {
    await expect(signProposal(deps({}), { address: ALICE.address, typedData: '{}' })).rejects.toMatchObject({ code: 4900 });
    const odd = { request: async () => '0x1234' };
    await expect(signProposal(deps({ provider: async () => odd }), { address: ALICE.address, typedData: '{}' })).rejects.toThrow('no signature');
  });
});

describe('API steps', () => {
  it('reads the condition and the new id', async () => {
    const condition = { canCreate: true, votePower: 5_000, block: 3, categories: [] };
    const calls: unknown[] = [];
    const api = {
      proposalCondition: async (q: unknown) => (calls.push(q), { data: condition }),
      createProposal: async (input: unknown) => (calls.push(input), { data: { id: 12 } }),
      assetUrl: () => '',
    };
    const d = deps({ api: async () => api as never });
    expect(await checkCondition(d, { address: ALICE.address, chainId: 97 })).toEqual(condition);
    expect(await createProposal(d, { message: {} as never, signature: '0x' })).toBe(12);
    expect(calls[0]).toEqual({ address: ALICE.address, chainId: 97 });
  });
});
