// Pure reads of my page's inventory snapshot for its view: apart from the browse selectors, so the market page's first
// load does not take the generic loader the inventory is a configuration of.
import type { SnapshotFrom } from 'xstate';
import { apiErrorMessage } from '../shared/apiErrors';
import type { Message } from '../shared/message';
import { selectQueryView } from '../shared/queryMachine';
import type { ListView } from './browseSelectors';
import type { inventoryMachine } from './inventoryMachine';
import { BROWSE_MESSAGE } from './messages';

type InventorySnapshot = SnapshotFrom<typeof inventoryMachine>;

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
