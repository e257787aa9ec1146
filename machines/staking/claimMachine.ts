// My reward popup: ongoing and all rewards of a pool; Claim rewards signs a claim request, gets the signed claim from the API and submits it through the executor.
import { assertEvent, assign, enqueueActions, fromPromise, not, setup } from 'xstate';
import { CAMPAIGN_STATUS, type PoolId } from '../../common/domain/campaign';
import { message, type Message } from '../shared/message';
import { walletErrorMessage } from '../shared/walletErrors';
import { campaignStatusAt } from './campaign';
import { STAKING_MESSAGE } from './messages';
import { sendToSystem, toast } from './notify';
import { claimWalletProblem } from './rules';
import type { CampaignInfo, RewardGroup, TrackedTx, WalletInfo } from './types';

export type RewardTab = 'ongoing' | 'all';

export interface RewardData {
  ongoing: RewardGroup[];
  all: RewardGroup[];
  /**
   * The campaign a claim is about (the oldest unclaimed one with boxes), else the pool's current campaign (ongoing,
   * else next upcoming, else last ended); its status gates the claim button (docs/decisions.md).
   */
  campaign: CampaignInfo | null;
  nowSec: number;
}

export interface SignedClaim {
  /** Calldata for the executor's execTransaction and the executor signer's signature of it. */
  data: string;
  signature: string;
  executor: string;
}

export interface ClaimInput {
  poolId: PoolId;
  /** The campaign chain (the network of the chosen land area). */
  chainId: number;
  registeredAddress: string | null;
  wallet: WalletInfo | null;
}

export interface ClaimContext extends ClaimInput {
  tab: RewardTab;
  data: RewardData | null;
  target: RewardGroup | null;
  claimRequest: { message: string; signature: string } | null;
  signed: SignedClaim | null;
  txHash: string | null;
  notice: Message | null;
}

export type ClaimEvent =
  { type: 'TAB.SELECT'; tab: RewardTab } | { type: 'CLAIM' } | { type: 'REFRESH' } | { type: 'CLOSE' } | { type: 'WALLET.UPDATED'; wallet: WalletInfo | null };

/** The oldest unclaimed campaign of the pool with boxes to claim. */
export function claimableGroup(data: RewardData | null): RewardGroup | null {
  if (!data) return null;
  return [...data.all].filter((g) => !g.claimed && g.boxes.length > 0).sort((a, b) => a.campaignId - b.campaignId)[0] ?? null;
}

/** Status 3 (ongoing) of the pool's campaign disables claiming. */
export function claimBlockedByCampaign(data: RewardData | null): boolean {
  return data?.campaign != null && campaignStatusAt(data.campaign, data.nowSec) === CAMPAIGN_STATUS.ongoing;
}

