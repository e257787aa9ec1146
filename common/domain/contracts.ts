// The shape of a deployment's contract addresses, written once: the deployments file, the API's config entry and the chain bindings use it.
import { z } from 'zod/mini';

/** The contracts every chain of the world has, by the name the code uses. */
export type ContractName =
  | 'token'
  | 'land721'
  | 'land1155'
  | 'staking'
  | 'rewardBox'
  | 'executor'
  | 'market'
  | 'mysteryBox'
  /** Game items (common/domain/items.ts): ERC-1155 by catalog id, and the unique ERC-721 pieces. */
  | 'items1155'
  | 'items721';

/** One chain's contract addresses. */
export type ContractAddressSet = Record<ContractName, string>;

/** A 0x-prefixed 20-byte hex address. */
export const hexAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'not an address'));

/** The schema of one chain's address set, each address checked by `address` (strict for files we write, loose on the wire). */
export function contractAddressSet<A extends z.ZodMiniType<string>>(address: A) {
  return z.object({
    token: address,
    land721: address,
    land1155: address,
    staking: address,
    rewardBox: address,
    executor: address,
    market: address,
    mysteryBox: address,
    items1155: address,
    items721: address,
  } satisfies Record<ContractName, A>);
}
