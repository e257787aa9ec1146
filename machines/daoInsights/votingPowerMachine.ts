// The voting-power page: one address's voting power on each network at its latest block, with the breakdown; another
// address (or the page shown again) reads afresh, Retry when no network could be read.
import { createQueryMachine } from '../shared/queryMachine';
import { sameVotingPowerQuery, type NetworkPower, type VotingPowerQuery } from './types';

/** The generic loader (machines/shared/queryMachine.ts) configured; its load port rejects only when no network answered. */
export const votingPowerMachine = createQueryMachine<VotingPowerQuery, NetworkPower[]>({
  id: 'votingPower',
  description:
    "The voting-power page: an address's voting power per network at the latest block, with its token and LAND breakdown; another address or the page " +
    'shown again reads afresh; Retry when no network answered.',
  same: sameVotingPowerQuery,
  refreshOnSame: true,
});