export const claimMachine = setup({
  types: {
    context: {} as ClaimContext,
    events: {} as ClaimEvent,
    input: {} as ClaimInput,
  },
  actors: {
    loadRewards: fromPromise<RewardData, { owner: string | null; chainId: number; poolId: PoolId }>(async () => {
      throw new Error('loadRewards not provided');
    }),
    signClaim: fromPromise<{ message: string; signature: string }, { address: string; campaignId: number; chainId: number }>(async () => {
      throw new Error('signClaim not provided');
    }),
    fetchClaim: fromPromise<SignedClaim, { message: string; signature: string }>(async () => {
      throw new Error('fetchClaim not provided');
    }),
    execClaim: fromPromise<{ hash: string }, SignedClaim & { chainId: number; from: string }>(async () => {
      throw new Error('execClaim not provided');
    }),
    waitForTx: fromPromise<{ success: boolean }, { chainId: number; hash: string }>(async () => {
      throw new Error('waitForTx not provided');
    }),
  },
  guards: {
    hasClaimable: ({ context }) => claimableGroup(context.data) !== null,
    campaignOngoing: ({ context }) => claimBlockedByCampaign(context.data),
    walletOk: ({ context }) => claimWalletProblem(context.wallet, context.registeredAddress, context.chainId) === null,
  },
  actions: {
    setTab: assign(({ event }) => {
      assertEvent(event, 'TAB.SELECT');
      return { tab: event.tab };
    }),
    setWallet: assign(({ event }) => {
      assertEvent(event, 'WALLET.UPDATED');
      return { wallet: event.wallet };
    }),
    setTarget: assign(({ context }) => ({ target: claimableGroup(context.data), notice: null })),
    noticeOngoing: enqueueActions(({ enqueue, system }) => {
      const found = message(STAKING_MESSAGE.claimOngoing);
      enqueue.assign({ notice: found });
      enqueue(() => toast(system, found, 'error'));
    }),
    noticeWallet: enqueueActions(({ context, enqueue, system }) => {
      const found = claimWalletProblem(context.wallet, context.registeredAddress, context.chainId);
      enqueue.assign({ notice: found });
      if (found) enqueue(() => toast(system, found, 'error'));
    }),
    failed: enqueueActions(({ event, enqueue, system }) => {
      const error = (event as { error?: unknown }).error;
      // API refusals carry no wallet code: they show the claim failure with the server's words.
      const found = walletErrorMessage(error);
      enqueue.assign({ notice: found, claimRequest: null, signed: null });
      enqueue(() => toast(system, found, 'error'));
    }),
    reverted: enqueueActions(({ enqueue, system }) => {
      const found = message(STAKING_MESSAGE.txReverted);
      enqueue.assign({ notice: found });
      enqueue(() => toast(system, found, 'error'));
    }),
    claimed: enqueueActions(({ enqueue, system }) => {
      enqueue.assign({ target: null, claimRequest: null, signed: null, txHash: null, notice: null });
      enqueue(() => toast(system, message(STAKING_MESSAGE.rewardsTransferred), 'success'));
    }),
  },
}).createMachine({
  id: 'claim',
  description:
    "My reward: 'Ongoing campaign' and 'All rewards' tabs; Claim rewards (disabled with no rewards or while the pool's campaign is ongoing) checks chain and account, signs, fetches the signed claim and runs execTransaction.",
  context: ({ input }) => ({ ...input, tab: 'ongoing', data: null, target: null, claimRequest: null, signed: null, txHash: null, notice: null }),
  initial: 'loading',
  on: {
    'WALLET.UPDATED': { actions: 'setWallet' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadRewards',
        src: 'loadRewards',
        input: ({ context }) => ({ owner: context.registeredAddress, chainId: context.chainId, poolId: context.poolId }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ data: event.output })) },
        onError: { target: 'failed', actions: assign({ notice: message(STAKING_MESSAGE.loadFailed) }) },
      },
      on: { CLOSE: 'closed' },
    },
    failed: {
      on: { REFRESH: { target: 'loading', actions: assign({ notice: null }) }, CLOSE: 'closed' },
    },
    ready: {
      on: {
        'TAB.SELECT': { actions: 'setTab' },
        REFRESH: 'loading',
        CLOSE: 'closed',
        CLAIM: [
          // The button is disabled with no rewards: nothing to do.
          { guard: not('hasClaimable') },
          { guard: 'campaignOngoing', actions: 'noticeOngoing' },
          { guard: not('walletOk'), actions: 'noticeWallet' },
          { target: 'signing', actions: 'setTarget' },
        ],
      },
    },
    /** The wallet signs the claim object (address, campaignId, chainId, currentTime). */
    signing: {
      invoke: {
        id: 'signClaim',
        src: 'signClaim',
        input: ({ context }) => ({ address: context.wallet?.address ?? '', campaignId: context.target?.campaignId ?? 0, chainId: context.chainId }),
        onDone: { target: 'fetching', actions: assign(({ event }) => ({ claimRequest: event.output })) },
        onError: { target: 'ready', actions: 'failed' },
      },
    },
    /** claim-reward answers the executor payload signed by the platform's signer. */
    fetching: {
      invoke: {
        id: 'fetchClaim',
        src: 'fetchClaim',
        input: ({ context }) => context.claimRequest ?? { message: '', signature: '' },
        onDone: { target: 'submitting', actions: assign(({ event }) => ({ signed: event.output })) },
        onError: { target: 'ready', actions: 'failed' },
      },
    },
    submitting: {
      invoke: {
        id: 'execClaim',
        src: 'execClaim',
        input: ({ context }) => ({
          ...(context.signed ?? { data: '', signature: '', executor: '' }),
          chainId: context.chainId,
          from: context.wallet?.address ?? '',
        }),
        onDone: {
          target: 'confirming',
          actions: [
            assign(({ event }) => ({ txHash: event.output.hash })),
            enqueueActions(({ context, event, enqueue, system }) => {
              const tx: TrackedTx = { hash: event.output.hash, chainId: context.chainId, kind: 'claim', status: 'pending' };
              enqueue(() => sendToSystem(system, 'stakingTx', { type: 'TX.SUBMITTED', tx }));
            }),
          ],
        },
        onError: { target: 'ready', actions: 'failed' },
      },
    },
    confirming: {
      invoke: {
        id: 'waitForTx',
        src: 'waitForTx',
        input: ({ context }) => ({ chainId: context.chainId, hash: context.txHash ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output.success, target: 'loading', actions: 'claimed' },
          { target: 'ready', actions: 'reverted' },
        ],
        onError: { target: 'ready', actions: 'failed' },
      },
    },
    closed: { type: 'final' },
  },
});
