// The Bitski module's rules without the SDK: BSC is refused (spec 6) before the wallet is asked, and the start chain skips it.
import { describe, expect, it, vi } from 'vitest';
import { bitskiWallet, ChainRefusedError, refuseChains, requestedChain, startChain } from './bitski';

const BSC = [31_338, 56];

describe('Bitski wallet module', () => {
  it('refuses a switch or an add of a BSC chain with 4901 and passes every other request to the wallet', async () => {
    const request = vi.fn(async (args: { method: string; params?: unknown }) => `answer:${args.method}`);
    const provider = refuseChains({ request, extra: 1 }, BSC);
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).rejects.toMatchObject({
      code: 4901,
      chainId: 31_338,
    });
    await expect(provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x38' }] })).rejects.toBeInstanceOf(ChainRefusedError);
    expect(request).not.toHaveBeenCalled();
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })).resolves.toBe(
      'answer:wallet_switchEthereumChain',
    );
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toBe('answer:eth_accounts');
    expect(provider.extra).toBe(1);
  });

  it('reads the chain a request asks for, hex or number', () => {
    expect(requestedChain({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })).toBe(137);
    expect(requestedChain({ method: 'wallet_addEthereumChain', params: [{ chainId: 1 }] })).toBe(1);
    expect(requestedChain({ method: 'eth_chainId' })).toBeNull();
  });

  it('starts on the first configured chain that is not BSC', () => {
    const chains = [
      { id: '0x7a6a', rpcUrl: 'http://127.0.0.1:8546' },
      { id: '0x7a69', rpcUrl: 'http://127.0.0.1:8545' },
    ];
    expect(startChain(chains, BSC)).toEqual({ chainId: 31_337, rpcUrl: 'http://127.0.0.1:8545' });
    expect(startChain([chains[0]!], BSC)).toBeNull();
  });

  it('is one wallet entry labelled Bitski, whose SDK loads only when chosen', async () => {
    const init = bitskiWallet({ clientId: 'id', callbackUrl: 'http://127.0.0.1/bitski-callback.html', bscChainIds: BSC });
    const module = init({ device: {} as never }) as { label: string; getIcon: () => Promise<string> };
    expect(module.label).toBe('Bitski');
    expect(await module.getIcon()).toMatch(/^<svg/);
  });
});
