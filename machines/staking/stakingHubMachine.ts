// Staking hub (systemId `staking`): owns the countdown from the start, follows the
// viewer (registered and connected wallet, machines/shared/viewer.ts), and spawns the staking popup, unlock and claim
// flows on request, each under its own systemId.
import { assertEvent, assign, enqueueActions, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { PoolId } from '@common/domain/campaign';
import type { ChainFamily } from '@common/domain/chains';
import { appActors } from '../shared/system';
import { watchViewerPort, type Viewer, type ViewerEvent } from '../shared/viewer';
import type { WalletConnection } from '../wallet/types';
import { walletErrorMessage } from '../shared/walletErrors';
import { buildAreas } from './areas';
import { claimMachine } from './claimMachine';
import { countdownMachine } from './countdownMachine';
import { stakingPopupMachine } from './stakingPopupMachine';
import type { AreaKey, AreaOption, WalletInfo } from './types';
import { unlockMachine } from './unlockMachine';

export const STAKING_SYSTEM_ID = {
  hub: 'staking',
  countdown: 'stakingCountdown',
  popup: 'stakingPopup',
  unlock: 'stakingUnlock',
  claim: 'stakingClaim',
} as const;

/** Spec section 3: the default land area is Seoul. */
export const DEFAULT_AREA: AreaKey = 'seoul';

export interface StakingHubInput {
  networks: readonly { chainId: number; family: ChainFamily }[];
}

export interface StakingHubContext {
  networks: StakingHubInput['networks'];
  areas: AreaOption[];
  /** The signed-in account's registered wallet (the viewer's). */
  registered: string | null;
  wallet: WalletInfo | null;
  countdown: ActorRefFrom<typeof countdownMachine>;
  popup: ActorRefFrom<typeof stakingPopupMachine> | null;
  unlock: ActorRefFrom<typeof unlockMachine> | null;
  claim: ActorRefFrom<typeof claimMachine> | null;
  /** The pool whose reward table popup is open. */
  rewardTablePool: PoolId | null;
}

export type StakingHubEvent =
  | ViewerEvent
  | { type: 'WALLET.CONNECT' }
  | { type: 'STAKING.OPEN'; poolId: PoolId; area?: AreaKey }
  | { type: 'STAKING.CLOSE' }
  | { type: 'UNLOCK.OPEN'; poolId: PoolId; area?: AreaKey }
  | { type: 'UNLOCK.CLOSE' }
  | { type: 'REWARDS.OPEN'; poolId: PoolId; chainId: number }
  | { type: 'REWARDS.CLOSE' }
  | { type: 'REWARD_TABLE.OPEN'; poolId: PoolId }
  | { type: 'REWARD_TABLE.CLOSE' };

/** The staking flows' view of the viewer's connected wallet. */
function walletInfoOf(viewer: Viewer): WalletInfo | null {
  const w = viewer.wallet;
  return w ? { address: w.address, chainId: w.chainId, ...(w.walletType ? { walletType: w.walletType } : {}) } : null;
}

/** What the staking popup and the unlock flow both start from: pool, area, networks, registered and connected wallet. */
function areaFlowInput(context: StakingHubContext, event: { poolId: PoolId; area?: AreaKey }) {
  return {
    poolId: event.poolId,
    areas: context.areas,
    area: event.area ?? DEFAULT_AREA,
    supportedChainIds: context.networks.map((n) => n.chainId),
    registeredAddress: context.registered,
    wallet: context.wallet,
  };
}

const isEthereum = (context: StakingHubContext, chainId: number | undefined) =>
  chainId !== undefined && context.networks.some((n) => n.chainId === chainId && n.family === 'ETH');

export const stakingHubMachine = setup({
  types: {
    context: {} as StakingHubContext,
    events: {} as StakingHubEvent,
    input: {} as StakingHubInput,
  },
  actors: {
    /** Reports VIEWER.CHANGED now and on every change of the session or the connected wallet (the Viewer port). */
    watchViewer: watchViewerPort,
    /** The app's wallet select; the connection it yields goes to the wallet session. */
    connectWallet: fromPromise<WalletConnection>(async () => {
      throw new Error('connectWallet not provided');
    }),
    countdown: countdownMachine,
    popup: stakingPopupMachine,
    unlock: unlockMachine,
    claim: claimMachine,
  },
  actions: {
    setViewer: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'VIEWER.CHANGED');
      const wallet = walletInfoOf(event.viewer);
      enqueue.assign({ registered: event.viewer.registered, wallet });
      const update = { type: 'WALLET.UPDATED' as const, wallet };
      if (context.popup) enqueue.sendTo(context.popup, update);
      if (context.unlock) enqueue.sendTo(context.unlock, update);
      if (context.claim) enqueue.sendTo(context.claim, update);
      // The countdown is about Ethereum's campaigns and runs only while the wallet is on Ethereum.
      if (wallet && isEthereum(context, wallet.chainId)) enqueue.sendTo(context.countdown, { type: 'COUNTDOWN.START', chainId: wallet.chainId });
      else enqueue.sendTo(context.countdown, { type: 'COUNTDOWN.STOP' });
    }),
    openPopup: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'STAKING.OPEN');
      if (context.popup) enqueue.stopChild(context.popup);
      enqueue.assign({
        popup: ({ spawn }) =>
          spawn('popup', {
            id: STAKING_SYSTEM_ID.popup,
            systemId: STAKING_SYSTEM_ID.popup,
            input: areaFlowInput(context, event),
          }),
      });
    }),
    closePopup: enqueueActions(({ context, enqueue }) => {
      if (context.popup) enqueue.sendTo(context.popup, { type: 'CLOSE' });
    }),
    popupEnded: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ popup: null });
      // The staking-success handler: the staking tab shows the new stake.
      if (context.unlock) enqueue.sendTo(context.unlock, { type: 'REFRESH' });
    }),
    openUnlock: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'UNLOCK.OPEN');
      if (context.unlock) enqueue.stopChild(context.unlock);
      enqueue.assign({
        unlock: ({ spawn }) =>
          spawn('unlock', {
            id: STAKING_SYSTEM_ID.unlock,
            systemId: STAKING_SYSTEM_ID.unlock,
            input: areaFlowInput(context, event),
          }),
      });
    }),
    closeUnlock: enqueueActions(({ context, enqueue }) => {
      if (context.unlock) enqueue.stopChild(context.unlock);
      enqueue.assign({ unlock: null });
    }),
    openClaim: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'REWARDS.OPEN');
      if (context.claim) enqueue.stopChild(context.claim);
      enqueue.assign({
        claim: ({ spawn }) =>
          spawn('claim', {
            id: STAKING_SYSTEM_ID.claim,
            systemId: STAKING_SYSTEM_ID.claim,
            input: { poolId: event.poolId, chainId: event.chainId, registeredAddress: context.registered, wallet: context.wallet },
          }),
      });
    }),
    closeClaim: enqueueActions(({ context, enqueue }) => {
      if (context.claim) enqueue.sendTo(context.claim, { type: 'CLOSE' });
    }),
    connect: enqueueActions(({ enqueue }) => {
      enqueue.spawnChild('connectWallet', { id: 'connectWallet' });
    }),
    /** The wallet session takes the connection, as after a login; the viewer then follows it. */
    connected: enqueueActions((args) => {
      const connection = (args.event as { output?: WalletConnection }).output;
      if (connection) appActors(args).send('wallet', { type: 'WALLET.CONNECTED', connection });
    }),
    connectFailed: enqueueActions((args) => {
      const error = (args.event as { error?: unknown }).error;
      appActors(args).toast(walletErrorMessage(error), 'error');
    }),
  },
}).createMachine({
  id: 'staking',
  description:
    'Staking hub: spawns the Home countdown at start (transactions go to the app-wide tracker), follows the wallet (the countdown runs on Ethereum), ' +
    'and spawns the staking popup, unlock and claim flows on request.',
  context: ({ input, spawn }) => ({
    networks: input.networks,
    areas: buildAreas(input.networks),
    registered: null,
    wallet: null,
    countdown: spawn('countdown', { id: STAKING_SYSTEM_ID.countdown, systemId: STAKING_SYSTEM_ID.countdown, input: {} }),
    popup: null,
    unlock: null,
    claim: null,
    rewardTablePool: null,
  }),
  invoke: { id: 'watchViewer', src: 'watchViewer', onError: {} },
  on: {
    'VIEWER.CHANGED': { actions: 'setViewer' },
    'WALLET.CONNECT': { actions: 'connect' },
    'xstate.done.actor.connectWallet': { actions: 'connected' },
    'xstate.error.actor.connectWallet': { actions: 'connectFailed' },
    'STAKING.OPEN': { actions: 'openPopup' },
    'STAKING.CLOSE': { actions: 'closePopup' },
    'xstate.done.actor.stakingPopup': { actions: 'popupEnded' },
    'UNLOCK.OPEN': { actions: 'openUnlock' },
    'UNLOCK.CLOSE': { actions: 'closeUnlock' },
    'REWARDS.OPEN': { actions: 'openClaim' },
    'REWARDS.CLOSE': { actions: 'closeClaim' },
    'xstate.done.actor.stakingClaim': { actions: assign({ claim: null }) },
    'REWARD_TABLE.OPEN': { actions: assign(({ event }) => ({ rewardTablePool: event.poolId })) },
    'REWARD_TABLE.CLOSE': { actions: assign({ rewardTablePool: null }) },
  },
});

export type StakingHubRef = ActorRefFrom<typeof stakingHubMachine>;
