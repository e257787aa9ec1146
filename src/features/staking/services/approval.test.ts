// Staking's addresses are the build's (the spender, the executor of a claim): when GetWebConfig names another contract, nothing is
// asked of the wallet and the approval fails with 'address not matched'; with the same address it goes to the wallet.
import { describe, expect, it, vi } from 'vitest';
import { FeeData, Interface, JsonRpcProvider } from 'ethers';
import { buildContracts, LOCAL_WORLD_CONTRACTS } from '../../../config/contractConfig';
import type { ContractAddresses } from '@common/api/content';
import { approve, checkApproval, execClaim } from './chainOps';
import type { StakingDeps } from './deps';

const OWNER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const FORGED = '0x000000000000000000000000000000000000dEaD';

function deps(fromApi: Partial<ContractAddresses>) {
  const request = vi.fn(async () => {
    throw new Error('stop here');
  });
  const d: StakingDeps = {
    api: () => Promise.reject(new Error('no API in this test')),
    addresses: async (chainId) => ({ chainId, rpcUrl: 'http://127.0.0.1:1', ...LOCAL_WORLD_CONTRACTS, ...fromApi }),
    build: buildContracts({}),
    networks: () => [],
    provider: () => ({ request }) as unknown as ReturnType<StakingDeps['provider']>,
    fetch: () => Promise.reject(new Error('no fetch')),
    nowSec: () => 0,
  };
  return { d, request };
}

describe('staking approval spender', () => {
  it('refuses to approve, and asks the wallet nothing, when the API names another staking contract', async () => {
    const { d, request } = deps({ staking: FORGED });
    await expect(approve(d, { chainId: 31338, standard: 721, owner: OWNER })).rejects.toThrow('address not matched');
    await expect(checkApproval(d, { chainId: 31338, standard: 721, owner: OWNER })).rejects.toThrow('address not matched');
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses a claim naming another executor than the pinned one, and any read of a chain whose API book differs', async () => {
    const { d, request } = deps({});
    await expect(execClaim(d, { chainId: 31338, from: OWNER, executor: FORGED, data: '0x', signature: '0x' })).rejects.toThrow('address not matched');
    const forgedToken = deps({ token: FORGED });
    await expect(checkApproval(forgedToken.d, { chainId: 31338, standard: 721, owner: OWNER })).rejects.toThrow('address not matched');
    expect(request).not.toHaveBeenCalled();
    expect(forgedToken.request).not.toHaveBeenCalled();
  });

  it('refuses on a chain the build knows no contracts for', async () => {
    const { d, request } = deps({});
    await expect(approve(d, { chainId: 56, standard: 1155, owner: OWNER })).rejects.toThrow('address not matched');
    expect(request).not.toHaveBeenCalled();
  });

  it('with the build’s address (any letter case from the API), sends setApprovalForAll(build’s staking, true) on the LAND contract', async () => {
    // The chain reads before sending answer from here: no node is running in a unit test.
    vi.spyOn(JsonRpcProvider.prototype, 'estimateGas').mockResolvedValue(50_000n);
    vi.spyOn(JsonRpcProvider.prototype, 'getFeeData').mockResolvedValue(new FeeData(1n, 2n, 1n));
    vi.spyOn(JsonRpcProvider.prototype, 'getBlockNumber').mockResolvedValue(7);
    vi.spyOn(JsonRpcProvider.prototype, 'getTransactionCount').mockResolvedValue(3);
    vi.spyOn(JsonRpcProvider.prototype, 'getTransaction').mockResolvedValue(null);
    vi.spyOn(JsonRpcProvider.prototype, 'getBalance').mockResolvedValue(10n ** 20n);
    const { d, request } = deps({ staking: LOCAL_WORLD_CONTRACTS.staking.toLowerCase() });
    // The wallet is on the local BSC chain (0x7a6a) and answers the send with its hash.
    request.mockImplementation((async (args: { method: string }) => (args.method === 'eth_chainId' ? '0x7a6a' : `0x${'ab'.repeat(32)}`)) as never);
    const [sent] = await approve(d, { chainId: 31338, standard: 721, owner: OWNER });
    expect(sent?.hash).toBe(`0x${'ab'.repeat(32)}`);
    const calls = request.mock.calls as unknown as [{ method: string; params: [{ to: string; data: string; chainId: string }] }][];
    const [{ params }] = calls.find(([args]) => args.method === 'eth_sendTransaction')!;
    expect(params[0].chainId).toBe('0x7a6a');
    expect(params[0].to).toBe(LOCAL_WORLD_CONTRACTS.land721);
    const land = new Interface(['function setApprovalForAll(address operator, bool approved)']);
    expect(land.decodeFunctionData('setApprovalForAll', params[0].data).toArray()).toEqual([LOCAL_WORLD_CONTRACTS.staking, true]);
    vi.restoreAllMocks();
  });
});
