// The market's chain calls: the token approval is exactly the amount asked and goes to the build's market only; a
// native purchase carries the total as value; a LandMarket revert met while estimating is named for the flows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeeData, Interface, JsonRpcProvider } from 'ethers';
import type { ContractAddresses } from '@common/api/content';
import { REVERT_PREFIX } from '@machines/market/rules';
import { walletErrorMessage, WALLET_MESSAGE } from '@machines/shared/walletErrors';
import { buildContracts, LOCAL_WORLD_CONTRACTS } from '../../../config/contractConfig';
import type { ChainDeps } from '../../../services/chain/deps';
import { approveToken, trade } from './chainTrade';

const BUYER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const FORGED = '0x000000000000000000000000000000000000dEaD';
const HASH = `0x${'ab'.repeat(32)}`;

function deps(fromApi: Partial<ContractAddresses> = {}) {
  // The wallet is on the local BSC chain (31338, 0x7a6a) and answers a send with its hash.
  const request = vi.fn(async (args: { method: string; params?: unknown[] }): Promise<unknown> => (args.method === 'eth_chainId' ? '0x7a6a' : HASH));
  const d: ChainDeps = {
    addresses: async (chainId) => ({ chainId, rpcUrl: 'http://127.0.0.1:2', ...LOCAL_WORLD_CONTRACTS, ...fromApi }),
    build: buildContracts({}),
    networks: () => [],
    provider: () => ({ request }) as unknown as ReturnType<ChainDeps['provider']>,
    fetch: () => Promise.reject(new Error('no fetch')),
  };
  return { d, request };
}

/** No node runs in a unit test: the reads before sending answer from here. */
function chainReads(estimate: () => Promise<bigint>) {
  vi.spyOn(JsonRpcProvider.prototype, 'estimateGas').mockImplementation(estimate);
  vi.spyOn(JsonRpcProvider.prototype, 'getFeeData').mockResolvedValue(new FeeData(1n, 2n, 1n));
  vi.spyOn(JsonRpcProvider.prototype, 'getBlockNumber').mockResolvedValue(7);
  vi.spyOn(JsonRpcProvider.prototype, 'getTransactionCount').mockResolvedValue(3);
  vi.spyOn(JsonRpcProvider.prototype, 'getTransaction').mockResolvedValue(null);
  vi.spyOn(JsonRpcProvider.prototype, 'getBalance').mockResolvedValue(10n ** 20n);
}

const sentTx = (request: ReturnType<typeof deps>['request']) =>
  (request.mock.calls.find(([args]) => args.method === 'eth_sendTransaction')![0].params as [{ to: string; data: string; value?: string; chainId: string }])[0];
const sends = (request: ReturnType<typeof deps>['request']) => request.mock.calls.filter(([args]) => args.method === 'eth_sendTransaction');

afterEach(() => vi.restoreAllMocks());

describe('market chain calls', () => {
  it('approves exactly the amount, to the build’s market', async () => {
    chainReads(async () => 50_000n);
    const { d, request } = deps();
    await approveToken(d, { chainId: 31338, from: BUYER, amountWei: '90000000000000000000' });
    const tx = sentTx(request);
    expect(tx.to).toBe(LOCAL_WORLD_CONTRACTS.token);
    const erc20 = new Interface(['function approve(address spender, uint256 amount)']);
    expect(erc20.decodeFunctionData('approve', tx.data).toArray()).toEqual([LOCAL_WORLD_CONTRACTS.market, 90_000_000_000_000_000_000n]);
  });

  it('refuses, asking the wallet nothing, when the API names another market', async () => {
    const { d, request } = deps({ market: FORGED });
    await expect(approveToken(d, { chainId: 31338, from: BUYER, amountWei: '1' })).rejects.toThrow('address not matched');
    await expect(trade(d, { chainId: 31338, from: BUYER, index: 3, amount: 1, currency: 'native', totalWei: '1' })).rejects.toThrow('address not matched');
    expect(request).not.toHaveBeenCalled();
  });

  it('a native purchase sends Transaction_Item with the total as value', async () => {
    chainReads(async () => 50_000n);
    const { d, request } = deps();
    await trade(d, { chainId: 31338, from: BUYER, index: 3, amount: 2, currency: 'native', totalWei: '1000000000000000000' });
    const tx = sentTx(request);
    expect(tx.to).toBe(LOCAL_WORLD_CONTRACTS.market);
    expect(tx.value).toBe('0xde0b6b3a7640000');
    expect(tx.chainId).toBe('0x7a6a');
    const market = new Interface(['function Transaction_Item(uint256 itemId, uint256 amount)']);
    expect(market.decodeFunctionData('Transaction_Item', tx.data).toArray()).toEqual([3n, 2n]);
  });

  it('names a LandMarket revert met while estimating (sold meanwhile)', async () => {
    const notForSale = new Interface(['error NotForSale(uint256 itemId)']).encodeErrorResult('NotForSale', [3]);
    chainReads(async () => {
      throw Object.assign(new Error('execution reverted'), { data: notForSale });
    });
    const { d, request } = deps();
    await expect(trade(d, { chainId: 31338, from: BUYER, index: 3, amount: 1, currency: 'token', totalWei: '1' })).rejects.toThrow(
      `${REVERT_PREFIX}NotForSale`,
    );
    expect(request).not.toHaveBeenCalled();
  });

  it("names a revert the wallet met while sending, nested MetaMask's way (error.data.data)", async () => {
    const notForSale = new Interface(['error NotForSale(uint256 itemId)']).encodeErrorResult('NotForSale', [3]);
    chainReads(async () => 50_000n);
    const { d, request } = deps();
    request.mockImplementation(async (args) => {
      if (args.method === 'eth_chainId') return '0x7a6a';
      throw Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603, data: { code: 3, message: 'execution reverted', data: notForSale } });
    });
    await expect(trade(d, { chainId: 31338, from: BUYER, index: 3, amount: 1, currency: 'token', totalWei: '1' })).rejects.toThrow(
      `${REVERT_PREFIX}NotForSale`,
    );
  });

  it("says 'not enough native coins' before the wallet opens when the gas and value exceed the native balance", async () => {
    chainReads(async () => 50_000n);
    // Gas 60,000 (with the margin) at 2 wei, plus a 1 wei value: one wei short.
    vi.spyOn(JsonRpcProvider.prototype, 'getBalance').mockResolvedValue(120_000n);
    const { d, request } = deps();
    const error = await trade(d, { chainId: 31338, from: BUYER, index: 3, amount: 1, currency: 'native', totalWei: '1' }).catch((e: unknown) => e);
    expect(walletErrorMessage(error)).toEqual({ id: WALLET_MESSAGE.notEnoughNative });
    await expect(approveToken(d, { chainId: 31338, from: BUYER, amountWei: '1' })).resolves.toHaveLength(1);
    expect(sends(request)).toHaveLength(1);
  });

  it('sends nothing while the wallet is on another chain', async () => {
    chainReads(async () => 50_000n);
    const { d, request } = deps();
    request.mockImplementation(async (args) => (args.method === 'eth_chainId' ? '0x38' : HASH));
    await expect(trade(d, { chainId: 31338, from: BUYER, index: 3, amount: 1, currency: 'token', totalWei: '1' })).rejects.toThrow(
      'the wallet is on another chain',
    );
    expect(sends(request)).toEqual([]);
  });
});
