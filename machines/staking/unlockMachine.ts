// My page staking tab: staked LAND per campaign, locked while the campaign has not ended; Unlock one (confirmed) or all once it ended and unlocking is enabled.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { CAMPAIGN_STATUS, type PoolId } from '../constants';
import { message, type Message } from '../shared/message';
import { walletErrorMessage } from '../shared/walletErrors';
import { campaignStatusAt } from './campaign';
import { STAKING_MESSAGE } from './messages';
import { sendToSystem, toast } from './notify';
import { stakingWalletProblem } from './rules';
import type { AreaKey, AreaOption, CampaignInfo, LandCard, TrackedTx, WalletInfo } from './types';

export interface StakedCampaign {
  campaign: CampaignInfo;
  lands: LandCard[];
}

export interface StakedData {
  campaigns: StakedCampaign[];
  /** The staking contract's admin switch: unlocking is possible only while it is on. */
  withdrawEnabled: boolean;
  nowSec: number;
}

export interface WithdrawItem {
  tokenId: string;
  isErc1155: boolean;
  amount: number;
}

export interface WithdrawRequest {
  chainId: number;
  campaignId: number;
  items: WithdrawItem[];
  from: string;
}

export interface UnlockInput {
  poolId: PoolId;
  areas: readonly AreaOption[];
  area: AreaKey;
  supportedChainIds: readonly number[];
  registeredAddress: string | null;
  wallet: WalletInfo | null;
}

export interface UnlockContext extends UnlockInput {
  data: StakedData | null;
  /** What the next withdrawal returns. */
  request: { campaignId: number; items: WithdrawItem[] } | null;
  hashes: string[];
  notice: Message | null;
}

export type UnlockEvent =
  | { type: 'UNLOCK.ONE'; campaignId: number; tokenId: string; isErc1155: boolean }
  | { type: 'UNLOCK.ALL'; campaignId: number }
  | { type: 'POOL.SELECT'; poolId: PoolId }
  | { type: 'AREA.SELECT'; area: AreaKey }
  | { type: 'WALLET.UPDATED'; wallet: WalletInfo | null }
  | { type: 'REFRESH' }
  | { type: 'POPUP.CONFIRMED'; id: string }
  | { type: 'POPUP.CANCELLED'; id: string };

export const UNLOCK_CONFIRM_POPUP_ID = 'staking-unlock';

const areaChain = (context: Pick<UnlockContext, 'areas' | 'area'>) => context.areas.find((a) => a.key === context.area)?.chainId ?? 0;

function stakedOf(context: UnlockContext, campaignId: number): StakedCampaign | undefined {
  return context.data?.campaigns.find((entry) => entry.campaign.campaignId === campaignId);
}

/** Why an unlock of this campaign is refused now (section 5 and 8), or null. */
function unlockProblem(context: UnlockContext, campaignId: number): Message | null {
  const staked = stakedOf(context, campaignId);
  if (!staked || !context.data) return message(STAKING_MESSAGE.unlockDisabled);
  if (campaignStatusAt(staked.campaign, context.data.nowSec) !== CAMPAIGN_STATUS.ended) return message(STAKING_MESSAGE.unlockOngoing);
  if (!context.data.withdrawEnabled) return message(STAKING_MESSAGE.unlockDisabled);
  return stakingWalletProblem(context.wallet, context.registeredAddress, context.supportedChainIds, areaChain(context));
}

function requestedItems(context: UnlockContext, event: UnlockEvent): { campaignId: number; items: WithdrawItem[] } | null {
  if (event.type !== 'UNLOCK.ONE' && event.type !== 'UNLOCK.ALL') return null;
  const staked = stakedOf(context, event.campaignId);
  if (!staked) return null;
  const lands =
    event.type === 'UNLOCK.ONE' ? staked.lands.filter((l) => l.tokenId === event.tokenId && l.isErc1155 === event.isErc1155) : staked.lands;
  if (lands.length === 0) return null;
  return { campaignId: event.campaignId, items: lands.map((l) => ({ tokenId: l.tokenId, isErc1155: l.isErc1155, amount: l.maxQuantity })) };
}

