// My page inventory: the tab sends whose items, on which network and which page (INVENTORY.SHOW); the flow fetches that
// page once per new request or visit, shows it, 'no wallet registered' or a failure with Retry, and reloads it in place
// (INVENTORY.RELOAD) after a list or unlist.
import { assign, fromPromise, setup } from 'xstate';
import { isNotOffered } from '@common/api/notOffered';
import { PAGE_SIZE } from '../constants';
import { apiErrorMessage } from '../shared/apiErrors';
import type { Message } from '../shared/message';
import { BROWSE_MESSAGE } from './messages';
import type { FetchInventoryInput, InventoryKey, InventoryPage, MarketLang } from './types';
import type { Network } from '@common/api/market';
import type { InventoryRow } from '@common/api/marketItems';

/** What the tab asks for; owner is the signed-in user's registered wallet, null when they have none. */
export interface InventoryRequest {
  network: Network;
  owner: string | null;
  page: number;
  lang: MarketLang;
}

export interface InventoryContext {
  request: InventoryRequest | null;
  visit: number | null;
  rows: InventoryRow[];
  total: number;
  notice: Message | null;
}

export type InventoryEvent = { type: 'INVENTORY.SHOW'; request: InventoryRequest; visit: number } | { type: 'INVENTORY.RETRY' } | { type: 'INVENTORY.RELOAD' };

const sameRequest = (a: InventoryRequest | null, b: InventoryRequest) =>
  a !== null && a.network === b.network && a.page === b.page && a.lang === b.lang && (a.owner ?? '').toLowerCase() === (b.owner ?? '').toLowerCase();

export const inventoryMachine = setup({
  types: {
    context: {} as InventoryContext,
    events: {} as InventoryEvent,
  },
  actors: {
    fetchInventory: fromPromise<InventoryPage, FetchInventoryInput>(async () => {
      throw new Error('fetchInventory not provided');
    }),
  },
  guards: {
    /** The server does not offer this call (an extension, common/api/extensions.ts): the page says so instead of Retry. */
    notOffered: ({ event }) => isNotOffered((event as { error?: unknown }).error),
    isNewRequest: ({ context, event }) => event.type === 'INVENTORY.SHOW' && (event.visit !== context.visit || !sameRequest(context.request, event.request)),
    hasOwner: ({ context }) => context.request?.owner != null,
  },
  actions: {
    show: assign(({ context, event }) => {
      if (event.type !== 'INVENTORY.SHOW') return {};
      // Another owner or network never shows the previous rows while it loads; another page of the same list keeps the count.
      const sameList = context.request !== null && context.request.network === event.request.network && context.request.owner === event.request.owner;
      return { request: event.request, visit: event.visit, notice: null, rows: [], total: sameList ? context.total : 0 };
    }),
    fail: assign((_, notice: Message) => ({ rows: [], total: 0, notice })),
  },
}).createMachine({
  id: 'marketInventory',
  description:
    "My page inventory: fetches a page of the signed-in user's items and LAND on a network for each new request or visit, shows them, 'no wallet " +
    "registered' or a failure with Retry, and reloads in place after a list or unlist.",
  context: { request: null, visit: null, rows: [], total: 0, notice: null },
  initial: 'idle',
  on: {
    'INVENTORY.SHOW': { guard: 'isNewRequest', target: '.checking', reenter: true, actions: 'show' },
  },
  states: {
    idle: {},
    checking: {
      always: [{ guard: 'hasOwner', target: 'loading' }, { target: 'noWallet' }],
    },
    noWallet: {},
    loading: {
      initial: 'first',
      states: {
        first: {},
        /** A reload: the rows stay on screen (and their actions mounted) while they are fetched again. */
        again: {},
      },
      invoke: {
        id: 'fetchInventory',
        src: 'fetchInventory',
        input: ({ context }) => {
          const { network, owner, page, lang } = context.request!;
          return { network, owner: owner!, page, lang, count: PAGE_SIZE.myItems } satisfies InventoryKey & { count: number };
        },
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output.rows, total: ({ event }) => event.output.total }) },
        onError: [
          { guard: 'notOffered', target: 'notOffered', actions: assign({ rows: [], total: 0 }) },
          { target: 'failed', actions: { type: 'fail', params: ({ event }) => apiErrorMessage(event.error, BROWSE_MESSAGE.inventoryFailed) } },
        ],
      },
    },
    ready: {
      on: { 'INVENTORY.RELOAD': 'loading.again' },
    },
    /** The inventory is not offered by this server: said with no Retry. */
    notOffered: {},
    failed: {
      on: { 'INVENTORY.RETRY': { target: 'loading', actions: assign({ notice: null }) } },
    },
  },
});
