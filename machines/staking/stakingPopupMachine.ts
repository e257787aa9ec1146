// Staking popup (Add LAND(s)): understanding tickbox (approve for all if needed), search, 721/1155 and land-area switches, selections, then deposit.
import { assertEvent, assign, enqueueActions, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { CAMPAIGN_STATUS, type PoolId } from '../../common/domain/campaign';
import { LIMITS, TIMING } from '../constants';
import { message, type Message } from '../shared/message';
import { walletErrorMessage } from '../shared/walletErrors';
import { campaignStatusAt } from './campaign';
import { STAKING_MESSAGE } from './messages';
import { sendToSystem, toast } from './notify';
import { quantityMachine, type QuantityOutput } from './quantityMachine';
import { stakingWalletProblem } from './rules';
import type { AreaKey, AreaOption, CampaignInfo, LandCard, Standard, TrackedTx, WalletInfo } from './types';

export interface StakingPopupInput {
  poolId: PoolId;
  areas: readonly AreaOption[];
  area: AreaKey;
  supportedChainIds: readonly number[];
  registeredAddress: string | null;
  wallet: WalletInfo | null;
}

export interface AreaData {
  lands: LandCard[];
  /** The pool's campaign on the area's chain that deposits go to (the next upcoming one), or the current one. */
  campaign: CampaignInfo | null;
  nowSec: number;
}

export interface DepositRequest {
  chainId: number;
  campaignId: number;
  standard: Standard;
  tokenIds: string[];
  /** ERC-1155 quantities, same order as tokenIds; all 1 for ERC-721. */
  amounts: number[];
  from: string;
}

/** Gas cost and native balance in wei, as decimal strings. */
export interface DepositEstimate {
  gasCost: string;
  balance: string;
}

export interface StakingPopupContext {
  poolId: PoolId;
  areas: readonly AreaOption[];
  area: AreaKey;
  supportedChainIds: readonly number[];
  registeredAddress: string | null;
  wallet: WalletInfo | null;
  standard: Standard;
  search: string;
  lands: LandCard[];
  campaign: CampaignInfo | null;
  nowSec: number;
  understood: boolean;
  /** Chosen token ids with their quantity (1 for ERC-721). */
  selection: Record<string, number>;
  pendingSwitch: { kind: 'standard'; standard: Standard } | { kind: 'area'; area: AreaKey } | null;
  quantityFor: string | null;
  txHash: string | null;
  /** The last message the flow showed (also sent as a toast), for the popup to show beside the Stake button. */
  notice: Message | null;
}

export type StakingPopupEvent =
  | { type: 'UNDERSTAND.TOGGLE' }
  | { type: 'SEARCH.CHANGE'; text: string }
  | { type: 'LAND.TOGGLE'; tokenId: string }
  | { type: 'LAND.EDIT_QUANTITY'; tokenId: string }
  | { type: 'STANDARD.SELECT'; standard: Standard }
  | { type: 'AREA.SELECT'; area: AreaKey }
  | { type: 'WALLET.UPDATED'; wallet: WalletInfo | null }
  | { type: 'STAKE' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' }
  | { type: 'POPUP.CONFIRMED'; id: string }
  | { type: 'POPUP.CANCELLED'; id: string }
  | { type: 'QTY.INPUT'; text: string }
  | { type: 'QTY.MINUS' }
  | { type: 'QTY.PLUS' }
  | { type: 'QTY.MIN' }
  | { type: 'QTY.MAX' }
  | { type: 'QTY.CONFIRM' }
  | { type: 'QTY.CANCEL' };

export const STAKING_SWITCH_POPUP_ID = 'staking-switch';
export const STAKING_SUCCESS_POPUP_ID = 'staking-success';

const areaChain = (context: Pick<StakingPopupContext, 'areas' | 'area'>) => context.areas.find((a) => a.key === context.area)?.chainId ?? 0;
const hasSelection = (context: StakingPopupContext) => Object.keys(context.selection).length > 0;
const landOf = (context: StakingPopupContext, tokenId: string) =>
  context.lands.find((land) => land.tokenId === tokenId && land.isErc1155 === (context.standard === 1155));

/** What the deposit sends: the current standard's chosen tokens, in list order. */
export function depositRequestOf(context: StakingPopupContext): DepositRequest {
  const chosen = context.lands.filter((land) => land.isErc1155 === (context.standard === 1155) && context.selection[land.tokenId]);
  return {
    chainId: areaChain(context),
    campaignId: context.campaign?.campaignId ?? 0,
    standard: context.standard,
    tokenIds: chosen.map((land) => land.tokenId),
    amounts: chosen.map((land) => context.selection[land.tokenId] ?? 0),
    from: context.wallet?.address ?? '',
  };
}

/** The first rule a stake or an approval breaks (section 5), or null. */
function walletProblem(context: StakingPopupContext): Message | null {
  return stakingWalletProblem(context.wallet, context.registeredAddress, context.supportedChainIds, areaChain(context));
}

function campaignProblem(context: StakingPopupContext): Message | null {
  if (!context.campaign) return message(STAKING_MESSAGE.noStakeableCampaign);
  const status = campaignStatusAt(context.campaign, context.nowSec);
  if (status === CAMPAIGN_STATUS.ongoing) return message(STAKING_MESSAGE.stakeOngoing);
  if (status === CAMPAIGN_STATUS.ended) return message(STAKING_MESSAGE.noStakeableCampaign);
  return null;
}

type NoticeKind = 'wallet' | 'stake' | 'error' | 'notEnough' | 'reverted';

function noticeOf(kind: NoticeKind, context: StakingPopupContext, event: { error?: unknown }): Message | null {
  switch (kind) {
    case 'wallet':
      return walletProblem(context);
    case 'stake':
      return walletProblem(context) ?? campaignProblem(context);
    case 'error':
      return walletErrorMessage(event.error);
    case 'notEnough':
      return message('wallet.notEnoughNative');
    case 'reverted':
      return message(STAKING_MESSAGE.txReverted);
  }
}

export const stakingPopupMachine = setup({
  types: {
    context: {} as StakingPopupContext,
    events: {} as StakingPopupEvent,
    input: {} as StakingPopupInput,
    children: {} as { quantity: 'quantity' },
  },
  actors: {
    loadArea: fromPromise<AreaData, { area: AreaKey; chainId: number; poolId: PoolId; owner: string | null }>(async () => {
      throw new Error('loadArea not provided');
    }),
    checkApproval: fromPromise<boolean, { chainId: number; standard: Standard; owner: string }>(async () => {
      throw new Error('checkApproval not provided');
    }),
    approve: fromPromise<void, { chainId: number; standard: Standard; owner: string }>(async () => {
      throw new Error('approve not provided');
    }),
    estimateDeposit: fromPromise<DepositEstimate, DepositRequest>(async () => {
      throw new Error('estimateDeposit not provided');
    }),
    sendDeposit: fromPromise<{ hash: string }, DepositRequest>(async () => {
      throw new Error('sendDeposit not provided');
    }),
    waitForTx: fromPromise<{ success: boolean }, { chainId: number; hash: string }>(async () => {
      throw new Error('waitForTx not provided');
    }),
    quantity: quantityMachine,
  },
  delays: {
    successCallback: TIMING.stakingSuccessCallbackMs,
  },
  guards: {
    understood: ({ context }) => context.understood,
    walletOk: ({ context }) => walletProblem(context) === null,
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
    askQuantityFor: assign(({ event }) => {
      assertEvent(event, ['LAND.TOGGLE', 'LAND.EDIT_QUANTITY']);
      return { quantityFor: event.tokenId };
    }),
    setStandard: assign(({ event }) => {
      assertEvent(event, 'STANDARD.SELECT');
      // The approval is per LAND contract: switching asks for the tickbox again.
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
    applySwitch: assign(({ context }) => {
      const pending = context.pendingSwitch;
      if (pending?.kind === 'area') return { area: pending.area, understood: false, selection: {}, lands: [], campaign: null, pendingSwitch: null };
      if (pending?.kind === 'standard') return { standard: pending.standard, understood: false, selection: {}, pendingSwitch: null };
      return { pendingSwitch: null };
    }),
    dropSwitch: assign({ pendingSwitch: null }),
    askSwitch: enqueueActions(({ enqueue, system, self }) => {
      enqueue(() =>
        sendToSystem(system, 'popups', {
          type: 'POPUP.OPEN',
          popup: {
            id: STAKING_SWITCH_POPUP_ID,
            kind: 'confirm',
            title: message(STAKING_MESSAGE.switchConfirmTitle),
            message: message(STAKING_MESSAGE.switchConfirm),
            replyTo: self,
          },
        }),
      );
    }),
    tick: assign({ understood: true, notice: null }),
    untick: assign({ understood: false }),
    notice: enqueueActions(({ context, event, enqueue, system }, params: { kind: NoticeKind }) => {
      const found = noticeOf(params.kind, context, event as { error?: unknown });
      enqueue.assign({ notice: found });
      if (found) enqueue(() => toast(system, found, 'error'));
    }),
    clearNotice: assign({ notice: null }),
    showSuccess: enqueueActions(({ enqueue, system }) => {
      enqueue(() => {
        sendToSystem(system, 'popups', {
          type: 'POPUP.OPEN',
          popup: {
            id: STAKING_SUCCESS_POPUP_ID,
            kind: 'info',
            title: message(STAKING_MESSAGE.stakedSuccessTitle),
            message: message(STAKING_MESSAGE.stakedSuccess),
          },
        });
        sendToSystem(system, 'loading', { type: 'LOADING.SHOW' });
      });
    }),
    hideLoading: enqueueActions(({ enqueue, system }) => {
      enqueue(() => sendToSystem(system, 'loading', { type: 'LOADING.HIDE' }));
    }),
    clearStaked: assign({ selection: {}, understood: false }),
    forwardToQuantity: enqueueActions(({ enqueue, event }) => {
      enqueue.sendTo('quantity', event);
    }),
  },
}).createMachine({
  id: 'stakingPopup',
  description:
    'Add LAND(s): tick the understanding box (checks isApprovedForAll, approves if needed, ticks only on success); pick LANDs (quantity modal for ERC-1155); Stake estimates gas, checks the native balance, deposits, waits for the receipt; success popup and loading, then the success handler after 5 s.',
  context: ({ input }) => ({
    poolId: input.poolId,
    areas: input.areas,
    area: input.area,
    supportedChainIds: input.supportedChainIds,
    registeredAddress: input.registeredAddress,
    wallet: input.wallet,
    standard: 721,
    search: '',
    lands: [],
    campaign: null,
    nowSec: 0,
    understood: false,
    selection: {},
    pendingSwitch: null,
    quantityFor: null,
    txHash: null,
    notice: null,
  }),
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
          actions: assign(({ event }) => ({ lands: event.output.lands, campaign: event.output.campaign, nowSec: event.output.nowSec })),
        },
        onError: { target: 'loadFailed', actions: assign({ notice: message(STAKING_MESSAGE.loadFailed) }) },
      },
      on: { CLOSE: 'closed' },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearNotice' }, CLOSE: 'closed' },
    },
    browsing: {
      on: {
        'UNDERSTAND.TOGGLE': [
          { guard: 'understood', actions: 'untick' },
          { guard: 'walletOk', target: 'checkingApproval', actions: 'clearNotice' },
          { actions: { type: 'notice', params: { kind: 'wallet' } } },
        ],
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
        { guard: 'stakeAllowed', target: 'estimating', actions: 'clearNotice' },
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
    choosingQuantity: {
      invoke: {
        id: 'quantity',
        src: 'quantity',
        input: ({ context }) => {
          const land = context.lands.find((candidate) => candidate.tokenId === context.quantityFor && candidate.isErc1155);
          return { max: land?.maxQuantity ?? 1, initial: context.selection[context.quantityFor ?? ''] };
        },
        onDone: {
          target: 'browsing',
          actions: assign(({ context, event }) => {
            const output = event.output as QuantityOutput;
            const tokenId = context.quantityFor ?? '';
            if (output.quantity === null) return { quantityFor: null };
            return { selection: { ...context.selection, [tokenId]: output.quantity }, quantityFor: null, notice: null };
          }),
        },
      },
      on: {
        'QTY.INPUT': { actions: 'forwardToQuantity' },
        'QTY.MINUS': { actions: 'forwardToQuantity' },
        'QTY.PLUS': { actions: 'forwardToQuantity' },
        'QTY.MIN': { actions: 'forwardToQuantity' },
        'QTY.MAX': { actions: 'forwardToQuantity' },
        'QTY.CONFIRM': { actions: 'forwardToQuantity' },
        'QTY.CANCEL': { actions: 'forwardToQuantity' },
      },
    },
    checkingApproval: {
      invoke: {
        id: 'checkApproval',
        src: 'checkApproval',
        input: ({ context }) => ({ chainId: areaChain(context), standard: context.standard, owner: context.wallet?.address ?? '' }),
        onDone: [{ guard: ({ event }) => event.output, target: 'browsing', actions: 'tick' }, { target: 'approving' }],
        onError: { target: 'browsing', actions: ['untick', { type: 'notice', params: { kind: 'error' } }] },
      },
    },
    /** setApprovalForAll for the staking contract; the box is ticked only when it is mined. */
    approving: {
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => ({ chainId: areaChain(context), standard: context.standard, owner: context.wallet?.address ?? '' }),
        onDone: { target: 'browsing', actions: 'tick' },
        onError: { target: 'browsing', actions: ['untick', { type: 'notice', params: { kind: 'error' } }] },
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
        id: 'sendDeposit',
        src: 'sendDeposit',
        input: ({ context }) => depositRequestOf(context),
        onDone: {
          target: 'confirming',
          actions: [
            assign(({ event }) => ({ txHash: event.output.hash })),
            enqueueActions(({ context, event, enqueue, system }) => {
              const tx: TrackedTx = { hash: event.output.hash, chainId: areaChain(context), kind: 'deposit', status: 'pending' };
              enqueue(() => sendToSystem(system, 'stakingTx', { type: 'TX.SUBMITTED', tx }));
            }),
          ],
        },
        onError: { target: 'browsing', actions: { type: 'notice', params: { kind: 'error' } } },
      },
    },
    confirming: {
      invoke: {
        id: 'waitForTx',
        src: 'waitForTx',
        input: ({ context }) => ({ chainId: areaChain(context), hash: context.txHash ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output.success, target: 'succeeded', actions: 'clearStaked' },
          { target: 'browsing', actions: { type: 'notice', params: { kind: 'reverted' } } },
        ],
        onError: { target: 'browsing', actions: { type: 'notice', params: { kind: 'error' } } },
      },
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
