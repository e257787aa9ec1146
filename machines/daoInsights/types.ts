// The DAO insights flows' actor ports, named once: the placeholders, the providers in src/features/daoInsights and the test stubs use them.
import { sameAddress } from '@common/domain/address';
import type { z } from 'zod/mini';
import type { activityAnswer, transparencyAnswer, VotePower } from '@common/api/dao';

/** The transparency page's data: the treasury on each network that answered, proposals by status, funded grants. */
export type Transparency = z.infer<typeof transparencyAnswer>['data'];

/** One address's proposals, votes and comments. */
export type Activity = z.infer<typeof activityAnswer>['data'];

/** The activity page asks for the signed-in user's registered wallets and each one's activity (account '' for a wallet-only user). */
export interface ActivityQuery {
  userId: string;
  account: string;
}
export interface WalletActivity {
  address: string;
  activity: Activity;
}

/** The voting-power page: one address on each of the app's networks, at each network's latest block. */
export interface VotingPowerQuery {
  address: string;
  chainIds: readonly number[];
}
/** A network's power, or null when that network could not be read just now. */
export interface NetworkPower {
  chainId: number;
  power: VotePower | null;
}

export const sameVotingPowerQuery = (a: VotingPowerQuery, b: VotingPowerQuery): boolean =>
  sameAddress(a.address, b.address) && a.chainIds.length === b.chainIds.length && a.chainIds.every((c, i) => c === b.chainIds[i]);
