// Item detail (market/{tab}/{itemId} and /{index}): the page sends which item its URL names (DETAIL.SHOW); the flow fetches
// it once per new item or visit, shows it, 'not found' or a failure with Retry, and reloads it (DETAIL.RELOAD) after a
// buy, list or unlist while the item stays on screen.
import { assign, fromPromise, setup } from 'xstate';
import { isNotOffered } from '@common/api/notOffered';
import { apiErrorMessage } from '../shared/apiErrors';
import type { Message } from '../shared/message';
import { BROWSE_MESSAGE } from './messages';
import type { ItemDetailKey, ItemDetailOutput } from './types';
import type { ItemDetail } from '@common/api/marketItems';

export interface ItemDetailContext {
  key: ItemDetailKey | null;
  visit: number | null;
  detail: ItemDetail | null;
  notice: Message | null;
}

export type ItemDetailEvent = { type: 'DETAIL.SHOW'; key: ItemDetailKey; visit: number } | { type: 'DETAIL.RETRY' } | { type: 'DETAIL.RELOAD' };

const sameKey = (a: ItemDetailKey | null, b: ItemDetailKey) => a !== null && a.network === b.network && a.itemId === b.itemId && a.lang === b.lang;

export const itemDetailMachine = setup({
  types: {
    context: {} as ItemDetailContext,
    events: {} as ItemDetailEvent,
  },
  actors: {
    fetchItemDetail: fromPromise<ItemDetailOutput, ItemDetailKey>(async () => {
      throw new Error('fetchItemDetail not provided');
    }),
  },
  guards: {
    /** The server does not offer this call (an extension, common/api/extensions.ts): the page says so instead of Retry. */
    notOffered: ({ event }) => isNotOffered((event as { error?: unknown }).error),
    isNewRequest: ({ context, event }) => event.type === 'DETAIL.SHOW' && (event.visit !== context.visit || !sameKey(context.key, event.key)),
    isFound: (_, output: ItemDetailOutput) => output !== null,
  },
  actions: {
    show: assign(({ context, event }) => {
      if (event.type !== 'DETAIL.SHOW') return {};
      // Another item never shows the previous one's picture while it loads.
      return { key: event.key, visit: event.visit, notice: null, detail: sameKey(context.key, event.key) ? context.detail : null };
    }),
    take: assign((_, output: ItemDetailOutput) => ({ detail: output })),
    fail: assign((_, notice: Message) => ({ detail: null, notice })),
  },
}).createMachine({
  id: 'marketItem',
  description:
    "Item detail: fetches the item and its open listings for each new item or visit the page sends, shows it, 'not found' or a failure with Retry, and " +
    'reloads it in place after a buy, list or unlist.',
  context: { key: null, visit: null, detail: null, notice: null },
  initial: 'idle',
  on: {
    'DETAIL.SHOW': { guard: 'isNewRequest', target: '.loading', reenter: true, actions: 'show' },
  },
  states: {
    idle: {},
    loading: {
      initial: 'first',
      states: {
        first: {},
        /** A reload: the item stays on screen (and its actions mounted) while it is fetched again. */
        again: {},
      },
      invoke: {
        id: 'fetchItemDetail',
        src: 'fetchItemDetail',
        input: ({ context }) => context.key!,
        onDone: [
          { guard: { type: 'isFound', params: ({ event }) => event.output }, target: 'ready', actions: { type: 'take', params: ({ event }) => event.output } },
          { target: 'notFound', actions: { type: 'take', params: null } },
        ],
        onError: [
          { guard: 'notOffered', target: 'notOffered', actions: { type: 'take', params: null } },
          { target: 'failed', actions: { type: 'fail', params: ({ event }) => apiErrorMessage(event.error, BROWSE_MESSAGE.itemFailed) } },
        ],
      },
    },
    ready: {
      on: { 'DETAIL.RELOAD': 'loading.again' },
    },
    notFound: {},
    /** Item details are not offered by this server: said with no Retry. */
    notOffered: {},
    failed: {
      on: { 'DETAIL.RETRY': { target: 'loading', actions: assign({ notice: null }) } },
    },
  },
});
