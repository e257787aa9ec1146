// Names a reverted call's custom error (from any of the local world's contracts) so callers can map it to a message,
// whatever shape the error came in: ethers, the Hardhat node, MetaMask and other wallets each nest the revert data
// differently, and some only write it into their message.
import { Interface, type InterfaceAbi } from 'ethers';
import { CONTRACT_ABIS } from './abis';

export interface ContractErrorInfo {
  name: string;
  args: readonly unknown[];
}

let combined: Interface | undefined;

function allErrors(): Interface {
  if (!combined) {
    const seen = new Set<string>();
    type AbiEntry = { type?: string; name?: string; inputs?: readonly { type: string }[] };
    const entries: readonly AbiEntry[] = Object.values(CONTRACT_ABIS).flat();
    const fragments: InterfaceAbi = entries.filter((frag) => {
      if (frag.type !== 'error') return false;
      const key = `${frag.name}(${(frag.inputs ?? []).map((i) => i.type).join(',')})`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }) as InterfaceAbi;
    combined = new Interface(fragments);
  }
  return combined;
}

/**
 * Where wallets and libraries put the inner error or its data (ethers: data, info.error; MetaMask: data.data; others:
 * error.data, cause). Never the request itself (payload, transaction): its calldata is not revert data.
 */
const NESTED_KEYS = ['data', 'error', 'info', 'cause', 'originalError', 'body'] as const;
/** Texts that may hold the data as written (ethers' 'data="0x…"', a JSON body, Hardhat's sentence). */
const TEXT_KEYS = ['message', 'shortMessage', 'reason', 'details', 'body'] as const;
const HEX = /0x[0-9a-fA-F]{8,}/g;

/** Every hex string that may be revert data, outermost first: data fields, then the texts that quote it. */
function candidates(root: unknown): string[] {
  const out: string[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 6 || value === null || value === undefined || seen.has(value)) return;
    if (typeof value === 'string') {
      if (/^0x[0-9a-fA-F]{8,}$/.test(value)) out.push(value);
      else if (value.trimStart().startsWith('{')) {
        try {
          visit(JSON.parse(value), depth + 1);
        } catch {
          // Not JSON: the texts are searched below.
        }
      }
      return;
    }
    if (typeof value !== 'object') return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    for (const key of NESTED_KEYS) visit(record[key], depth + 1);
    for (const key of TEXT_KEYS) {
      const text = record[key];
      if (typeof text === 'string') out.push(...(text.match(HEX) ?? []));
    }
  };
  visit(root, 0);
  return out;
}

/** The custom error behind a failed call or transaction, or undefined when it carries none we know. */
export function decodeContractError(err: unknown): ContractErrorInfo | undefined {
  for (const data of candidates(err)) {
    try {
      const parsed = allErrors().parseError(data);
      if (parsed) return { name: parsed.name, args: [...parsed.args] };
    } catch {
      // Not an error of ours (an address, a hash, truncated data): try the next one.
    }
  }
  return undefined;
}

/** The error renamed after its contract error (e.g. DepositClosed), for the flows' rules; undefined when none is known. */
export function namedRevert(err: unknown): Error | undefined {
  const decoded = decodeContractError(err);
  return decoded ? Object.assign(new Error(decoded.name), { cause: err }) : undefined;
}
