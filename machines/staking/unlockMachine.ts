// My page staking tab: staked LAND per campaign, locked while the campaign has not ended; Unlock one (confirmed) or all once it ended and
// unlocking is enabled; Keep for next campaign (one or all, the restake child flow) once it ended and the pool has a campaign open for deposits.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { CAMPAIGN_STATUS, type PoolId } from '../../common/domain/campaign';
import { message, type Message } from '../shared/message';
import { walletErrorMessage } from '../shared/walletErrors';
import { campaignStatusAt, stakeableCampaign } from './campaign';
import { STAKING_MESSAGE } from './messages';
import { sendToSystem, toast } from './notify';
import { restakeMachine, type RestakeInput } from './restakeMachine';
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
  /** What the next withdrawal returns, or the next restake keeps. */
  request: StakeRequest | null;
  hashes: string[];
  notice: Message | null;
}

export interface StakeRequest {
  campaignId: number;
  items: WithdrawItem[];
  scope: 'one' | 'all';
}

export type UnlockEvent =
  | { type: 'UNLOCK.ONE'; campaignId: number; tokenId: string; isErc1155: boolean }
  | { type: 'UNLOCK.ALL'; campaignId: number }
  | { type: 'KEEP.ONE'; campaignId: number; tokenId: string; isErc1155: boolean }
  | { type: 'KEEP.ALL'; campaignId: number }
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

function requestedItems(context: UnlockContext, event: UnlockEvent): StakeRequest | null {
  if (event.type !== 'UNLOCK.ONE' && event.type !== 'UNLOCK.ALL' && event.type !== 'KEEP.ONE' && event.type !== 'KEEP.ALL') return null;
  const staked = stakedOf(context, event.campaignId);
  if (!staked) return null;
  const one = event.type === 'UNLOCK.ONE' || event.type === 'KEEP.ONE';
  const lands = one ? staked.lands.filter((l) => l.tokenId === event.tokenId && l.isErc1155 === event.isErc1155) : staked.lands;
  if (lands.length === 0) return null;
  return {
    campaignId: event.campaignId,
    items: lands.map((l) => ({ tokenId: l.tokenId, isErc1155: l.isErc1155, amount: l.maxQuantity })),
    scope: one ? 'one' : 'all',
  };
}

/**
 * The campaign the LAND of an ended campaign can be kept for: the pool's next campaign still open for deposits (the
 * same rule as staking). Null while the campaign has not ended or when the pool has no open campaign: Keep is then not
 * offered (the selector) and KEEP events are ignored (the guards).
 */
export function keepTarget(data: StakedData | null, campaignId: number): CampaignInfo | null {
  const entry = data?.campaigns.find((e) => e.campaign.campaignId === campaignId);
  if (!data || !entry) return null;
  if (campaignStatusAt(entry.campaign, data.nowSec) !== CAMPAIGN_STATUS.ended) return null;
  return stakeableCampaign(
    data.campaigns.map((e) => e.campaign),
    entry.campaign.poolId,
    data.nowSec,
  );
}

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
    loadStaked: fromPromise<StakedData, { chainId: number; poolId: PoolId; area: AreaKey; owner: string | null }>(async () => {
      throw new Error('loadStaked not provided');
    }),
    withdraw: fromPromise<{ hashes: string[] }, WithdrawRequest>(async () => {
      throw new Error('withdraw not provided');
    }),
    waitForTxs: fromPromise<{ success: boolean }, { chainId: number; hashes: string[] }>(async () => {
      throw new Error('waitForTxs not provided');
    }),
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
    refuseKeep: enqueueActions(({ context, enqueue, system }) => {
      const found = keepWalletProblem(context);
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
    keepEnded: assign(({ event }) => ({ request: null, notice: (event as unknown as { output: { notice: Message | null } }).output.notice })),
  },
}).createMachine({
  id: 'unlock',
  description:
    "Staking tab: 'Staking in progress' is locked until the campaign ends; then 'Staking has ended' and Unlock (one, confirmed; or all) while the admin allows unlocking, or Keep for next campaign (restake child) while the pool has a campaign open for deposits.",
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
          { guard: { type: 'kept', params: ({ event }) => event.output }, target: 'loading', actions: 'keepEnded' },
          { target: 'ready', actions: 'keepEnded' },
        ],
        onError: { target: 'ready', actions: 'failed' },
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
        onDone: [
          { guard: ({ event }) => event.output.success, target: 'loading', actions: 'unlocked' },
          { target: 'loading', actions: 'reverted' },
        ],
        onError: { target: 'ready', actions: 'failed' },
      },
    },
  },
});
