// Balances of the top bar (spec 3 wallet state): the game token on the current chain, the game token on the POL
// chain of the set, the native coin, and the DVG staking earned (dvi_reward_search). Heavy (ethers): reached only through import().
import { BrowserProvider, Contract, JsonRpcProvider } from 'ethers';
import type { Balances } from '@machines/wallet/types';
import type { ContractAddresses } from '@common/api/content';
import { pinnedAddresses, type BuildContracts } from '../../../config/contractConfig';
import type { NetworkInfo } from '../../../config/networks';
import type { Eip1193Provider } from '../../../services/wallet/active';

const ERC20 = ['function balanceOf(address) view returns (uint256)'];

export interface BalanceDeps {
  provider: Eip1193Provider | null;
  /** Contract addresses per chain (GetWebConfig); undefined when a chain has none. */
  addresses: (chainId: number) => Promise<ContractAddresses | undefined>;
  networks: readonly Pick<NetworkInfo, 'chainId' | 'family' | 'rpcUrl'>[];
  /** The build's address book: the token read is the pinned one, and none when the API names another. */
  build: BuildContracts;
  /** DVG earned by staking on a chain, in wei (dvi_reward_search); null when the back end does not say. */
  dvg?: (address: string, chainId: number) => Promise<string | null>;
}

/** The pinned token of a chain; throws (the balance shows as unknown) when the API's book differs from the build's. */
async function tokenOf(deps: BalanceDeps, chainId: number): Promise<string | undefined> {
  const fromApi = await deps.addresses(chainId);
  return fromApi ? pinnedAddresses(deps.build, chainId, fromApi).token : undefined;
}

async function tokenBalance(runner: BrowserProvider | JsonRpcProvider, token: string | undefined, address: string): Promise<string | null> {
  if (!token) return null;
  const balance = (await new Contract(token, ERC20, runner).getFunction('balanceOf')(address)) as bigint;
  return balance.toString();
}

/** Each balance is read on its own: one that fails is null, the others still show. */
export async function readBalances(deps: BalanceDeps, address: string, chainId: number): Promise<Balances> {
  const settle = async (read: () => Promise<string | null>) => {
    try {
      return await read();
    } catch {
      return null;
    }
  };
  const wallet = deps.provider ? new BrowserProvider(deps.provider, 'any') : null;
  const pol = deps.networks.find((n) => n.family === 'POL');
  const [token, polygon, native, dvg] = await Promise.all([
    settle(async () => (wallet ? tokenBalance(wallet, await tokenOf(deps, chainId), address) : null)),
    settle(async () => {
      if (!pol) return null;
      const token = await tokenOf(deps, pol.chainId);
      if (!token) return null;
      if (pol.chainId === chainId && wallet) return tokenBalance(wallet, token, address);
      return tokenBalance(new JsonRpcProvider(pol.rpcUrl, pol.chainId, { staticNetwork: true }), token, address);
    }),
    settle(async () => (wallet ? (await wallet.getBalance(address)).toString() : null)),
    settle(async () => (deps.dvg ? deps.dvg(address, chainId) : null)),
  ]);
  return { token, polygon, native, dvg };
}
