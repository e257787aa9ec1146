// The approvals page's chain calls: what is read per network (non-zero allowances, approvals-for-all), a network that
// cannot be read, and the revoke sent (approve 0 / setApprovalForAll false) through the connected wallet.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbiCoder, FeeData, Interface, JsonRpcProvider } from 'ethers';
import { buildContracts, LOCAL_WORLD_CONTRACTS as C } from '../../../config/contractConfig';
import type { ChainDeps } from '../../../services/chain/deps';
import { loadApprovals, revoke } from './chainApprovals';

const OWNER = '0x1BcB8e569EedAb4668e55145Cfeaf190902d3CF2';
const ERC = new Interface([
  'function allowance(address owner, address spender) view returns (uint256)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function approve(address spender, uint256 amount)',
  'function setApprovalForAll(address operator, bool approved)',
]);
const abi = AbiCoder.defaultAbiCoder();

function deps(down: number[] = [], fromApi: Partial<typeof C> = {}) {
  // The wallet is on the local BSC chain (0x7a6a) and answers a send with its hash.
  const request = vi.fn(async (args: { method: string; params?: unknown[] }): Promise<unknown> =>
    args.method === 'eth_chainId' ? '0x7a6a' : `0x${'cd'.repeat(32)}`,
  );
  const d: ChainDeps = {
    addresses: async (chainId) => {
      if (down.includes(chainId)) throw new Error(`No contracts are configured for chain ${chainId}`);
      return { chainId, rpcUrl: 'http://127.0.0.1:2', ...C, ...fromApi };
    },
    build: buildContracts({}),
    networks: () => [],
    provider: () => ({ request }) as unknown as ReturnType<ChainDeps['provider']>,
    fetch: () => Promise.reject(new Error('no fetch')),
  };
  return { d, request };
}

/** The chain as a fake node: the token allows the market 5 DVI, LAND 721 is approved for staking, nothing else. */
function fakeChain() {
  vi.spyOn(JsonRpcProvider.prototype, 'call').mockImplementation(async (tx) => {
    const to = String(tx.to).toLowerCase();
    const parsed = ERC.parseTransaction({ data: String(tx.data) })!;
    const [, spender] = parsed.args.toArray() as [string, string];
    if (parsed.name === 'allowance') return abi.encode(['uint256'], [to === C.token.toLowerCase() && spender === C.market ? 5n * 10n ** 18n : 0n]);
    return abi.encode(['bool'], [to === C.land721.toLowerCase() && spender === C.staking]);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('approvals chain calls', () => {
  it('lists the non-zero allowances and the approvals-for-all of each network, and which network could not be read', async () => {
    fakeChain();
    const { d } = deps([31_339]);
    const out = await loadApprovals(d, { owner: OWNER, chainIds: [31_338, 31_339] });
    expect(out.unavailable).toEqual([31_339]);
    expect(out.rows).toEqual([
      {
        kind: 'token',
        key: '31338:token:market',
        chainId: 31_338,
        asset: 'token',
        assetAddress: C.token,
        spender: 'market',
        spenderAddress: C.market,
        amount: '5000000000000000000',
      },
      { kind: 'nft', key: '31338:land721:staking', chainId: 31_338, asset: 'land721', assetAddress: C.land721, spender: 'staking', spenderAddress: C.staking },
    ]);
  });

  it('fails when no network can be read, so the page offers Retry', async () => {
    const { d } = deps([31_338]);
    await expect(loadApprovals(d, { owner: OWNER, chainIds: [31_338] })).rejects.toThrow('No contracts are configured for chain 31338');
  });

  it('revokes an allowance with approve(spender, 0) and an approval-for-all with setApprovalForAll(operator, false)', async () => {
    vi.spyOn(JsonRpcProvider.prototype, 'estimateGas').mockResolvedValue(50_000n);
    vi.spyOn(JsonRpcProvider.prototype, 'getFeeData').mockResolvedValue(new FeeData(1n, 2n, 1n));
    vi.spyOn(JsonRpcProvider.prototype, 'getBlockNumber').mockResolvedValue(7);
    vi.spyOn(JsonRpcProvider.prototype, 'getTransactionCount').mockResolvedValue(3);
    vi.spyOn(JsonRpcProvider.prototype, 'getTransaction').mockResolvedValue(null);
    vi.spyOn(JsonRpcProvider.prototype, 'getBalance').mockResolvedValue(10n ** 20n);
    const { d, request } = deps();
    await revoke(d, { chainId: 31_338, from: OWNER, kind: 'token', assetAddress: C.token, spenderAddress: C.mysteryBox });
    await revoke(d, { chainId: 31_338, from: OWNER, kind: 'nft', assetAddress: C.items1155, spenderAddress: C.market });
    const sent = request.mock.calls
      .filter((c) => c[0].method === 'eth_sendTransaction')
      .map((c) => (c[0].params as [{ to: string; data: string; from: string }])[0]);
    expect(sent.map((t) => [t.to, t.from])).toEqual([
      [C.token, OWNER],
      [C.items1155, OWNER],
    ]);
    expect(ERC.decodeFunctionData('approve', sent[0]!.data).toArray()).toEqual([C.mysteryBox, 0n]);
    expect(ERC.decodeFunctionData('setApprovalForAll', sent[1]!.data).toArray()).toEqual([C.market, false]);
  });

  it('revokes only with the address book: a row naming another asset or spender is refused, the wallet never asked', async () => {
    const { d, request } = deps();
    const forged = '0x000000000000000000000000000000000000dEaD';
    await expect(revoke(d, { chainId: 31_338, from: OWNER, kind: 'token', assetAddress: forged, spenderAddress: C.market })).rejects.toThrow(
      'address not matched',
    );
    await expect(revoke(d, { chainId: 31_338, from: OWNER, kind: 'nft', assetAddress: C.land721, spenderAddress: forged })).rejects.toThrow(
      'address not matched',
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('shows no grant of a network whose API addresses differ from the build’s: that network is unavailable', async () => {
    fakeChain();
    const { d } = deps([], { market: '0x000000000000000000000000000000000000dEaD' });
    await expect(loadApprovals(d, { owner: OWNER, chainIds: [31_338] })).rejects.toThrow('address not matched');
  });
});
