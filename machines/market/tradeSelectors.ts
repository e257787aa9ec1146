// Pure reads for the buy, list and unlist views: which actions fit the viewer, what a flow's dialog shows, and the
// tracker's market transactions of an item (shown again after a reload, until they settle).
import { sameAddress } from '@common/domain/address';
import type { SnapshotFrom } from 'xstate';
import type { InventoryRow, ItemDetail, Listing } from '@common/api/marketItems';
import type { txTrackerMachine } from '../tx/txTrackerMachine';
import type { TrackedTx } from '../tx/types';
import type { listMachine } from './listMachine';
import { parsePrice, parseQuantity, plainPrice, totalWei, weiToUnits } from './rules';
import type { tradeHubMachine } from './tradeHubMachine';
import type { tradeMachine } from './tradeMachine';
import type { Viewer } from './types';
import type { unlistMachine } from './unlistMachine';

type Hub = SnapshotFrom<typeof tradeHubMachine>;
type Trade = SnapshotFrom<typeof tradeMachine>;
type List = SnapshotFrom<typeof listMachine>;
type Unlist = SnapshotFrom<typeof unlistMachine>;
type Tracker = SnapshotFrom<typeof txTrackerMachine>;

export const selectViewer = (s: Hub): Viewer => s.context.viewer;
/** The running flow when it was opened from this scope (the view that opened it shows its dialog). */
export const selectFlowOf = (scope: string) => (s: Hub) => (s.context.flow?.scope === scope ? s.context.flow : null);
export const selectHoldingRows = (s: Hub): InventoryRow[] => s.context.holdings.rows;
export const selectChanges =
  (scope: string) =>
  (s: Hub): number =>
    s.context.changes[scope] ?? 0;

/** What an item detail offers this viewer: Buy (not the seller's listings), Unlist (the viewer's), List (units in the wallet). */
export interface ItemActionSet {
  buy: Listing[];
  unlist: Listing[];
  list: InventoryRow[];
}

export function itemActionsFor(viewer: Viewer, detail: ItemDetail, holdings: InventoryRow[], listingIndex?: number): ItemActionSet {
  const me = viewer.wallet?.address;
  const listings = listingIndex === undefined ? detail.listings : detail.listings.filter((l) => l.index === listingIndex);
  const open = listings.filter((l) => l.forSale && l.sellAmount > 0);
  return {
    buy: open.filter((l) => !sameAddress(me, l.seller)),
    unlist: open.filter((l) => sameAddress(me, l.seller)),
    list: holdings.filter((r) => r.item.itemId === detail.item.itemId && sameAddress(r.nft, detail.nft) && r.quantity > 0),
  };
}

/** What an inventory row offers: List while units are in the wallet, Unlist for each open listing. */
export function inventoryActionsFor(row: InventoryRow): { list: boolean; unlist: Listing[] } {
  return { list: row.quantity > 0, unlist: row.listed.filter((l) => l.forSale) };
}

// ---- the buy dialog ----

const TRADE_BUSY = ['waitingForWallet', 'checkingFunds', 'creatingPrepending', 'checkingAllowance', 'approving', 'trading', 'recording'] as const;

export const selectTradeQuantity = (s: Trade) => s.context.quantity;
export const selectTradeNotice = (s: Trade) => s.context.notice;
export const selectTradeBusy = (s: Trade) => TRADE_BUSY.some((state) => s.matches(state));
export const selectTradeApprovalNeeded = (s: Trade) => s.matches('approvalNeeded');
export const selectTradeStep = (s: Trade) => TRADE_BUSY.find((state) => s.matches(state)) ?? null;
export const selectTradeListing = (s: Trade) => s.context.listing;
export const selectTradeItem = (s: Trade) => s.context.item;
/** price x quantity in whole units ('0' while the quantity is not a number). */
export const selectTradeTotal = (s: Trade) => weiToUnits(totalWei(s.context.listing.priceWei, parseQuantity(s.context.quantity) ?? 0));

// ---- the list dialog ----

export const selectListPrice = (s: List) => s.context.price;
export const selectListCurrency = (s: List) => s.context.currency;
export const selectListAmount = (s: List) => s.context.amount;
export const selectListNotice = (s: List) => s.context.notice;
export const selectListItem = (s: List) => s.context.item;
export const selectListOwned = (s: List) => s.context.owned;
export const selectListBusy = (s: List) => !s.matches('editing') && s.status === 'active';
export const selectListStep = (s: List) =>
  s.matches('checkingApproval') ? 'checkingApproval' : s.matches('approving') ? 'approvingNft' : s.matches('listing') ? 'listing' : null;
/** The typed price as a plain decimal for a thousand-separated preview; null while it is not a valid price. */
export const selectListPriceShown = (s: List) => (parsePrice(s.context.price) === null ? null : plainPrice(s.context.price));

// ---- the unlist dialog ----

export const selectUnlistNotice = (s: Unlist) => s.context.notice;
export const selectUnlistSending = (s: Unlist) => s.matches({ unlisting: 'sending' });
/** The confirmation is the app's popup: the flow's own dialog shows only while sending or when something stands in the way. */
export const selectUnlistDialogShown = (s: Unlist) => s.matches('blocked') || selectUnlistSending(s);
export const selectUnlistItem = (s: Unlist) => s.context.item;

// ---- the tracker's market transactions of an item ----

const MARKET_KINDS: readonly string[] = ['approve', 'buy', 'list', 'unlist'];
const byScope = new WeakMap<TrackedTx[], Map<string, TrackedTx[]>>();

/** The tracker's market transactions whose label names this scope (the page's key of the item), newest first. */
const selectScopeTxs =
  (scope: string) =>
  (s: Tracker): TrackedTx[] => {
    const perList = byScope.get(s.context.txs) ?? new Map<string, TrackedTx[]>();
    byScope.set(s.context.txs, perList);
    let found = perList.get(scope);
    if (!found) {
      found = s.context.txs.filter((tx) => MARKET_KINDS.includes(tx.kind) && tx.label.values?.scope === scope);
      perList.set(scope, found);
    }
    return found;
  };

/** How many of them have settled: a page reloads its item when this moves (a purchase mined after a reload). */
export const selectScopeSettled =
  (scope: string) =>
  (s: Tracker): number =>
    selectScopeTxs(scope)(s).filter((tx) => tx.status !== 'pending').length;

const pendingOf = new WeakMap<TrackedTx[], TrackedTx[]>();

/** The scope's transactions not settled yet. */
export const selectScopePending =
  (scope: string) =>
  (s: Tracker): TrackedTx[] => {
    const all = selectScopeTxs(scope)(s);
    let found = pendingOf.get(all);
    if (!found) {
      found = all.filter((tx) => tx.status === 'pending');
      pendingOf.set(all, found);
    }
    return found;
  };
