// Pure selectors over the transaction tracker's snapshot: the pending and recent lists and their counts, for the top-bar indicator.
import type { SnapshotFrom } from 'xstate';
import type { txTrackerMachine } from './txTrackerMachine';
import type { TrackedTx, TxKind } from './types';

export { shortHash } from './txTrackerMachine';

type Tracker = SnapshotFrom<typeof txTrackerMachine>;

interface Split {
  pending: TrackedTx[];
  recent: TrackedTx[];
}

// One split per list, so a view's useSelector gets the same arrays back until the list changes.
const splits = new WeakMap<TrackedTx[], Split>();

function split(txs: TrackedTx[]): Split {
  let found = splits.get(txs);
  if (!found) {
    found = { pending: txs.filter((tx) => tx.status === 'pending'), recent: txs.filter((tx) => tx.status !== 'pending') };
    splits.set(txs, found);
  }
  return found;
}

/** Transactions not settled yet, newest first. */
export const selectPendingTxs = (s: Tracker): TrackedTx[] => split(s.context.txs).pending;

/** Settled transactions still listed (at most TX_RECENT_MAX), newest first. */
export const selectRecentTxs = (s: Tracker): TrackedTx[] => split(s.context.txs).recent;

export const selectPendingCount = (s: Tracker): number => split(s.context.txs).pending.length;

export const selectRecentCount = (s: Tracker): number => split(s.context.txs).recent.length;

/** Pending transactions whose last check could not reach the network. */
export const selectUnreachableCount = (s: Tracker): number => split(s.context.txs).pending.filter((tx) => tx.unreachable === true).length;

export const selectTx =
  (hash: string) =>
  (s: Tracker): TrackedTx | undefined =>
    s.context.txs.find((tx) => tx.hash.toLowerCase() === hash.toLowerCase());

/** Whether the top bar shows its Transactions indicator: something is listed for this user (or this visit). */
export const selectHasTxs = (s: Tracker): boolean => s.context.txs.length > 0;

// One narrowed list per list and kind set, so a view's useSelector gets the same array back until the list changes.
const byKinds = new WeakMap<TrackedTx[], Map<readonly string[], TrackedTx[]>>();

/** The listed transactions of some kinds (a feature's own, e.g. staking's), newest first. */
export const selectTxsOfKinds =
  (kinds: readonly TxKind[]) =>
  (s: Tracker): TrackedTx[] => {
    const perList = byKinds.get(s.context.txs) ?? new Map<readonly string[], TrackedTx[]>();
    byKinds.set(s.context.txs, perList);
    let found = perList.get(kinds);
    if (!found) {
      found = s.context.txs.filter((tx) => kinds.includes(tx.kind));
      perList.set(kinds, found);
    }
    return found;
  };

/** The list is being read from storage after a sign-in. */
export const selectTxLoading = (s: Tracker): boolean => s.matches('loading');
