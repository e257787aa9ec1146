// My reward popup: ongoing and all rewards of a pool; Claim rewards signs a claim request, gets the signed claim from
// the API and submits it through the executor.
import { assertEvent, assign, enqueueActions, fromPromise, not, setup } from 'xstate';
import { CAMPAIGN_STATUS, type PoolId } from '@common/domain/campaign';
import { message, type Message } from '../shared/message';
import { walletErrorMessage } from '../shared/walletErrors';
import { campaignStatusAt } from './campaign';
import { STAKING_MESSAGE } from './messages';
import { appActors } from '../shared/system';
import { TX_LABEL } from '../tx/messages';
import { txStepMachine, type TxStepInput, type TxStepOutput } from '../tx/txStepMachine';
import { claimWalletProblem } from './rules';
import type { ClaimRequest, ClaimSignature, LoadRewardsInput, RewardData, RewardGroup, SignClaimInput, SignedClaim, WalletInfo } from './types';

export type RewardTab = 'ongoing' | 'all';

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
    loadRewards: fromPromise<RewardData, LoadRewardsInput>(async () => {
      throw new Error('loadRewards not provided');
    }),
    signClaim: fromPromise<ClaimSignature, SignClaimInput>(async () => {
      throw new Error('signClaim not provided');
    }),
    fetchClaim: fromPromise<SignedClaim, ClaimSignature>(async () => {
      throw new Error('fetchClaim not provided');
    }),
    /** execTransaction through the executor, registered with the app's tracker and waited on. */
    execClaim: txStepMachine,
  },
  guards: {
    hasClaimable: ({ context }) => claimableGroup(context.data) !== null,
    campaignOngoing: ({ context }) => claimBlockedByCampaign(context.data),
    walletOk: ({ context }) => claimWalletProblem(context.wallet, context.registeredAddress, context.chainId) === null,
    mined: (_, params: TxStepOutput) => params.outcome === 'mined',
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
    noticeOngoing: enqueueActions((args) => {
      const found = message(STAKING_MESSAGE.claimOngoing);
      args.enqueue.assign({ notice: found });
      appActors(args).toast(found, 'error');
    }),
    noticeWallet: enqueueActions((args) => {
      const found = claimWalletProblem(args.context.wallet, args.context.registeredAddress, args.context.chainId);
      args.enqueue.assign({ notice: found });
      if (found) appActors(args).toast(found, 'error');
    }),
    /** API refusals carry no wallet code: they show the claim failure with the server's words. */
    failed: enqueueActions((args, notice: Message | null) => {
      args.enqueue.assign({ notice, claimRequest: null, signed: null });
      if (notice) appActors(args).toast(notice, 'error');
    }),
    claimed: enqueueActions((args) => {
      args.enqueue.assign({ target: null, claimRequest: null, signed: null, notice: null });
      appActors(args).toast(message(STAKING_MESSAGE.rewardsTransferred), 'success');
    }),
  },
}).createMachine({
  id: 'claim',
  description:
    "My reward: 'Ongoing campaign' and 'All rewards' tabs; Claim rewards (disabled with no rewards or while the pool's campaign is ongoing) checks " +
    'chain and account, signs, fetches the signed claim and runs execTransaction.',
  context: ({ input }) => ({ ...input, tab: 'ongoing', data: null, target: null, claimRequest: null, signed: null, notice: null }),
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
          { target: 'pending', actions: 'setTarget' },
        ],
      },
    },
    /**
     * A claim in flight (signing, fetching the payload, sending and waiting for the transaction): a second CLAIM is
     * ignored and the popup cannot be closed, so one claim is never sent twice. It ends back in ready or loading.
     */
    pending: {
      initial: 'signing',
      on: { CLAIM: {} },
      states: {
        /** The wallet signs the claim object (address, campaignId, chainId, currentTime) as EIP-712 typed data. */
        signing: {
          invoke: {
            id: 'signClaim',
            src: 'signClaim',
            input: ({ context }) => ({ address: context.wallet?.address ?? '', campaignId: context.target?.campaignId ?? 0, chainId: context.chainId }),
            onDone: { target: 'fetching', actions: assign(({ event }) => ({ claimRequest: event.output })) },
            onError: { target: '#claim.ready', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
          },
        },
        /** claim-reward answers the executor payload signed by the platform's signer. */
        fetching: {
          invoke: {
            id: 'fetchClaim',
            src: 'fetchClaim',
            input: ({ context }) => context.claimRequest ?? { message: '', signature: '' },
            onDone: { target: 'submitting', actions: assign(({ event }) => ({ signed: event.output })) },
            onError: { target: '#claim.ready', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
          },
        },
        submitting: {
          invoke: {
            id: 'execClaim',
            src: 'execClaim',
            input: ({ context }): TxStepInput<ClaimRequest> => ({
              request: { ...(context.signed ?? { data: '', signature: '', executor: '' }), chainId: context.chainId, from: context.wallet?.address ?? '' },
              kind: 'claim',
              label: message(TX_LABEL.claim, { campaignId: context.target?.campaignId ?? 0 }),
            }),
            onDone: [
              { guard: { type: 'mined', params: ({ event }) => event.output }, target: '#claim.loading', actions: 'claimed' },
              { target: '#claim.ready', actions: { type: 'failed', params: ({ event }) => event.output.notice } },
            ],
            onError: { target: '#claim.ready', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});
