// Market actions hub (systemId `marketTrade`): follows who is looking (session and wallet), runs one buy, list or unlist
// flow at a time, opens the login for a visitor, and counts on-chain changes per item so the pages reload them.
import { assign, enqueueActions, fromPromise, raise, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { TIMING } from '../constants';
import type { Network } from '@common/api/market';
import type { InventoryRow } from '@common/api/marketItems';
import { listMachine, type ListInput } from './listMachine';
import { tradeMachine, type TradeInput } from './tradeMachine';
import type { HoldingsInput, MarketChangedEvent, Viewer, ViewerEvent } from './types';
import { NO_VIEWER } from './types';
import { watchViewerPort } from '../shared/viewer';
import { unlistMachine, type UnlistInput } from './unlistMachine';
import type { MarketLoginEvent } from './flowParts';
import type { ApprovalRequirements } from '@common/domain/approvals';

/** The flow's id under the hub (one at a time; views reach it through the hub's context). */
export const MARKET_FLOW_ID = 'marketFlow';

type Without<T> = Omit<T, 'viewer' | 'reportTo' | 'onChainApproval'>;

export type TradeHubEvent =
  | ViewerEvent
  | MarketChangedEvent
  /** The same change once the API's market index has caught up with the chain (TIMING.marketIndexCatchUpMs later). */
  | { type: 'MARKET.CHANGED_LATE'; scope: string }
  | MarketLoginEvent
  | { type: 'BUY.OPEN'; input: Without<TradeInput> }
  | { type: 'LIST.OPEN'; input: Without<ListInput> }
  | { type: 'UNLIST.OPEN'; input: Without<UnlistInput> }
  /** An item detail wants to know what the viewer holds on its network (what it may list or unlist there). */
  | { type: 'HOLDINGS.LOAD'; network: Network }
  /** The flow ended (bought, listed, unlisted or closed). */
  | { type: 'xstate.done.actor.marketFlow' }
  | { type: 'xstate.done.actor.holdings'; output: InventoryRow[] }
  | { type: 'xstate.error.actor.holdings'; error: unknown };

export interface TradeHubContext {
  viewer: Viewer;
  /** The running flow and the page scope it was opened from (that view shows its dialog). */
  flow:
    | { kind: 'buy'; scope: string; ref: ActorRefFrom<typeof tradeMachine> }
    | { kind: 'list'; scope: string; ref: ActorRefFrom<typeof listMachine> }
    | { kind: 'unlist'; scope: string; ref: ActorRefFrom<typeof unlistMachine> }
    | null;
  /** Changes seen per page scope: a page reloads its item when its count moves. */
  changes: Record<string, number>;
  /** The viewer's holdings on the network an item detail asked for (its inventory rows), reloaded after every change. */
  holdings: { network: Network | null; rows: InventoryRow[] };
  /** The config's approvalRequirements.onChain, handed to the buy and list flows; required until read (or when it fails). */
  onChainApproval: boolean;
}

export const tradeHubMachine = setup({
  types: {
    context: {} as TradeHubContext,
    events: {} as TradeHubEvent,
  },
  actors: {
    /** Reports VIEWER.CHANGED now and on every change of the session or the connected wallet (the Viewer port). */
    watchViewer: watchViewerPort,
    loadHoldings: fromPromise<InventoryRow[], HoldingsInput>(async () => {
      throw new Error('loadHoldings not provided');
    }),
    /** The config's approval requirements (GetWebConfig approvalRequirements, from the start-up data). */
    approvalRequirements: fromPromise<ApprovalRequirements>(async () => {
      throw new Error('approvalRequirements not provided');
    }),
    trade: tradeMachine,
    list: listMachine,
    unlist: unlistMachine,
  },
  delays: { indexCatchUp: TIMING.marketIndexCatchUpMs },
  guards: {
    signedOut: ({ context }) => !context.viewer.signedIn,
    idle: ({ context }) => context.flow === null,
  },
  actions: {
    setViewer: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'VIEWER.CHANGED') return;
      enqueue.assign({ viewer: event.viewer });
      if (context.flow) enqueue.sendTo(context.flow.ref, event);
    }),
    setHoldingsNetwork: assign(({ context, event }) =>
      event.type === 'HOLDINGS.LOAD' ? { holdings: { network: event.network, rows: context.holdings.rows } } : {},
    ),
    /** (Re)reads the holdings of the asked network for the connected wallet; none without a wallet. */
    loadHoldings: enqueueActions(({ context, enqueue }) => {
      const { network } = context.holdings;
      const owner = context.viewer.wallet?.address;
      enqueue.stopChild('holdings');
      if (!network || !owner) {
        enqueue.assign({ holdings: { network, rows: [] } });
        return;
      }
      enqueue.spawnChild('loadHoldings', { id: 'holdings', input: { network, owner } });
    }),
    setHoldings: assign(({ context, event }) =>
      event.type === 'xstate.done.actor.holdings' ? { holdings: { network: context.holdings.network, rows: event.output } } : {},
    ),
    // The root opens the login popup (its code loads then); a hub running alone has no root to ask.
    login: enqueueActions(({ self, enqueue }) => {
      if ((self as AnyActorRef)._parent) enqueue.sendParent({ type: 'LOGIN.OPEN' });
    }),
    // A read right after the change may meet the API's index a block behind; the page reads again once it caught up.
    catchUpLater: raise(({ event }) => ({ type: 'MARKET.CHANGED_LATE' as const, scope: event.type === 'MARKET.CHANGED' ? event.scope : '' }), {
      delay: 'indexCatchUp',
    }),
    // The flow is done; stopping it by id is a no-op then, and keeps the id free for the next one in any case.
    flowEnded: enqueueActions(({ enqueue }) => {
      enqueue.stopChild(MARKET_FLOW_ID);
      enqueue.assign({ flow: null });
    }),
    countChange: assign(({ context, event }) => {
      if (event.type !== 'MARKET.CHANGED' && event.type !== 'MARKET.CHANGED_LATE') return {};
      return { changes: { ...context.changes, [event.scope]: (context.changes[event.scope] ?? 0) + 1 } };
    }),
    openBuy: assign(({ context, event, spawn, self }) => {
      if (event.type !== 'BUY.OPEN') return {};
      const ref = spawn('trade', {
        id: MARKET_FLOW_ID,
        input: { ...event.input, viewer: context.viewer, onChainApproval: context.onChainApproval, reportTo: self },
      });
      return { flow: { kind: 'buy' as const, scope: event.input.scope, ref } };
    }),
    openList: assign(({ context, event, spawn, self }) => {
      if (event.type !== 'LIST.OPEN') return {};
      const ref = spawn('list', {
        id: MARKET_FLOW_ID,
        input: { ...event.input, viewer: context.viewer, onChainApproval: context.onChainApproval, reportTo: self },
      });
      return { flow: { kind: 'list' as const, scope: event.input.scope, ref } };
    }),
    openUnlist: assign(({ context, event, spawn, self }) => {
      if (event.type !== 'UNLIST.OPEN') return {};
      const ref = spawn('unlist', { id: MARKET_FLOW_ID, input: { ...event.input, viewer: context.viewer, reportTo: self } });
      return { flow: { kind: 'unlist' as const, scope: event.input.scope, ref } };
    }),
  },
}).createMachine({
  id: 'marketTrade',
  description:
    'Market actions hub: follows the viewer (signed in, registered wallet, connected wallet) and hands it to the running flow; reads the config ' +
    'approval requirements once and hands onChain to the buy and list flows; reads the viewer holdings on the network an item detail asks for (again ' +
    'after every viewer change and MARKET.CHANGED); BUY.OPEN, LIST.OPEN and UNLIST.OPEN spawn the trade, list or unlist flow (one at a time: a ' +
    'second open while one runs is ignored), or open the login for a visitor; counts MARKET.CHANGED per page scope.',
  context: { viewer: NO_VIEWER, flow: null, changes: {}, holdings: { network: null, rows: [] }, onChainApproval: true },
  invoke: [
    { id: 'watchViewer', src: 'watchViewer' },
    {
      id: 'approvalRequirements',
      src: 'approvalRequirements',
      onDone: { actions: assign({ onChainApproval: ({ event }) => event.output.onChain }) },
      // Unread: the flows keep asking the on-chain approval (the safe reading).
      onError: {},
    },
  ],
  on: {
    'VIEWER.CHANGED': { actions: ['setViewer', 'loadHoldings'] },
    'MARKET.CHANGED': { actions: ['countChange', 'loadHoldings', 'catchUpLater'] },
    'MARKET.CHANGED_LATE': { actions: ['countChange', 'loadHoldings'] },
    'HOLDINGS.LOAD': { actions: ['setHoldingsNetwork', 'loadHoldings'] },
    'xstate.done.actor.holdings': { actions: 'setHoldings' },
    // Without the holdings the detail offers no List or Unlist; the inventory page still does.
    'xstate.error.actor.holdings': { actions: assign(({ context }) => ({ holdings: { network: context.holdings.network, rows: [] } })) },
    'MARKET.LOGIN': { actions: 'login' },
    'BUY.OPEN': [
      { guard: 'signedOut', actions: 'login' },
      { guard: 'idle', actions: 'openBuy' },
    ],
    'LIST.OPEN': [
      { guard: 'signedOut', actions: 'login' },
      { guard: 'idle', actions: 'openList' },
    ],
    'UNLIST.OPEN': [
      { guard: 'signedOut', actions: 'login' },
      { guard: 'idle', actions: 'openUnlist' },
    ],
    'xstate.done.actor.marketFlow': { actions: 'flowEnded' },
  },
});
