// Fee per gas: the Polygon gas station only on 0x89 and 0x13881, its fast fees in wei, and 40 gwei when it fails.
import { describe, expect, it } from 'vitest';
import { feeFromNode, gweiToWei, maxGasCost, POLYGON_MAX_GAS_GWEI, polygonFee, usesGasStation, withMargin } from './gas';

const GWEI = 1_000_000_000n;
const answer =
  (body: unknown, ok = true) =>
  async () => ({ ok, json: async () => body });

describe('gas', () => {
  it('uses the gas station on Polygon and Mumbai only', () => {
    expect(usesGasStation(137)).toBe(true);
    expect(usesGasStation(80_001)).toBe(true);
    expect(usesGasStation(1)).toBe(false);
    expect(usesGasStation(31_339)).toBe(false);
  });

  it('takes the fast fees of the gas station', async () => {
    const urls: string[] = [];
    const fee = await polygonFee(137, async (url) => {
      urls.push(url);
      return { ok: true, json: async () => ({ fast: { maxFee: 52.5, maxPriorityFee: 31 } }) };
    });
    expect(urls).toEqual(['https://gasstation.polygon.technology/v2']);
    expect(fee).toEqual({ maxFeePerGas: 52_500_000_000n, maxPriorityFeePerGas: 31n * GWEI });
  });

  it('clamps the gas station’s fees to a sane maximum, the tip never above the fee', async () => {
    const fee = await polygonFee(137, answer({ fast: { maxFee: 250_000, maxPriorityFee: 90_000 } }));
    expect(fee).toEqual({ maxFeePerGas: BigInt(POLYGON_MAX_GAS_GWEI) * GWEI, maxPriorityFeePerGas: BigInt(POLYGON_MAX_GAS_GWEI) * GWEI });
    expect(await polygonFee(137, answer({ fast: { maxFee: 60, maxPriorityFee: 90 } }))).toEqual({ maxFeePerGas: 60n * GWEI, maxPriorityFeePerGas: 60n * GWEI });
  });

  it('falls back to 40 gwei on any failure', async () => {
    const forty = { maxFeePerGas: 40n * GWEI, maxPriorityFeePerGas: 40n * GWEI };
    expect(await polygonFee(137, answer({}, false))).toEqual(forty);
    expect(await polygonFee(80_001, answer({ fast: { maxFee: 'x' } }))).toEqual(forty);
    expect(await polygonFee(137, async () => Promise.reject(new Error('offline')))).toEqual(forty);
  });

  it('prefers EIP-1559 node fees, else the legacy gas price', () => {
    expect(feeFromNode({ maxFeePerGas: 5n, maxPriorityFeePerGas: 1n, gasPrice: 3n })).toEqual({ maxFeePerGas: 5n, maxPriorityFeePerGas: 1n });
    expect(feeFromNode({ maxFeePerGas: null, maxPriorityFeePerGas: null, gasPrice: 3n })).toEqual({ maxFeePerGas: 3n, maxPriorityFeePerGas: 3n });
  });

  it('computes the worst-case cost with a 20 % gas margin', () => {
    expect(withMargin(100_000n)).toBe(120_000n);
    expect(maxGasCost(120_000n, { maxFeePerGas: 2n * GWEI, maxPriorityFeePerGas: GWEI })).toBe(240_000n * GWEI);
    expect(gweiToWei(1.5)).toBe(1_500_000_000n);
    expect(() => gweiToWei(-1)).toThrow();
  });
});
