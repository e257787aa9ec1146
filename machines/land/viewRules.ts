// The LAND view's rules, pure: the network warning, the tab a city belongs on, and when a map click is written to the URL.
import type { ChainFamily, ChainKey } from '@common/domain/chains';
import { type LandQuery, searchOfLand, tabOfCity } from './query';

/** The city's chain: the loaded map names it; before that (or when it fails) the configured network of its family. */
export function cityChainIdOf(
  mapChainId: number | undefined,
  networks: readonly { chainId: number; family: ChainFamily }[],
  family: ChainFamily,
): number | null {
  return mapChainId ?? networks.find((n) => n.family === family)?.chainId ?? null;
}

/** Spec 8, 'This area is not on your selected network.': a signed-in wallet on another chain than the city's. Nothing is known, nothing is said. */
export function onWrongNetwork(cityChainId: number | null, walletChainId: number | null): boolean {
  return cityChainId !== null && walletChainId !== null && walletChainId !== cityChainId;
}

/** The city's network is the tab: a URL naming another tab (or an old link) moves to the city's. Null: it is where it belongs. */
export function landTabMove(tab: ChainKey, query: LandQuery): { tab: ChainKey; search: string } | null {
  const home = tabOfCity(query.city);
  return home === tab ? null : { tab: home, search: searchOfLand(query) };
}

/**
 * Map -> URL: the parcel to write when the flow's selection changed by a click, or undefined to leave the URL alone.
 * `previous` is the selection last seen; a render still showing the selection from before the URL was sent to the flow
 * (`current` differs from what the flow holds now) is not a click, and a selection the URL already names needs nothing.
 */
export function parcelToWrite(previous: string | null, current: string | null, flowNow: string | null, urlParcel: string | null): string | null | undefined {
  if (current === previous || flowNow !== current || current === urlParcel) return undefined;
  return current;
}
