// The build's address book from a deployments file (VITE_DEPLOYMENTS=deployments/deployments.json, as written by
// `npm run deploy`): chain id -> that chain's contracts, handed to src/config/contractConfig.ts at build time.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deploymentsSchema, type ContractAddresses } from '../../contracts/deployments';

/** chain id (decimal string) -> the chain's full contract set. */
export type AddressBook = Record<string, ContractAddresses>;

/** Reads and validates the file (one chain per family may be missing: a testnet deployed one network at a time). */
export function readAddressBook(path: string, root: string = process.cwd()): AddressBook {
  const full = resolve(root, path);
  let raw: string;
  try {
    raw = readFileSync(full, 'utf8');
  } catch {
    throw new Error(`VITE_DEPLOYMENTS: no deployments file at ${full} (npm run deploy writes it: docs/deploy.md)`);
  }
  const parsed = deploymentsSchema.partial().safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`VITE_DEPLOYMENTS: ${full} is not a deployments file: ${parsed.error.message}`);
  return Object.fromEntries(Object.values(parsed.data).map((chain) => [String(chain.chainId), chain.contracts]));
}

/**
 * Vite's `define` for the book: __DEPLOYED_CONTRACTS__ is the book as a JSON string ('{}' when VITE_DEPLOYMENTS is
 * unset). A wrong path or file stops the build instead of shipping an app that trusts no address.
 */
export function addressBookDefine(env: Record<string, string | undefined>, root?: string): { __DEPLOYED_CONTRACTS__: string } {
  const book = env.VITE_DEPLOYMENTS ? readAddressBook(env.VITE_DEPLOYMENTS, root) : {};
  return { __DEPLOYED_CONTRACTS__: JSON.stringify(JSON.stringify(book)) };
}
