// The Binance-withdrawn LAND of the local world (enter_binance_002_ex): seeded in the API for the e2e account hugo01.
import { LOCAL_CHAINS } from '../domain/chains';

export interface BinanceSeedLand {
  name: string;
  city: string;
  tokenId: string;
  chainId: number;
}

export const BINANCE_E2E = {
  /** ID login hugo01 with the wallet hugo (index 52): his LAND withdrawn to Binance, each claimable once. */
  user: { account: 'hugo01', password: 'Passw0rd!', wallet: 'hugo' as const },
  lands: [
    // Token ids far above the seeded cities' parcels: these LAND live on Binance, not on the local chains.
    { name: 'Gangnam LAND #90001', city: 'seoul', tokenId: '90001', chainId: LOCAL_CHAINS.bsc.chainId },
    { name: 'Gangnam LAND #90002', city: 'seoul', tokenId: '90002', chainId: LOCAL_CHAINS.bsc.chainId },
  ] satisfies BinanceSeedLand[],
};
