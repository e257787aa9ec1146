// Keep for next campaign (staking tab): confirm, send restake (the LAND stays in the staking contract), wait for it; invoked by the unlock flow.
import { assertEvent, enqueueActions, fromPromise, setup } from 'xstate';
import type { PopupReply } from '../overlay/popupMachine';
import { message, type Message } from '../shared/message';
import { walletErrorMessage } from '../shared/walletErrors';
import { STAKING_MESSAGE } from './messages';
import { sendToSystem, toast } from './notify';
import type { TrackedTx } from './types';
import type { WithdrawItem } from './unlockMachine';

/** What the restake transaction(s) keep: staked items of an ended campaign, for the pool's next open campaign. */
export interface RestakeRequest {
  chainId: number;
  fromCampaignId: number;
  toCampaignId: number;
  items: WithdrawItem[];
  from: string;
}

export interface RestakeInput extends RestakeRequest {
  /** One LAND or all LANDs of the campaign: only the confirmation's words differ. */
  scope: 'one' | 'all';
}

/** kept: mined and successful (the list must be reloaded); cancelled: the user said no in the confirmation. */
export type RestakeOutcome = 'kept' | 'cancelled' | 'failed';

export interface RestakeOutput {
  outcome: RestakeOutcome;
  notice: Message | null;
}

interface RestakeContext extends RestakeInput {
  hashes: string[];
  outcome: RestakeOutcome;
  notice: Message | null;
}

export const KEEP_CONFIRM_POPUP_ID = 'staking-keep';

export const restakeMachine = setup({
  types: {
    context: {} as RestakeContext,
    events: {} as PopupReply,
    input: {} as RestakeInput,
    output: {} as RestakeOutput,
  },
  actors: {
    restake: fromPromise<{ hashes: string[] }, RestakeRequest>(async () => {
      throw new Error('restake not provided');
    }),
    waitForTxs: fromPromise<{ success: boolean }, { chainId: number; hashes: string[] }>(async () => {
      throw new Error('waitForTxs not provided');
    }),
  },
  guards: {
    isKeepPopup: ({ event }) => {
      assertEvent(event, ['POPUP.CONFIRMED', 'POPUP.CANCELLED']);
      return event.id === KEEP_CONFIRM_POPUP_ID;
    },
    mined: (_, params: { success: boolean }) => params.success,
  },
  actions: {
    // Keeping locks the LAND for a whole new campaign with no way back until it ends, so one and all are both confirmed.
    askConfirm: enqueueActions(({ context, enqueue, system, self }) => {
      const values = { campaignId: context.toCampaignId };
      enqueue(() =>
        sendToSystem(system, 'popups', {
          type: 'POPUP.OPEN',
          popup: {
            id: KEEP_CONFIRM_POPUP_ID,
            kind: 'confirm',
            title: message(STAKING_MESSAGE.keepConfirmTitle),
            message: message(context.scope === 'one' ? STAKING_MESSAGE.keepConfirmOne : STAKING_MESSAGE.keepConfirmAll, values),
            replyTo: self,
          },
        }),
      );
    }),
    track: enqueueActions(({ context, event, enqueue, system }) => {
      const { hashes } = (event as unknown as { output: { hashes: string[] } }).output;
      enqueue.assign({ hashes });
      for (const hash of hashes) {
        const tx: TrackedTx = { hash, chainId: context.chainId, kind: 'restake', status: 'pending' };
        enqueue(() => sendToSystem(system, 'stakingTx', { type: 'TX.SUBMITTED', tx }));
      }
    }),
    failed: enqueueActions(({ event, enqueue, system }) => {
      const found = walletErrorMessage((event as { error?: unknown }).error);
      enqueue.assign({ notice: found, outcome: 'failed' });
      enqueue(() => toast(system, found, 'error'));
    }),
    reverted: enqueueActions(({ enqueue, system }) => {
      const found = message(STAKING_MESSAGE.txReverted);
      enqueue.assign({ notice: found, outcome: 'failed' });
      enqueue(() => toast(system, found, 'error'));
    }),
    kept: enqueueActions(({ context, enqueue, system }) => {
      enqueue.assign({ notice: null, outcome: 'kept' });
      enqueue(() => toast(system, message(STAKING_MESSAGE.kept, { campaignId: context.toCampaignId }), 'success'));
    }),
  },
}).createMachine({
  id: 'restake',
  description:
    'Keep for next campaign: confirmation (one LAND or all), then restake from the ended campaign into the next open one of the pool without moving the tokens, then wait until mined.',
  context: ({ input }) => ({ ...input, hashes: [], outcome: 'cancelled', notice: null }),
  initial: 'confirming',
  states: {
    confirming: {
      entry: 'askConfirm',
      on: {
        'POPUP.CONFIRMED': { guard: 'isKeepPopup', target: 'sending' },
        'POPUP.CANCELLED': { guard: 'isKeepPopup', target: 'cancelled' },
      },
    },
    sending: {
      invoke: {
        id: 'restake',
        src: 'restake',
        input: ({ context }) => ({
          chainId: context.chainId,
          fromCampaignId: context.fromCampaignId,
          toCampaignId: context.toCampaignId,
          items: context.items,
          from: context.from,
        }),
        onDone: { target: 'waiting', actions: 'track' },
        onError: { target: 'failed', actions: 'failed' },
      },
    },
    waiting: {
      invoke: {
        id: 'waitForTxs',
        src: 'waitForTxs',
        input: ({ context }) => ({ chainId: context.chainId, hashes: context.hashes }),
        onDone: [
          { guard: { type: 'mined', params: ({ event }) => event.output }, target: 'kept', actions: 'kept' },
          { target: 'failed', actions: 'reverted' },
        ],
        onError: { target: 'failed', actions: 'failed' },
      },
    },
    kept: { type: 'final' },
    cancelled: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({ outcome: context.outcome, notice: context.notice }),
});
