// Pure reads of the browse and item detail snapshots for the views (the inventory's are inventorySelectors.ts).
import type { SnapshotFrom } from 'xstate';
import type { Listing } from '@common/api/marketItems';
import type { browseMachine } from './browseMachine';
import type { itemDetailMachine } from './itemDetailMachine';

type BrowseSnapshot = SnapshotFrom<typeof browseMachine>;
type DetailSnapshot = SnapshotFrom<typeof itemDetailMachine>;

/** What a list area shows: skeletons, the rows, the empty state, the failure with Retry, or "not offered by this server". */
export type ListView = 'loading' | 'rows' | 'empty' | 'failed' | 'notOffered';

export function selectBrowseView(s: BrowseSnapshot): ListView {
  if (s.matches('notOffered')) return 'notOffered';
  if (s.matches('failed')) return 'failed';
  if (s.matches('ready')) return s.context.rows.length > 0 ? 'rows' : 'empty';
  return 'loading';
}
export const selectBrowseRows = (s: BrowseSnapshot) => s.context.rows;
export const selectBrowseTotal = (s: BrowseSnapshot) => s.context.total;
export const selectBrowseNotice = (s: BrowseSnapshot) => s.context.notice;
/** Why the category, grade and standard filters do not apply to what is shown (null when they do). */
export const selectBrowseLimited = (s: BrowseSnapshot) => s.context.limited;

/** What the item page shows: skeleton, the item (also while it reloads), not found, or the failure with Retry. */
export type DetailView = 'loading' | 'item' | 'notFound' | 'failed' | 'notOffered';

export function selectDetailView(s: DetailSnapshot): DetailView {
  if (s.matches('notOffered')) return 'notOffered';
  if (s.matches('failed')) return 'failed';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('ready') || s.matches({ loading: 'again' })) return 'item';
  return 'loading';
}
export const selectDetail = (s: DetailSnapshot) => s.context.detail;
export const selectDetailNotice = (s: DetailSnapshot) => s.context.notice;
export const selectDetailRefreshing = (s: DetailSnapshot) => s.matches({ loading: 'again' });

/** The listing an index route names; null when none is chosen or it is no longer open. */
export function selectChosenListing(s: DetailSnapshot, index: number | undefined): Listing | null {
  if (index === undefined) return null;
  return s.context.detail?.listings.find((l) => l.index === index) ?? null;
}