export const unlockMachine = setup({
  types: {
    context: {} as UnlockContext,
    events: {} as UnlockEvent,
    input: {} as UnlockInput,
  },
  actors: {
    loadStaked: fromPromise<StakedData, { chainId: number; poolId: PoolId; area: AreaKey; owner: string | null }>(async () => {
      throw new Error('loadStaked not provided');
    }),
    withdraw: fromPromise<{ hashes: string[] }, WithdrawRequest>(async () => {
      throw new Error('withdraw not provided');
    }),
    waitForTxs: fromPromise<{ success: boolean }, { chainId: number; hashes: string[] }>(async () => {
      throw new Error('waitForTxs not provided');
    }),
  },
  guards: {
    unlockable: ({ context, event }) => {
      assertEvent(event, ['UNLOCK.ONE', 'UNLOCK.ALL']);
      return requestedItems(context, event) !== null && unlockProblem(context, event.campaignId) === null;
    },
    hasItems: ({ context, event }) => requestedItems(context, event) !== null,
    isUnlockPopup: ({ event }) => {
      assertEvent(event, ['POPUP.CONFIRMED', 'POPUP.CANCELLED']);
      return event.id === UNLOCK_CONFIRM_POPUP_ID;
    },
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
    refuse: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, ['UNLOCK.ONE', 'UNLOCK.ALL']);
      const found = unlockProblem(context, event.campaignId);
      enqueue.assign({ notice: found });
      if (found) enqueue(() => toast(system, found, 'error'));
    }),
    askConfirm: enqueueActions(({ enqueue, system, self }) => {
      enqueue(() =>
        sendToSystem(system, 'popups', {
          type: 'POPUP.OPEN',
          popup: {
            id: UNLOCK_CONFIRM_POPUP_ID,
            kind: 'confirm',
            title: message(STAKING_MESSAGE.unlockConfirmTitle),
            message: message(STAKING_MESSAGE.unlockConfirm),
            replyTo: self,
          },
        }),
      );
    }),
    failed: enqueueActions(({ event, enqueue, system }) => {
      const found = walletErrorMessage((event as { error?: unknown }).error);
      enqueue.assign({ notice: found });
      enqueue(() => toast(system, found, 'error'));
    }),
    reverted: enqueueActions(({ enqueue, system }) => {
      const found = message(STAKING_MESSAGE.txReverted);
      enqueue.assign({ notice: found });
      enqueue(() => toast(system, found, 'error'));
    }),
    unlocked: enqueueActions(({ enqueue, system }) => {
      enqueue.assign({ notice: null, request: null, hashes: [] });
      enqueue(() => toast(system, message(STAKING_MESSAGE.unlocked), 'success'));
    }),
    dropRequest: assign({ request: null }),
  },
}).createMachine({
  id: 'unlock',
  description:
    "Staking tab: 'Staking in progress' is locked until the campaign ends; then 'Staking has ended' and Unlock (one, confirmed; or all) while the admin allows unlocking.",
  context: ({ input }) => ({ ...input, data: null, request: null, hashes: [], notice: null }),
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
        'UNLOCK.ONE': [
          { guard: 'unlockable', target: 'confirming', actions: 'setRequest' },
          { guard: 'hasItems', actions: 'refuse' },
        ],
        // Unlock all returns every staked LAND of the campaign without a confirmation.
        'UNLOCK.ALL': [
          { guard: 'unlockable', target: 'withdrawing', actions: 'setRequest' },
          { guard: 'hasItems', actions: 'refuse' },
        ],
      },
    },
    confirming: {
      entry: 'askConfirm',
      on: {
        'POPUP.CONFIRMED': { guard: 'isUnlockPopup', target: 'withdrawing' },
        'POPUP.CANCELLED': { guard: 'isUnlockPopup', target: 'ready', actions: 'dropRequest' },
      },
    },
    withdrawing: {
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => ({
          chainId: areaChain(context),
          campaignId: context.request?.campaignId ?? 0,
          items: context.request?.items ?? [],
          from: context.wallet?.address ?? '',
        }),
        onDone: {
          target: 'waiting',
          actions: [
            assign(({ event }) => ({ hashes: event.output.hashes })),
            enqueueActions(({ context, event, enqueue, system }) => {
              for (const hash of event.output.hashes) {
                const tx: TrackedTx = { hash, chainId: areaChain(context), kind: 'withdraw', status: 'pending' };
                enqueue(() => sendToSystem(system, 'stakingTx', { type: 'TX.SUBMITTED', tx }));
              }
            }),
          ],
        },
        onError: { target: 'ready', actions: 'failed' },
      },
    },
    waiting: {
      invoke: {
        id: 'waitForTxs',
        src: 'waitForTxs',
        input: ({ context }) => ({ chainId: areaChain(context), hashes: context.hashes }),
        onDone: [{ guard: ({ event }) => event.output.success, target: 'loading', actions: 'unlocked' }, { target: 'loading', actions: 'reverted' }],
        onError: { target: 'ready', actions: 'failed' },
      },
    },
  },
});
