// Pure reads of the browse, item detail and inventory snapshots for the views.
import type { SnapshotFrom } from 'xstate';
import type { Listing } from '@common/api/marketItems';
import { apiErrorMessage } from '../shared/apiErrors';
import type { Message } from '../shared/message';
import { selectQueryView } from '../shared/queryMachine';
import { BROWSE_MESSAGE } from './messages';
import type { browseMachine } from './browseMachine';
import type { inventoryMachine } from './inventoryMachine';
import type { itemDetailMachine } from './itemDetailMachine';

type BrowseSnapshot = SnapshotFrom<typeof browseMachine>;
type DetailSnapshot = SnapshotFrom<typeof itemDetailMachine>;
type InventorySnapshot = SnapshotFrom<typeof inventoryMachine>;

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

export type InventoryView = ListView | 'noWallet';

/** The inventory's page as the generic loader holds it: blank is no wallet, a reload keeps the rows (and their actions) on screen. */
export function selectInventoryView(s: InventorySnapshot): InventoryView {
  const view = selectQueryView(s);
  if (view === 'blank') return 'noWallet';
  if (view === 'notOffered' || view === 'failed') return view;
  if (view === 'shown' || view === 'reloading') return selectInventoryRows(s).length > 0 ? 'rows' : 'empty';
  return 'loading';
}
/** The rows are shown only once answered (a new page loading shows skeletons, not the previous page's rows). */
export const selectInventoryRows = (s: InventorySnapshot) => (s.matches('loading') ? [] : (s.context.data?.rows ?? []));
/** The count stays while another page of the same list loads (the pagination does not jump). */
export const selectInventoryTotal = (s: InventorySnapshot) => s.context.data?.total ?? 0;
/** Why the page could not be read (shown with Retry). */
export const selectInventoryNotice = (s: InventorySnapshot): Message | null =>
  s.matches('failed') ? apiErrorMessage(s.context.error, BROWSE_MESSAGE.inventoryFailed) : null;
