// The DAO's typed data: a wallet's eth_signTypedData_v4 signature of typedDataJson verifies with the same builder's fields.
import { Wallet, verifyTypedData } from 'ethers';
import { describe, expect, it } from 'vitest';
import { canonicalJson, proposalTypedData, typedDataJson, voteTypedData } from '@common/domain/daoSigning';

const wallet = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

describe('DAO typed data', () => {
  it('a signed vote recovers its voter; a changed choice does not', async () => {
    const digest = `0x${'12'.repeat(32)}`;
    const fields = {
      from: wallet.address,
      space: 'metaworld.dao',
      timestamp: 1_800_000_000,
      chainId: 31338,
      proposal: digest,
      title: 'Parks',
      choice: [2],
      reason: 'more parks',
    };
    const t = voteTypedData(fields, ['Fewer', 'More']);
    expect(t.message.labels).toEqual(['More']);
    const types = { Vote: t.types.Vote.map((f) => ({ ...f })) };
    const sig = await wallet.signTypedData(t.domain, types, t.message);
    expect(verifyTypedData(t.domain, types, t.message, sig)).toBe(wallet.address);
    expect(verifyTypedData(t.domain, types, { ...t.message, choice: [1] }, sig)).not.toBe(wallet.address);
  });

  it('a signed proposal recovers its author; the JSON for the wallet names the domain type', async () => {
    const t = proposalTypedData({
      from: wallet.address,
      timestamp: 1_800_000_000,
      chainId: 31338,
      category: 'grant',
      title: 'Fund a park',
      body: 'A **park**',
      choices: ['Yes', 'No'],
      voteType: 'single',
      start: 1_800_000_000,
      end: 1_800_086_400,
      data: canonicalJson({ beneficiary: wallet.address, amount: 500 }),
    });
    const types = { Proposal: t.types.Proposal.map((f) => ({ ...f })) };
    const sig = await wallet.signTypedData(t.domain, types, t.message);
    expect(verifyTypedData(t.domain, types, t.message, sig)).toBe(wallet.address);
    const json = JSON.parse(typedDataJson(t)) as { types: Record<string, unknown>; primaryType: string };
    expect(json.types.EIP712Domain).toEqual([
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
    ]);
    expect(json.primaryType).toBe('Proposal');
  });

  it('canonicalJson sorts keys', () => {
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });
});
