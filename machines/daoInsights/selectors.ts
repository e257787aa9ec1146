// Pure reads of the DAO insights flows' snapshots for the views.
import type { SnapshotFrom } from 'xstate';
import { selectQueryView } from '../shared/queryMachine';
import type { VotePower } from '@common/api/dao';
import { PROPOSAL_STATUSES, type ProposalStatus } from '@common/domain/dao';
import type { activityMachine } from './activityMachine';
import type { transparencyMachine } from './transparencyMachine';
import type { votingPowerMachine } from './votingPowerMachine';

type TransparencySnapshot = SnapshotFrom<typeof transparencyMachine>;
type ActivitySnapshot = SnapshotFrom<typeof activityMachine>;
type VotingPowerSnapshot = SnapshotFrom<typeof votingPowerMachine>;

export type LoadView = 'loading' | 'shown' | 'failed';
/** The extension pages (transparency, activity) also say when the server does not offer them. */
export type ExtensionView = LoadView | 'notOffered';

export const selectTransparencyView = (s: TransparencySnapshot): ExtensionView => selectQueryView(s) as ExtensionView;
export const selectTreasury = (s: TransparencySnapshot) => s.context.data?.treasury ?? [];
export const selectGrants = (s: TransparencySnapshot) => s.context.data?.grants ?? [];
/** Every status in the dao page's tab order, with its count (0 when none). */
export const selectStatusCounts = (s: TransparencySnapshot): { status: ProposalStatus; count: number }[] =>
  PROPOSAL_STATUSES.map((status) => ({ status, count: s.context.data?.counts[status] ?? 0 }));

export type ActivityView = ExtensionView | 'signedOut';
/** Before the page has said who is signed in it is loading; a visitor (blank) is asked to log in. */
export const selectActivityView = (s: ActivitySnapshot): ActivityView => {
  const view = selectQueryView(s);
  return view === 'idle' ? 'loading' : view === 'blank' ? 'signedOut' : (view as ActivityView);
};
export const selectActivityWallets = (s: ActivitySnapshot) => (s.matches('shown') ? (s.context.data ?? []) : []);

export const selectVotingPowerView = (s: VotingPowerSnapshot): LoadView => selectQueryView(s) as LoadView;
export const selectVotingPowerAddress = (s: VotingPowerSnapshot) => s.context.query.address;

export interface NetworkPowerView {
  chainId: number;
  /** null: the network could not be read just now. */
  power: VotePower | null;
  /** The LAND sizes the address holds or has staked (sizes with none left out). */
  land: VotePower['land'];
  /** Zero power: the view explains it with the block it was read at. */
  zero: boolean;
}

export const selectNetworkPowers = (s: VotingPowerSnapshot): NetworkPowerView[] =>
  (s.context.data ?? []).map((n) => ({
    chainId: n.chainId,
    power: n.power,
    land: n.power ? n.power.land.filter((l) => l.held + l.staked > 0) : [],
    zero: n.power !== null && n.power.total === 0,
  }));

/** The sum over the networks that answered. */
export const selectTotalPower = (s: VotingPowerSnapshot): number => (s.context.data ?? []).reduce((a, n) => a + (n.power?.total ?? 0), 0);
