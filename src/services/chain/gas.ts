// Fee per gas for every transaction: the Polygon gas station on 0x89 and 0x13881 (40 gwei when it fails, clamped to a maximum), the node's fee data elsewhere.
import { POLYGON_DEFAULT_GAS_GWEI, SPECIAL_GAS_CHAIN_HEX } from '../../../common/domain/chains';

export const POLYGON_GAS_STATION: Readonly<Record<string, string>> = {
  '0x89': 'https://gasstation.polygon.technology/v2',
  '0x13881': 'https://gasstation-testnet.polygon.technology/v2',
};

export interface FeePerGas {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

const GWEI = 1_000_000_000n;

/**
 * The most the app pays per gas on the gas station's word: a wrong or hostile answer (a typo, a spike of 100,000 gwei)
 * must not ask the user for a fee they would not agree to. Polygon's busiest days stayed well under this.
 */
export const POLYGON_MAX_GAS_GWEI = 1_000;

/** Whole or fractional gwei (as the gas station gives them) to wei. */
export function gweiToWei(gwei: number): bigint {
  if (!Number.isFinite(gwei) || gwei < 0) throw new Error('bad gwei value');
  return BigInt(Math.round(gwei * 1e9));
}

export const hexChain = (chainId: number) => `0x${chainId.toString(16)}`;

export function usesGasStation(chainId: number): boolean {
  return (SPECIAL_GAS_CHAIN_HEX as readonly string[]).includes(hexChain(chainId));
}

type FetchLike = (url: string) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/** The gas station's fast fees; the 40 gwei default on any failure. */
export async function polygonFee(chainId: number, fetchFn: FetchLike): Promise<FeePerGas> {
  const fallback = { maxFeePerGas: BigInt(POLYGON_DEFAULT_GAS_GWEI) * GWEI, maxPriorityFeePerGas: BigInt(POLYGON_DEFAULT_GAS_GWEI) * GWEI };
  const url = POLYGON_GAS_STATION[hexChain(chainId)];
  if (!url) return fallback;
  try {
    const res = await fetchFn(url);
    if (!res.ok) return fallback;
    const body = (await res.json()) as { fast?: { maxFee?: unknown; maxPriorityFee?: unknown } };
    const maxFee = Number(body.fast?.maxFee);
    const priority = Number(body.fast?.maxPriorityFee);
    if (!(maxFee > 0) || !(priority > 0)) return fallback;
    const max = Math.min(maxFee, POLYGON_MAX_GAS_GWEI);
    return { maxFeePerGas: gweiToWei(max), maxPriorityFeePerGas: gweiToWei(Math.min(priority, max)) };
  } catch {
    return fallback;
  }
}

/** Node fee data as ethers' getFeeData gives it. */
export interface NodeFeeData {
  maxFeePerGas: bigint | null;
  maxPriorityFeePerGas: bigint | null;
  gasPrice: bigint | null;
}

/** EIP-1559 fees when the node has them, else the legacy gas price for both. */
export function feeFromNode(data: NodeFeeData): FeePerGas {
  if (data.maxFeePerGas !== null && data.maxPriorityFeePerGas !== null) {
    return { maxFeePerGas: data.maxFeePerGas, maxPriorityFeePerGas: data.maxPriorityFeePerGas };
  }
  const price = data.gasPrice ?? 0n;
  return { maxFeePerGas: price, maxPriorityFeePerGas: price };
}

/** The most a transaction can cost: gas limit times the maximum fee per gas. */
export const maxGasCost = (gasLimit: bigint, fee: FeePerGas) => gasLimit * fee.maxFeePerGas;

/** Gas estimates get a 20 % margin, as wallets add. */
export const withMargin = (gas: bigint) => (gas * 120n) / 100n;
