// My page staking tab: staked LAND per campaign, locked while the campaign has not ended; Unlock one (confirmed) or all once it ended and
// unlocking is enabled (the withdraw child flow); Keep for next campaign (one or all, the restake child flow) once it ended and the pool
// has a campaign open for deposits.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { message, type Message } from '../shared/message';
import { appActors } from '../shared/system';
import { walletErrorMessage } from '../shared/walletErrors';
import type { ConfirmedTxOutput } from '../tx/confirmedTxStep';
import { STAKING_MESSAGE } from './messages';
import { restakeMachine, type RestakeInput } from './restakeMachine';
import { stakingWalletProblem } from './rules';
import { areaChain, keepTarget, requestedItems, unlockProblem, type UnlockContext, type UnlockEvent, type UnlockInput } from './staked';
import type { LoadStakedInput, StakedData } from './types';
import { withdrawMachine, type WithdrawInput } from './withdrawMachine';

export * from './staked';

const keepOffered = (context: UnlockContext, event: UnlockEvent) =>
  requestedItems(context, event) !== null && keepTarget(context.data, (event as { campaignId: number }).campaignId) !== null;

/** Keeping asks the same of the wallet as unlocking (section 5); the admin's withdrawal switch does not matter. */
const keepWalletProblem = (context: UnlockContext) =>
  stakingWalletProblem(context.wallet, context.registeredAddress, context.supportedChainIds, areaChain(context));

export const unlockMachine = setup({
  types: {
    context: {} as UnlockContext,
    events: {} as UnlockEvent,
    input: {} as UnlockInput,
  },
  actors: {
    loadStaked: fromPromise<StakedData, LoadStakedInput>(async () => {
      throw new Error('loadStaked not provided');
    }),
    withdraw: withdrawMachine,
    restake: restakeMachine,
  },
  guards: {
    unlockable: ({ context, event }) => {
      assertEvent(event, ['UNLOCK.ONE', 'UNLOCK.ALL']);
      return requestedItems(context, event) !== null && unlockProblem(context, event.campaignId) === null;
    },
    hasItems: ({ context, event }) => requestedItems(context, event) !== null,
    keepable: ({ context, event }) => keepOffered(context, event) && keepWalletProblem(context) === null,
    keepOffered: ({ context, event }) => keepOffered(context, event),
    kept: (_, params: { outcome: string }) => params.outcome === 'kept',
    cancelled: (_, params: ConfirmedTxOutput<string>) => params.outcome === 'cancelled',
  },
  actions: {
    setWallet: assign(({ event }) => {
      assertEvent(event, 'WALLET.UPDATED');
      return { wallet: event.wallet };
    }),
    setPool: assign(({ event }) => {
      assertEvent(event, 'POOL.SELECT');
      return { poolId: event.poolId, data: null };
    }),
    setArea: assign(({ event }) => {
      assertEvent(event, 'AREA.SELECT');
      return { area: event.area, data: null };
    }),
    setRequest: assign(({ context, event }) => ({ request: requestedItems(context, event), notice: null })),
    refuse: enqueueActions((args) => {
      assertEvent(args.event, ['UNLOCK.ONE', 'UNLOCK.ALL']);
      const found = unlockProblem(args.context, args.event.campaignId);
      args.enqueue.assign({ notice: found });
      if (found) appActors(args).toast(found, 'error');
    }),
    refuseKeep: enqueueActions((args) => {
      const found = keepWalletProblem(args.context);
      args.enqueue.assign({ notice: found });
      if (found) appActors(args).toast(found, 'error');
    }),
    failed: enqueueActions((args, notice: Message | null) => {
      args.enqueue.assign({ notice });
      if (notice) appActors(args).toast(notice, 'error');
    }),
    // A child step ended: it toasted its outcome already; its reason (or none) is what the tab shows.
    stepEnded: assign((_, output: { notice: Message | null }) => ({ request: null, notice: output.notice })),
  },
}).createMachine({
  id: 'unlock',
  description:
    "Staking tab: 'Staking in progress' is locked until the campaign ends; then 'Staking has ended' and Unlock (withdraw child: one, confirmed; " +
    'or all) while the admin allows unlocking, or Keep for next campaign (restake child) while the pool has a campaign open for deposits.',
  context: ({ input }) => ({ ...input, data: null, request: null, notice: null }),
  initial: 'loading',
  on: {
    'WALLET.UPDATED': { actions: 'setWallet' },
    'POOL.SELECT': { target: '.loading', actions: 'setPool' },
    'AREA.SELECT': { target: '.loading', actions: 'setArea' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadStaked',
        src: 'loadStaked',
        input: ({ context }) => ({ chainId: areaChain(context), poolId: context.poolId, area: context.area, owner: context.registeredAddress }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ data: event.output })) },
        onError: { target: 'failed', actions: assign({ notice: message(STAKING_MESSAGE.loadFailed) }) },
      },
    },
    failed: {
      on: { REFRESH: { target: 'loading', actions: assign({ notice: null }) } },
    },
    ready: {
      on: {
        REFRESH: 'loading',
        // The withdraw child asks for one LAND; Unlock all returns every staked LAND of the campaign without a confirmation.
        'UNLOCK.ONE': [
          { guard: 'unlockable', target: 'withdrawing', actions: 'setRequest' },
          { guard: 'hasItems', actions: 'refuse' },
        ],
        'UNLOCK.ALL': [
          { guard: 'unlockable', target: 'withdrawing', actions: 'setRequest' },
          { guard: 'hasItems', actions: 'refuse' },
        ],
        // Without an ended campaign and an open next campaign of the pool, KEEP is not offered and does nothing.
        'KEEP.ONE': [
          { guard: 'keepable', target: 'keeping', actions: 'setRequest' },
          { guard: 'keepOffered', actions: 'refuseKeep' },
        ],
        'KEEP.ALL': [
          { guard: 'keepable', target: 'keeping', actions: 'setRequest' },
          { guard: 'keepOffered', actions: 'refuseKeep' },
        ],
      },
    },
    keeping: {
      invoke: {
        id: 'restake',
        src: 'restake',
        input: ({ context }): RestakeInput => ({
          chainId: areaChain(context),
          fromCampaignId: context.request?.campaignId ?? 0,
          toCampaignId: keepTarget(context.data, context.request?.campaignId ?? 0)?.campaignId ?? 0,
          items: context.request?.items ?? [],
          from: context.wallet?.address ?? '',
          scope: context.request?.scope ?? 'one',
        }),
        // Reload after a kept LAND: it now shows under the new campaign.
        onDone: [
          {
            guard: { type: 'kept', params: ({ event }) => event.output },
            target: 'loading',
            actions: { type: 'stepEnded', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: { type: 'stepEnded', params: ({ event }) => event.output } },
        ],
        onError: { target: 'ready', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
      },
    },
    // Reload after a sent withdrawal, mined or not: a reverted or dropped one may still have moved some LAND (one transaction per
    // LAND contract). A cancelled confirmation goes back to the list.
    withdrawing: {
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }): WithdrawInput => ({
          chainId: areaChain(context),
          campaignId: context.request?.campaignId ?? 0,
          items: context.request?.items ?? [],
          from: context.wallet?.address ?? '',
          scope: context.request?.scope ?? 'one',
        }),
        onDone: [
          {
            guard: { type: 'cancelled', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'stepEnded', params: ({ event }) => event.output },
          },
          { target: 'loading', actions: { type: 'stepEnded', params: ({ event }) => event.output } },
        ],
        onError: { target: 'ready', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
      },
    },
  },
});
