// Binance-withdrawn LAND (spec 4 "claim to lock and transfer", enter_binance_002_ex): the user's list; Claim asks for
// confirmation, locks the LAND, then transfers it to the registered wallet. A LAND left locked (a failed transfer) offers
// Transfer again with its lock.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { apiErrorMessage } from '../shared/apiErrors';
import { message, type Message } from '../shared/message';
import { appActors, type PopupReply } from '../shared/system';
import { BINANCE_MESSAGE } from './messages';
import type { BinanceLand, ClaimLandInput, ClaimLandOutput, TransferLandInput } from './types';

export const BINANCE_CONFIRM_POPUP_ID = 'binance-claim';

export interface BinanceContext {
  rows: BinanceLand[];
  /** The LAND being claimed or transferred, and its lock once claimed. */
  landId: number | null;
  lockId: string | null;
  notice: Message | null;
}

export type BinanceEvent = { type: 'CLAIM'; landId: number } | { type: 'TRANSFER'; landId: number } | { type: 'RELOAD' } | PopupReply;

const rowOf = (c: BinanceContext, landId: number | null) => c.rows.find((r) => r.landId === landId);

export const binanceLandMachine = setup({
  types: {
    context: {} as BinanceContext,
    events: {} as BinanceEvent,
  },
  actors: {
    listLand: fromPromise<BinanceLand[]>(async () => {
      throw new Error('listLand not provided');
    }),
    claimLand: fromPromise<ClaimLandOutput, ClaimLandInput>(async () => {
      throw new Error('claimLand not provided');
    }),
    transferLand: fromPromise<BinanceLand[], TransferLandInput>(async () => {
      throw new Error('transferLand not provided');
    }),
  },
  guards: {
    claimable: ({ context, event }) => {
      assertEvent(event, 'CLAIM');
      return rowOf(context, event.landId)?.status === 'withdrawn';
    },
    resumable: ({ context, event }) => {
      assertEvent(event, 'TRANSFER');
      const row = rowOf(context, event.landId);
      return row?.status === 'locked' && row.lockId !== null;
    },
    isClaimPopup: ({ event }) => {
      assertEvent(event, ['POPUP.CONFIRMED', 'POPUP.CANCELLED']);
      return event.id === BINANCE_CONFIRM_POPUP_ID;
    },
  },
  actions: {
    askConfirm: enqueueActions((args) => {
      appActors(args).confirm({
        id: BINANCE_CONFIRM_POPUP_ID,
        title: message(BINANCE_MESSAGE.confirmTitle),
        message: message(BINANCE_MESSAGE.confirmClaim, { name: rowOf(args.context, args.context.landId)?.name ?? '' }),
      });
    }),
    transferred: enqueueActions((args) => {
      const name = rowOf(args.context, args.context.landId)?.name ?? '';
      appActors(args).toast(message(BINANCE_MESSAGE.transferred, { name }), 'success');
      args.enqueue.assign({ landId: null, lockId: null });
    }),
    failed: enqueueActions((args, notice: Message) => {
      args.enqueue.assign({ notice });
      appActors(args).toast(notice, 'error');
    }),
  },
}).createMachine({
  id: 'binanceLand',
  description:
    "Binance-withdrawn LAND: the user's list (enter_binance_002_ex list); Claim: a confirmation, then claim (the LAND is locked) and transfer to the " +
    'registered wallet. A failed transfer leaves the LAND locked and offers Transfer with its lock; a failed list says so with Retry.',
  context: { rows: [], landId: null, lockId: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'listLand',
        src: 'listLand',
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output }) },
        onError: { target: 'unavailable', actions: assign({ notice: ({ event }) => apiErrorMessage(event.error, BINANCE_MESSAGE.listFailed) }) },
      },
    },
    ready: {
      on: {
        CLAIM: { guard: 'claimable', target: 'confirming', actions: assign({ landId: ({ event }) => event.landId, lockId: null, notice: null }) },
        TRANSFER: {
          guard: 'resumable',
          target: 'transferring',
          actions: assign({ landId: ({ event }) => event.landId, lockId: ({ context, event }) => rowOf(context, event.landId)!.lockId, notice: null }),
        },
        RELOAD: 'loading',
      },
    },
    confirming: {
      entry: 'askConfirm',
      on: {
        'POPUP.CONFIRMED': { guard: 'isClaimPopup', target: 'locking' },
        'POPUP.CANCELLED': { guard: 'isClaimPopup', target: 'ready', actions: assign({ landId: null }) },
      },
    },
    locking: {
      invoke: {
        id: 'claimLand',
        src: 'claimLand',
        input: ({ context }) => ({ landId: context.landId! }),
        onDone: { target: 'transferring', actions: assign({ rows: ({ event }) => event.output.rows, lockId: ({ event }) => event.output.lockId }) },
        onError: { target: 'ready', actions: { type: 'failed', params: ({ event }) => apiErrorMessage(event.error, BINANCE_MESSAGE.claimFailed) } },
      },
    },
    // Locked: the transfer names the lock; if it fails the LAND stays locked and Transfer resumes it.
    transferring: {
      invoke: {
        id: 'transferLand',
        src: 'transferLand',
        input: ({ context }) => ({ landId: context.landId!, lockId: context.lockId! }),
        onDone: { target: 'ready', actions: [assign({ rows: ({ event }) => event.output }), 'transferred'] },
        onError: { target: 'ready', actions: { type: 'failed', params: ({ event }) => apiErrorMessage(event.error, BINANCE_MESSAGE.transferFailed) } },
      },
    },
    unavailable: {
      on: { RELOAD: 'loading' },
    },
  },
});
