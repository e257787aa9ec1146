// Names a reverted call's custom error (from any of the local world's contracts) so callers can map it to a message.
import { Interface, isError, type InterfaceAbi } from 'ethers';
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

function revertData(err: unknown): string | undefined {
  if (isError(err, 'CALL_EXCEPTION') && err.data) return err.data;
  const nested = (err as { error?: { data?: unknown }; data?: unknown } | null) ?? {};
  for (const candidate of [nested.data, nested.error?.data]) {
    if (typeof candidate === 'string' && candidate.startsWith('0x')) return candidate;
  }
  return undefined;
}

/** The custom error behind a failed call or transaction, or undefined when it carries none we know. */
export function decodeContractError(err: unknown): ContractErrorInfo | undefined {
  const data = revertData(err);
  if (!data || data.length < 10) return undefined;
  try {
    const parsed = allErrors().parseError(data);
    return parsed ? { name: parsed.name, args: [...parsed.args] } : undefined;
  } catch {
    return undefined;
  }
}
