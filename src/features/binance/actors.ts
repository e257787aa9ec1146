// The Binance-withdrawn LAND flow with its real actors: enter_binance_002_ex for the session's user.
import { fromPromise } from 'xstate';
import { binanceLandMachine } from '@machines/binance/binanceLandMachine';
import type { BinanceLand, ClaimLandInput, ClaimLandOutput, TransferLandInput } from '@machines/binance/types';
import { sessionUser } from '../../services/sessionUser';
import { binanceDeps, claimBinanceLand, listBinanceLand, transferBinanceLand, type BinanceDeps } from './services/binance';

export function binanceLandLogic(deps: BinanceDeps = binanceDeps()) {
  return binanceLandMachine.provide({
    actors: {
      listLand: fromPromise<BinanceLand[]>(({ system }) => listBinanceLand(deps, sessionUser(system))),
      claimLand: fromPromise<ClaimLandOutput, ClaimLandInput>(({ input, system }) => claimBinanceLand(deps, sessionUser(system), input)),
      transferLand: fromPromise<BinanceLand[], TransferLandInput>(({ input, system }) => transferBinanceLand(deps, sessionUser(system), input)),
    },
  });
}
