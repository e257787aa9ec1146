// Keep for next campaign (staking tab): confirm, then the restake step (the LAND stays in the staking contract); invoked by the unlock flow.
import { assertEvent, enqueueActions, setup } from 'xstate';
import type { PopupReply } from '../overlay/popupMachine';
import { message, type Message } from '../shared/message';
import { appActors } from '../shared/system';
import { walletErrorMessage } from '../shared/walletErrors';
import { TX_LABEL } from '../tx/messages';
import { txStepMachine, type TxStepInput, type TxStepOutput } from '../tx/txStepMachine';
import { STAKING_MESSAGE } from './messages';
import type { WithdrawItem } from './staked';

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
    restake: txStepMachine,
  },
  guards: {
    isKeepPopup: ({ event }) => {
      assertEvent(event, ['POPUP.CONFIRMED', 'POPUP.CANCELLED']);
      return event.id === KEEP_CONFIRM_POPUP_ID;
    },
    mined: (_, params: TxStepOutput) => params.outcome === 'mined',
  },
  actions: {
    // Keeping locks the LAND for a whole new campaign with no way back until it ends, so one and all are both confirmed.
    askConfirm: enqueueActions((args) => {
      const values = { campaignId: args.context.toCampaignId };
      appActors(args).confirm({
        id: KEEP_CONFIRM_POPUP_ID,
        title: message(STAKING_MESSAGE.keepConfirmTitle),
        message: message(args.context.scope === 'one' ? STAKING_MESSAGE.keepConfirmOne : STAKING_MESSAGE.keepConfirmAll, values),
      });
    }),
    failed: enqueueActions((args, notice: Message | null) => {
      args.enqueue.assign({ notice, outcome: 'failed' });
      if (notice) appActors(args).toast(notice, 'error');
    }),
    kept: enqueueActions((args) => {
      args.enqueue.assign({ notice: null, outcome: 'kept' });
      appActors(args).toast(message(STAKING_MESSAGE.kept, { campaignId: args.context.toCampaignId }), 'success');
    }),
  },
}).createMachine({
  id: 'restake',
  description:
    'Keep for next campaign: confirmation (one LAND or all), then the restake step (txStep: restake from the ended campaign into the next open one of the pool without moving the tokens, registered with the tracker, mined or not).',
  context: ({ input }) => ({ ...input, outcome: 'cancelled', notice: null }),
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
        input: ({ context }): TxStepInput<RestakeRequest> => ({
          request: {
            chainId: context.chainId,
            fromCampaignId: context.fromCampaignId,
            toCampaignId: context.toCampaignId,
            items: context.items,
            from: context.from,
          },
          kind: 'restake',
          label: message(TX_LABEL.restake, { count: context.items.reduce((sum, item) => sum + item.amount, 0), campaignId: context.toCampaignId }),
        }),
        onDone: [
          { guard: { type: 'mined', params: ({ event }) => event.output }, target: 'kept', actions: 'kept' },
          { target: 'failed', actions: { type: 'failed', params: ({ event }) => event.output.notice } },
        ],
        onError: { target: 'failed', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
      },
    },
    kept: { type: 'final' },
    cancelled: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({ outcome: context.outcome, notice: context.notice }),
});
