// The Binance-withdrawn LAND flow's actor ports, named once: the placeholders, the providers in src/features/binance
// and the test stubs use them.
import type { BinanceLand } from '@common/api/binance';

export type { BinanceLand };

/** claim: lock one LAND (enter_binance_002_ex step claim); answers the list as it now stands and the lock id. */
export interface ClaimLandInput {
  landId: number;
}
export interface ClaimLandOutput {
  rows: BinanceLand[];
  lockId: string;
}

/** transfer: move a locked LAND to the user's registered wallet, naming its lock; answers the list. */
export interface TransferLandInput {
  landId: number;
  lockId: string;
}
