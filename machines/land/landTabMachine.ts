// My page land tab: the tab sends whose LAND to show, with its visit (QUERY.SHOW); the flow loads the user's LAND in every
// city once per new owner or visit, shows it, 'no wallet registered' or a failure with Retry, and reloads it in place (QUERY.RELOAD).
import type { SnapshotFrom } from 'xstate';
import { apiErrorMessage } from '../shared/apiErrors';
import type { Message } from '../shared/message';
import { createQueryMachine, selectQueryView } from '../shared/queryMachine';
import type { LoadMyLandInput, LoadMyLandOutput } from './types';

export type { MyLand, MyLandState } from './types';

export const LAND_TAB_MESSAGE = {
  /** The catalog id of the failure when the API gives no reason of its own. */
  failed: 'land.tabFailed',
} as const;

/** The tab's query: the signed-in user's registered wallet (null when they have none) and the visit; null before the tab asks. */
export type LandTabQuery = { owner: string | null; visit: number } | null;

const sameOwner = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** The generic loader (machines/shared/queryMachine.ts) configured. */
export const landTabMachine = createQueryMachine<LandTabQuery, LoadMyLandOutput, LoadMyLandInput>({
  id: 'landTab',
  description:
    "My page land tab: loads the signed-in user's LAND in every city (owned, listed, staked) for each new owner or visit, shows it, 'no wallet " +
    "registered' or a failure with Retry, and reloads in place.",
  same: (a, b) => a !== null && b !== null && a.visit === b.visit && sameOwner(a.owner, b.owner),
  waitForQuery: true,
  /** No wallet registered: nothing to load. */
  isBlank: (q) => q !== null && q.owner === null,
  reloadInPlace: true,
  /** A new visit of the same owner keeps the LAND on screen while it is read again; another owner's never shows. */
  keepWhileLoading: (a, b) => a !== null && b !== null && sameOwner(a.owner, b.owner),
  toInput: (q) => ({ owner: q!.owner! }),
});

type Snapshot = SnapshotFrom<typeof landTabMachine>;

/** What the tab shows: nothing decided yet, loading, no wallet, the LAND, none, or a failure. */
export function selectLandTabView(s: Snapshot): 'loading' | 'noWallet' | 'lands' | 'empty' | 'failed' {
  const view = selectQueryView(s);
  if (view === 'blank') return 'noWallet';
  if (view === 'failed') return 'failed';
  const lands = selectMyLands(s);
  if (view === 'shown' || view === 'reloading') return lands.length ? 'lands' : 'empty';
  // A new visit of the same owner keeps the LAND on screen while it is read again.
  return lands.length ? 'lands' : 'loading';
}
export const selectMyLands = (s: Snapshot): LoadMyLandOutput => s.context.data ?? [];
/** Why the LAND could not be read (shown with Retry). */
export const selectLandTabNotice = (s: Snapshot): Message | null => (s.matches('failed') ? apiErrorMessage(s.context.error, LAND_TAB_MESSAGE.failed) : null);
