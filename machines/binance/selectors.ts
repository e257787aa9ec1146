// Pure reads of the Binance-withdrawn LAND flow for the view.
import type { SnapshotFrom } from 'xstate';
import type { binanceLandMachine } from './binanceLandMachine';
import type { BinanceLand } from './types';

type Binance = SnapshotFrom<typeof binanceLandMachine>;

export const selectBinanceRows = (s: Binance): BinanceLand[] => s.context.rows;
export const selectBinanceLoading = (s: Binance): boolean => s.matches('loading');
export const selectBinanceUnavailable = (s: Binance): boolean => s.matches('unavailable');
/** The LAND a claim or transfer is running for (its button shows busy); null when none runs. */
export const selectBinanceBusyLand = (s: Binance): number | null =>
  s.matches('confirming') || s.matches('locking') || s.matches('transferring') ? s.context.landId : null;
export const selectBinanceNotice = (s: Binance) => s.context.notice;
