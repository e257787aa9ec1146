// Staking popup (Add LAND(s)): understanding tickbox, search, 721/1155 and land-area switches, selections, then approval for all if needed and deposit.
import { and, assertEvent, assign, enqueueActions, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { LIMITS, TIMING } from '../constants';
import { message, type Message } from '../shared/message';
import { appActors } from '../shared/system';
import { addressRefusal, walletErrorMessage } from '../shared/walletErrors';
import { txStepMachine, type TxStepOutput } from '../tx/txStepMachine';
import { STAKING_MESSAGE } from './messages';
import { approvalMachine, type ApprovalOutput } from './approvalMachine';
import { quantityMachine, type QuantityOutput } from './quantityMachine';
import {
  areaChain,
  campaignProblem,
  depositRequestOf,
  depositStepInput,
  hasSelection,
  afterSwitch,
  initialPopupContext,
  quantityInputOf,
  landOf,
  noticeOf,
  STAKING_SUCCESS_POPUP_ID,
  STAKING_SWITCH_POPUP_ID,
  walletProblem,
  withQuantity,
  type NoticeKind,
  type StakingPopupContext,
  type StakingPopupEvent,
  type StakingPopupInput,
} from './stakingPopupModel';

import type { ApprovalRequest, AreaData, DepositEstimate, DepositRequest, LoadAreaInput } from './types';

export * from './stakingPopupModel';

export const stakingPopupMachine = setup({
  types: {
    context: {} as StakingPopupContext,
    events: {} as StakingPopupEvent,
    input: {} as StakingPopupInput,
    children: {} as { quantity: 'quantity' },
  },
  actors: {
    loadArea: fromPromise<AreaData, LoadAreaInput>(async () => {
      throw new Error('loadArea not provided');
    }),
    /** The understanding tickbox's approval check and, when missing, the approval transaction. */
    approval: approvalMachine,
    estimateDeposit: fromPromise<DepositEstimate, DepositRequest>(async () => {
      throw new Error('estimateDeposit not provided');
    }),
    /** The deposit, registered with the app's tracker and waited on. */
    deposit: txStepMachine,
    quantity: quantityMachine,
  },
  delays: {
    successCallback: TIMING.stakingSuccessCallbackMs,
  },
  guards: {
    understood: ({ context }) => context.understood,
    canStake: ({ context }) => context.understood && hasSelection(context),
    stakeAllowed: ({ context }) => walletProblem(context) === null && campaignProblem(context) === null,
    isSelected: ({ context, event }) => {
      assertEvent(event, ['LAND.TOGGLE', 'LAND.EDIT_QUANTITY']);
      return context.selection[event.tokenId] !== undefined;
    },
    isKnown1155: ({ context, event }) => {
      assertEvent(event, ['LAND.TOGGLE', 'LAND.EDIT_QUANTITY']);
      return landOf(context, event.tokenId)?.isErc1155 === true;
    },
    isKnown721: ({ context, event }) => {
      assertEvent(event, 'LAND.TOGGLE');
      return landOf(context, event.tokenId)?.isErc1155 === false;
    },
    sameStandard: ({ context, event }) => {
      assertEvent(event, 'STANDARD.SELECT');
      return event.standard === context.standard;
    },
    sameArea: ({ context, event }) => {
      assertEvent(event, 'AREA.SELECT');
      return event.area === context.area || !context.areas.some((a) => a.key === event.area);
    },
    hasSelection: ({ context }) => hasSelection(context),
    mined: (_, params: TxStepOutput) => params.outcome === 'mined',
    depositSent: ({ context }) => context.depositSent,
    approved: (_, params: ApprovalOutput) => params.approved,
    noOnChainApproval: ({ context }) => !context.onChainApproval,
    pendingIsArea: ({ context }) => context.pendingSwitch?.kind === 'area',
    isSwitchPopup: ({ event }) => {
      assertEvent(event, ['POPUP.CONFIRMED', 'POPUP.CANCELLED']);
      return event.id === STAKING_SWITCH_POPUP_ID;
    },
  },
  actions: {
    setSearch: assign(({ event }) => {
      assertEvent(event, 'SEARCH.CHANGE');
      return { search: event.text.slice(0, LIMITS.stakingSearchMax) };
    }),
    setWallet: assign(({ event }) => {
      assertEvent(event, 'WALLET.UPDATED');
      return { wallet: event.wallet };
    }),
    select721: assign(({ context, event }) => {
      assertEvent(event, 'LAND.TOGGLE');
      return { selection: { ...context.selection, [event.tokenId]: 1 }, notice: null };
    }),
    unselect: assign(({ context, event }) => {
      assertEvent(event, ['LAND.TOGGLE']);
      const { [event.tokenId]: _removed, ...rest } = context.selection;
      return { selection: rest };
    }),
    setQuantity: assign(({ context }, output: QuantityOutput) => withQuantity(context, output.quantity)),
    askQuantityFor: assign(({ event }) => {
      assertEvent(event, ['LAND.TOGGLE', 'LAND.EDIT_QUANTITY']);
      return { quantityFor: event.tokenId };
    }),
    setStandard: assign(({ event }) => {
      assertEvent(event, 'STANDARD.SELECT');
      // The approval asked at Stake is per LAND contract: switching asks for the acknowledgement again.
      return { standard: event.standard, understood: false, selection: {} };
    }),
    setArea: assign(({ event }) => {
      assertEvent(event, 'AREA.SELECT');
      return { area: event.area, understood: false, selection: {}, lands: [], campaign: null };
    }),
    rememberSwitch: assign(({ event }) => {
      assertEvent(event, ['STANDARD.SELECT', 'AREA.SELECT']);
      return {
        pendingSwitch: event.type === 'STANDARD.SELECT' ? { kind: 'standard' as const, standard: event.standard } : { kind: 'area' as const, area: event.area },
      };
    }),
    applySwitch: assign(({ context }) => afterSwitch(context)),
    dropSwitch: assign({ pendingSwitch: null }),
    askSwitch: enqueueActions((args) => {
      appActors(args).confirm({
        id: STAKING_SWITCH_POPUP_ID,
        title: message(STAKING_MESSAGE.switchConfirmTitle),
        message: message(STAKING_MESSAGE.switchConfirm),
      });
    }),
    tick: assign({ understood: true, notice: null }),
    untick: assign({ understood: false }),
    notice: enqueueActions((args, params: { kind: NoticeKind }) => {
      const found = noticeOf(params.kind, args.context, args.event as { error?: unknown });
      args.enqueue.assign({ notice: found });
      if (found) appActors(args).toast(found, 'error');
    }),
    /** A step's reason (reverted, dropped, refused by the wallet), shown beside the button and toasted. */
    stepNotice: enqueueActions((args, notice: Message | null) => {
      args.enqueue.assign({ notice });
      if (notice) appActors(args).toast(notice, 'error');
    }),
    clearNotice: assign({ notice: null }),
    showSuccess: enqueueActions((args) => {
      const [title, text] = [message(STAKING_MESSAGE.stakedSuccessTitle), message(STAKING_MESSAGE.stakedSuccess)];
      appActors(args).inform({ id: STAKING_SUCCESS_POPUP_ID, title, message: text });
      appActors(args).loading.start();
    }),
    hideLoading: enqueueActions((args) => appActors(args).loading.stop()),
    clearStaked: assign({ selection: {}, understood: false }),
  },
}).createMachine({
  id: 'stakingPopup',
  description:
    'Add LAND(s): tick the understanding box; pick LANDs (quantity modal for ERC-1155); Stake checks the section 5 rules, then, when the config asks ' +
    'on-chain approval, isApprovedForAll (approves if needed (txStep), a failed approval unticks the box), estimates gas, checks the native balance, ' +
    'deposits (txStep: registered with the tracker, waited on); success popup and loading, then the success handler after 5 s.',
  context: ({ input }) => initialPopupContext(input),
  initial: 'loading',
  on: {
    'WALLET.UPDATED': { actions: 'setWallet' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadArea',
        src: 'loadArea',
        input: ({ context }) => ({ area: context.area, chainId: areaChain(context), poolId: context.poolId, owner: context.registeredAddress }),
        onDone: {
          target: 'browsing',
          actions: assign(({ event }) => ({
            lands: event.output.lands,
            campaign: event.output.campaign,
            nowSec: event.output.nowSec,
            onChainApproval: event.output.onChainApproval !== false,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ notice: ({ event }) => addressRefusal(event.error) ?? message(STAKING_MESSAGE.loadFailed) }) },
      },
      on: { CLOSE: 'closed' },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearNotice' }, CLOSE: 'closed' },
    },
    browsing: {
      on: {
        // Ticking only acknowledges: the approval is asked when the user stakes (issue 23; docs/decisions.md).
        'UNDERSTAND.TOGGLE': [{ guard: 'understood', actions: 'untick' }, { actions: 'tick' }],
        'SEARCH.CHANGE': { actions: 'setSearch' },
        'LAND.TOGGLE': [
          { guard: 'isSelected', actions: 'unselect' },
          { guard: 'isKnown1155', target: 'choosingQuantity', actions: 'askQuantityFor' },
          { guard: 'isKnown721', actions: 'select721' },
        ],
        'LAND.EDIT_QUANTITY': { guard: 'isKnown1155', target: 'choosingQuantity', actions: 'askQuantityFor' },
        'STANDARD.SELECT': [
          { guard: 'sameStandard' },
          { guard: 'hasSelection', target: 'confirmingSwitch', actions: 'rememberSwitch' },
          { actions: 'setStandard' },
        ],
        'AREA.SELECT': [
          { guard: 'sameArea' },
          { guard: 'hasSelection', target: 'confirmingSwitch', actions: 'rememberSwitch' },
          { target: 'loading', actions: 'setArea' },
        ],
        STAKE: [{ guard: 'canStake', target: 'checkingRules' }],
        CLOSE: 'closed',
      },
    },
    /** Section 5 rules, then the campaign must not have started. */
    checkingRules: {
      always: [
        // The config says staking needs no on-chain approval: no isApprovedForAll read, no approval (docs/decisions.md).
        { guard: and(['stakeAllowed', 'noOnChainApproval']), target: 'estimating', actions: 'clearNotice' },
        { guard: 'stakeAllowed', target: 'approving', actions: 'clearNotice' },
        { target: 'browsing', actions: { type: 'notice', params: { kind: 'stake' } } },
      ],
    },
    confirmingSwitch: {
      entry: 'askSwitch',
      on: {
        'POPUP.CONFIRMED': [{ guard: 'isSwitchPopup', target: 'routeSwitch' }],
        'POPUP.CANCELLED': { guard: 'isSwitchPopup', target: 'browsing', actions: 'dropSwitch' },
      },
    },
    routeSwitch: {
      always: [
        { guard: 'pendingIsArea', target: 'loading', actions: 'applySwitch' },
        { target: 'browsing', actions: 'applySwitch' },
      ],
    },
    // The quantity modal talks to its child flow directly (the view sends QTY.* to it); this state waits for its answer.
    choosingQuantity: {
      invoke: {
        id: 'quantity',
        src: 'quantity',
        input: ({ context }) => quantityInputOf(context),
        onDone: { target: 'browsing', actions: { type: 'setQuantity', params: ({ event }) => event.output } },
      },
    },
    /** Stake first makes sure the staking contract is approved for all (checked, else approved and mined), then deposits. */
    approving: {
      invoke: {
        id: 'approval',
        src: 'approval',
        input: ({ context }): ApprovalRequest => ({ chainId: areaChain(context), standard: context.standard, owner: context.wallet?.address ?? '' }),
        onDone: [
          { guard: { type: 'approved', params: ({ event }) => event.output }, target: 'estimating' },
          { target: 'browsing', actions: ['untick', { type: 'stepNotice', params: ({ event }) => event.output.notice }] },
        ],
        onError: { target: 'browsing', actions: ['untick', { type: 'stepNotice', params: ({ event }) => walletErrorMessage(event.error) }] },
      },
    },
    estimating: {
      invoke: {
        id: 'estimateDeposit',
        src: 'estimateDeposit',
        input: ({ context }) => depositRequestOf(context),
        onDone: [
          { guard: ({ event }) => BigInt(event.output.balance) >= BigInt(event.output.gasCost), target: 'depositing' },
          { target: 'browsing', actions: { type: 'notice', params: { kind: 'notEnough' } } },
        ],
        onError: { target: 'browsing', actions: { type: 'notice', params: { kind: 'error' } } },
      },
    },
    depositing: {
      invoke: {
        id: 'deposit',
        src: 'deposit',
        input: ({ context, self }) => depositStepInput(context, self),
        onDone: [
          { guard: { type: 'mined', params: ({ event }) => event.output }, target: 'succeeded', actions: 'clearStaked' },
          { target: 'browsing', actions: { type: 'stepNotice', params: ({ event }) => event.output.notice } },
        ],
        onError: { target: 'browsing', actions: { type: 'stepNotice', params: ({ event }) => walletErrorMessage(event.error) } },
      },
      // Once sent, the app's tracker watches it: the user may close the popup and follow it in the top bar.
      entry: assign({ depositSent: false }),
      on: { 'TX.STEP_SENT': { actions: assign({ depositSent: true }) }, CLOSE: { guard: 'depositSent', target: 'closed' } },
    },
    /** Success popup and loading; the staking-success handler fires after 5 s. */
    succeeded: {
      entry: 'showSuccess',
      after: { successCallback: { target: 'done', actions: 'hideLoading' } },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type StakingPopupRef = ActorRefFrom<typeof stakingPopupMachine>;
