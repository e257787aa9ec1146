// Dev wallet: offered only on the local network set and local chains; signs with the seeded keys like a wallet would.
import { Transaction, parseEther, verifyMessage, verifyTypedData } from 'ethers';
import { describe, expect, it } from 'vitest';
import { LOCAL_CHAINS } from '@common/domain/chains';
import { account } from '@common/localWorld/accounts';
import { createKeyProvider, devWallet, devWalletLabel } from './devWallet';

const helpers = { device: { type: null, os: null, browser: null } } as never;
const modulesOf = (init: ReturnType<typeof devWallet>) => {
  const m = init(helpers);
  return m === null ? [] : Array.isArray(m) ? m : [m];
};
const appChains = [{ id: '0x7a6a', token: 'BNB', label: 'BSC-local', rpcUrl: LOCAL_CHAINS.bsc.rpcUrl }];
const ifaceHelpers = { chains: appChains, appMetadata: null, EventEmitter: class {} } as never;

async function aliceProvider() {
  const alice = modulesOf(devWallet({ networkSet: 'local' })).find((m) => m.label === devWalletLabel('alice'));
  if (!alice) throw new Error('no alice module');
  const { provider } = await alice.getInterface(ifaceHelpers);
  return provider;
}

/** A stand-in JSON-RPC node: answers what eth_sendTransaction needs and records raw transactions. */
function fakeNode(balance: bigint) {
  const raws: string[] = [];
  const answers: Record<string, unknown> = {
    eth_estimateGas: '0x5208',
    eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00' },
    eth_getBalance: `0x${balance.toString(16)}`,
    eth_getTransactionCount: '0x7',
  };
  const fetch = (async (_url: string, init: { body: string }) => {
    const { method, params } = JSON.parse(init.body) as { method: string; params: string[] };
    if (method === 'eth_sendRawTransaction') raws.push(params[0] ?? '');
    if (method === 'eth_call') return { json: async () => ({ error: { code: 3, message: 'execution reverted', data: '0xdeadbeef' } }) };
    return { json: async () => ({ result: method === 'eth_sendRawTransaction' ? `0x${'ab'.repeat(32)}` : answers[method] }) };
  }) as unknown as typeof globalThis.fetch;
  return { fetch, raws };
}

describe('devWallet module', () => {
  it('offers one entry per seeded player on the local network set, and nothing elsewhere', () => {
    expect(modulesOf(devWallet({ networkSet: 'local' })).map((m) => m.label)).toEqual(
      ['alice', 'bob', 'carol', 'dave', 'erin'].map((n) => `Dev wallet (${n})`),
    );
    expect(modulesOf(devWallet({ networkSet: 'mainnet' }))).toEqual([]);
    expect(modulesOf(devWallet({ networkSet: 'testnet' }))).toEqual([]);
  });

  it('refuses to sign for chains not served from this machine', () => {
    const remote = [{ chainId: 56, rpcUrl: 'https://bsc-dataseed.binance.org' }];
    expect(modulesOf(devWallet({ networkSet: 'local', chains: remote }))).toEqual([]);
  });

  it("connects as the chosen seeded account on the app's first local chain", async () => {
    const provider = await aliceProvider();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([account('alice').address.toLowerCase()]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
  });

  it("signs messages and typed data with the account's key", async () => {
    const provider = await aliceProvider();
    await provider.request({ method: 'eth_requestAccounts' });
    const sig = (await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', account('alice').address] } as never)) as unknown as string;
    expect(verifyMessage('hello', sig)).toBe(account('alice').address);
    const domain = { name: 'Local', version: '1', chainId: 31338 };
    const types = { Claim: [{ name: 'campaignId', type: 'uint256' }] };
    const typed = JSON.stringify({ domain, types: { EIP712Domain: [], ...types }, primaryType: 'Claim', message: { campaignId: 3 } });
    const typedSig = (await provider.request({ method: 'eth_signTypedData_v4', params: [account('alice').address, typed] } as never)) as unknown as string;
    expect(verifyTypedData(domain, types, { campaignId: 3 }, typedSig)).toBe(account('alice').address);
  });

  it('switches among local chains with chainChanged and answers 4902 for others', async () => {
    const provider = await aliceProvider();
    const seen: unknown[] = [];
    provider.on('chainChanged', (id) => seen.push(id));
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6b' }] });
    expect(seen).toEqual(['0x7a6b']);
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] })).rejects.toMatchObject({ code: 4902 });
  });
});

describe('createKeyProvider', () => {
  it("signs a transaction for the current chain with the node's nonce and sends it raw", async () => {
    const node = fakeNode(parseEther('1'));
    const { provider } = createKeyProvider({
      privateKeys: [account('bob').privateKey],
      chains: [LOCAL_CHAINS.pol],
      chainId: 31339,
      connected: true,
      fetch: node.fetch,
    });
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: account('bob').address, to: account('carol').address, value: '0x10' }],
    });
    expect(hash).toBe(`0x${'ab'.repeat(32)}`);
    const tx = Transaction.from(node.raws[0] ?? '');
    expect([tx.from, tx.to, tx.value, tx.nonce, tx.chainId]).toEqual([account('bob').address, account('carol').address, 16n, 7, 31339n]);
  });

  it('fails like MetaMask: insufficient funds before sending, 4100 before connecting, node errors wrapped', async () => {
    const poor = fakeNode(10n);
    const k = createKeyProvider({ privateKeys: [account('erin').privateKey], chains: [LOCAL_CHAINS.eth], chainId: 31337, fetch: poor.fetch });
    const send = () => k.provider.request({ method: 'eth_sendTransaction', params: [{ to: account('bob').address }] } as never);
    await expect(send()).rejects.toMatchObject({ code: 4100 });
    await k.provider.request({ method: 'eth_requestAccounts' });
    await expect(send()).rejects.toMatchObject({ code: -32603, data: { message: 'insufficient funds for gas * price + value' } });
    expect(poor.raws).toEqual([]);
    await expect(k.provider.request({ method: 'eth_call', params: [{}, 'latest'] } as never)).rejects.toMatchObject({
      code: -32603,
      data: { data: '0xdeadbeef' },
    });
  });
});
