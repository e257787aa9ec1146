// The contract addresses this build vouches for, per chain: the only ones the app sends to, approves or shows. The
// API's GetWebConfig names addresses too, but a chain's book is used only when every one of them equals the build's.
import { sameAddress } from '@common/domain/address';
import type { ContractAddressSet, ContractName } from '@common/domain/contracts';
import { LOCAL_CHAIN_IDS } from '@common/domain/chains';
import { ADDRESS_NOT_MATCHED_ERROR } from '@machines/shared/walletErrors';

/**
 * The local world's addresses, the same on each local chain: a fresh Hardhat node where the deployer account (nonce 0
 * up) deploys in scripts/chains/deploy.ts's order. The build runs before the chains start (npm test), so they are
 * written here rather than read from .data/deployments.json; src/services/chain/buildAddresses.test.ts deploys and
 * compares.
 */
export const LOCAL_WORLD_CONTRACTS: Readonly<ContractAddressSet> = {
  token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  land721: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  land1155: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  rewardBox: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  staking: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
  executor: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
  market: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
  mysteryBox: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
  items1155: '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6',
  items721: '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318',
};

/** chain id -> the addresses the build knows on it. */
export type BuildContracts = ReadonlyMap<number, Readonly<Partial<ContractAddressSet>>>;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Set by vite.config.ts from the deployments file VITE_DEPLOYMENTS names: a JSON object, chain id -> contract set. */
declare const __DEPLOYED_CONTRACTS__: string | undefined;

/** The book built into this bundle ('{}' when the build named no deployments file; undefined outside Vite). */
const DEPLOYED: string = typeof __DEPLOYED_CONTRACTS__ === 'string' ? __DEPLOYED_CONTRACTS__ : '{}';

/**
 * The build's addresses: the local world's on the `local` set, and on any set those of the deployments file the build
 * read (`deployed`, a JSON object of chain id -> { staking, market, mysteryBox, ... }: scripts/vite/addressBook.ts).
 * A malformed book gives no addresses at all, so nothing can be approved.
 */
export function buildContracts(env: Record<string, unknown>, deployed: string = DEPLOYED): BuildContracts {
  const set = env.VITE_NETWORK_SET ?? 'local';
  const out = new Map<number, Partial<ContractAddressSet>>();
  if (set === 'local') for (const chainId of LOCAL_CHAIN_IDS) out.set(chainId, LOCAL_WORLD_CONTRACTS);
  try {
    const parsed: unknown = JSON.parse(deployed);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return new Map();
    for (const [chainId, set] of Object.entries(parsed)) {
      if (!/^\d+$/.test(chainId) || typeof set !== 'object' || set === null) return new Map();
      const entries = Object.entries(set as Record<string, unknown>);
      if (!entries.every(([, a]) => typeof a === 'string' && ADDRESS.test(a))) return new Map();
      out.set(Number(chainId), Object.fromEntries(entries) as Partial<ContractAddressSet>);
    }
  } catch {
    return new Map();
  }
  return out;
}

const CONTRACT_NAMES = Object.keys(LOCAL_WORLD_CONTRACTS) as ContractName[];

/** Thrown instead of using an address: the API's is not the one this build knows (or the build knows none). */
export class AddressNotMatchedError extends Error {
  override name = ADDRESS_NOT_MATCHED_ERROR;
  constructor(
    readonly chainId: number,
    readonly contract: ContractName,
  ) {
    // The spec's text for this case (section 8); flows show it from the catalog (machines/shared/walletErrors.ts).
    super('address not matched');
  }
}

/**
 * The address book of a chain: the build's addresses, every one of them, when the API names the same ones (any
 * letter case); otherwise refused, so no transaction, approval, spender shown or revoke ever uses an address only the
 * API vouches for.
 */
export function pinnedAddresses(build: BuildContracts, chainId: number, fromApi: Readonly<Partial<Record<ContractName, string>>>): ContractAddressSet {
  const known = build.get(chainId);
  for (const name of CONTRACT_NAMES) {
    const pinned = known?.[name];
    const api = fromApi[name];
    if (!pinned || (api !== undefined && !sameAddress(api, pinned))) throw new AddressNotMatchedError(chainId, name);
  }
  return Object.fromEntries(CONTRACT_NAMES.map((name) => [name, known![name]!])) as ContractAddressSet;
}

/** The pinned address among `names` that `address` is (any letter case); refused when it is none of them. */
export function pinnedOf(book: ContractAddressSet, chainId: number, names: readonly ContractName[], address: string): string {
  const name = names.find((n) => sameAddress(book[n], address));
  if (!name) throw new AddressNotMatchedError(chainId, names[0] ?? 'token');
  return book[name];
}

let built: BuildContracts | undefined;

/** This bundle's book, read once (the build's environment does not change while the page runs). */
export function builtContracts(): BuildContracts {
  built ??= buildContracts(import.meta.env);
  return built;
}
