// Wallet session: the connected wallet, its chain and account events (EIP-1193), WalletConnect polling, network choice rules and balances.
import { assertEvent, assign, enqueueActions, fromCallback, fromPromise, raise, setup } from 'xstate';
import type { ChainFamily } from '@common/domain/chains';
import { TIMING } from '../constants';
import { WALLET_TYPE, type WalletTypeCode } from '../app/sessionMachine';
import { message } from '../shared/message';
import { appActors } from '../shared/system';
import type { Balances, DisconnectWalletInput, ReadBalancesInput, WalletConnection, WalletSessionEvent, WalletTypeInput } from './types';

export const WALLET_SESSION_MESSAGE = {
  accountChanged: 'wallet.accountChanged',
  fortmaticEthOnly: 'wallet.fortmaticEthOnly',
  bitskiNoBsc: 'wallet.bitskiNoBsc',
  changeInWallet: 'error.changeNetworkInWallet',
} as const;

export interface WalletSessionInput {
  /** Chain ids of the configured network set, with their family. */
  networks: readonly { chainId: number; family: ChainFamily }[];
  /** The wallet a previous visit logged in with, reconnected silently. */
  storedWalletType: WalletTypeCode | null;
}

export interface WalletSessionContext {
  networks: WalletSessionInput['networks'];
  storedWalletType: WalletTypeCode | null;
  walletType: WalletTypeCode | null;
  label: string | null;
  address: string | null;
  /** The address before the last account change (spec 4). */
  previousAddress: string | null;
  chainId: number | null;
  balances: Balances | null;
  /** Bumped when balances were read, so views can tell a refresh happened (spec 3: updated). */
  updated: number;
}

const isWalletType = (code: WalletTypeCode | null) => code !== null && code !== WALLET_TYPE.IdLogin;

/** A WALLET.CONNECTED event sets the connection as a reconnect's output does: both hand it to setConnection as params. */
const setConnectionFromEvent = {
  type: 'setConnection',
  params: ({ event }: { event: { connection: WalletConnection } }) => ({ connection: event.connection }),
} as const;

export const walletMachine = setup({
  types: {
    context: {} as WalletSessionContext,
    events: {} as WalletSessionEvent,
    input: {} as WalletSessionInput,
  },
  actors: {
    reconnectWallet: fromPromise<WalletConnection, WalletTypeInput>(async () => {
      throw new Error('reconnectWallet not provided');
    }),
    watchWallet: fromCallback<WalletSessionEvent, WalletTypeInput>(() => {
      throw new Error('watchWallet not provided');
    }),
    readAccount: fromPromise<string | null, WalletTypeInput>(async () => {
      throw new Error('readAccount not provided');
    }),
    readBalances: fromPromise<Balances, ReadBalancesInput>(async () => {
      throw new Error('readBalances not provided');
    }),
    disconnectWallet: fromPromise<void, DisconnectWalletInput>(async () => {
      throw new Error('disconnectWallet not provided');
    }),
    reloadPage: fromPromise<void>(async () => {
      throw new Error('reloadPage not provided');
    }),
  },
  delays: {
    accountPoll: TIMING.walletConnectPollMs,
  },
  guards: {
    hasStoredWallet: ({ context }) => isWalletType(context.storedWalletType),
    isWalletConnect: ({ context }) => context.walletType === WALLET_TYPE.WalletConnect,
    chainUnsupported: ({ context, event }) => {
      assertEvent(event, 'WALLET.CHAIN_CHANGED');
      return !context.networks.some((n) => n.chainId === event.chainId);
    },
    /** MetaMask and Coinbase reload the page on a supported chain change (spec 4). */
    reloadsOnChainChange: ({ context }) => context.walletType === WALLET_TYPE.MetaMask || context.walletType === WALLET_TYPE.Coinbase,
    noAccounts: ({ event }) => {
      assertEvent(event, 'WALLET.ACCOUNTS_CHANGED');
      return event.accounts.length === 0;
    },
    accountDiffers: ({ context, event }) => {
      assertEvent(event, 'WALLET.ACCOUNTS_CHANGED');
      return event.accounts[0]?.toLowerCase() !== context.address?.toLowerCase();
    },
    polledSame: ({ context }, params: { account: string | null }) => params.account !== null && params.account.toLowerCase() === context.address?.toLowerCase(),
    polledNone: (_, params: { account: string | null }) => params.account === null,
    fortmaticNotEthereum: ({ context, event }) => {
      assertEvent(event, 'WALLET.SELECT_NETWORK');
      return context.walletType === WALLET_TYPE.Fortmatic && context.networks.find((n) => n.chainId === event.chainId)?.family !== 'ETH';
    },
    bitskiBsc: ({ context, event }) => {
      assertEvent(event, 'WALLET.SELECT_NETWORK');
      return context.walletType === WALLET_TYPE.Bitski && context.networks.find((n) => n.chainId === event.chainId)?.family === 'BSC';
    },
  },
  actions: {
    setConnection: assign((_, { connection }: { connection: WalletConnection }) => ({
      walletType: connection.walletType,
      label: connection.label,
      address: connection.address,
      chainId: connection.chainId,
      previousAddress: null,
      balances: null,
    })),
    clear: assign({ walletType: null, label: null, address: null, previousAddress: null, chainId: null, balances: null, storedWalletType: null }),
    setChain: assign(({ event }) => {
      assertEvent(event, 'WALLET.CHAIN_CHANGED');
      return { chainId: event.chainId };
    }),
    setAccount: assign(({ context, event }) => {
      assertEvent(event, 'WALLET.ACCOUNTS_CHANGED');
      return { previousAddress: context.address, address: event.accounts[0] ?? null, balances: null };
    }),
    raisePolledAccount: raise((_, params: { account: string | null }) => ({
      type: 'WALLET.ACCOUNTS_CHANGED' as const,
      accounts: params.account === null ? [] : [params.account],
    })),
    reloadBalances: raise({ type: 'BALANCES.RELOAD' }),
    notifyNetwork: enqueueActions((args) => {
      const { chainId } = args.context;
      appActors(args).send('network', chainId === null ? { type: 'NETWORK.DISCONNECTED' } : { type: 'NETWORK.CHAIN_CHANGED', chainId });
    }),
    forwardSelect: enqueueActions((args) => {
      assertEvent(args.event, 'WALLET.SELECT_NETWORK');
      appActors(args).send('network', { type: 'NETWORK.SELECT', chainId: args.event.chainId });
    }),
    toast: enqueueActions((args, params: { id: string }) => appActors(args).toast(message(params.id), 'error')),
  },
}).createMachine({
  id: 'wallet',
  description:
    'The wallet behind the session. MetaMask and Coinbase reload on a supported chain change; WalletConnect changes networks only in the wallet and is ' +
    'polled every 3 s (TIMING.walletConnectPollMs).',
  context: ({ input }) => ({
    networks: input.networks,
    storedWalletType: input.storedWalletType,
    walletType: null,
    label: null,
    address: null,
    previousAddress: null,
    chainId: null,
    balances: null,
    updated: 0,
  }),
  initial: 'disconnected',
  states: {
    reconnecting: {
      invoke: {
        id: 'reconnectWallet',
        src: 'reconnectWallet',
        input: ({ context }) => ({ walletType: context.storedWalletType ?? WALLET_TYPE.MetaMask }),
        onDone: { target: 'connected', actions: { type: 'setConnection', params: ({ event }) => ({ connection: event.output }) } },
        // Forget the stored wallet so the session does not try again.
        onError: { target: 'disconnected', actions: assign({ storedWalletType: null }) },
      },
      on: { 'WALLET.CONNECTED': { target: 'connected', actions: setConnectionFromEvent } },
    },
    disconnected: {
      on: {
        /** The app sends this once at start: a wallet a previous visit logged in with is reconnected silently. */
        'WALLET.RESTORE': { guard: 'hasStoredWallet', target: 'reconnecting' },
        'WALLET.CONNECTED': { target: 'connected', actions: setConnectionFromEvent },
      },
    },
    connected: {
      entry: 'notifyNetwork',
      invoke: { id: 'watchWallet', src: 'watchWallet', input: ({ context }) => ({ walletType: context.walletType ?? WALLET_TYPE.MetaMask }) },
      type: 'parallel',
      on: {
        'WALLET.CONNECTED': { target: 'connected', reenter: true, actions: setConnectionFromEvent },
        'WALLET.CHAIN_CHANGED': [
          // The network actor shows the unsupported-network toast.
          { guard: 'chainUnsupported', actions: ['setChain', 'notifyNetwork'] },
          { guard: 'reloadsOnChainChange', target: 'reloading', actions: ['setChain', 'notifyNetwork'] },
          { actions: ['setChain', 'notifyNetwork', 'reloadBalances'] },
        ],
        'WALLET.ACCOUNTS_CHANGED': [
          { guard: 'noAccounts', target: 'disconnected', actions: ['clear', 'notifyNetwork'] },
          {
            guard: 'accountDiffers',
            actions: ['setAccount', { type: 'toast', params: { id: WALLET_SESSION_MESSAGE.accountChanged } }, 'reloadBalances'],
          },
        ],
        'WALLET.PROVIDER_DISCONNECTED': { target: 'disconnected', actions: ['clear', 'notifyNetwork'] },
        'WALLET.SELECT_NETWORK': [
          { guard: 'isWalletConnect', actions: { type: 'toast', params: { id: WALLET_SESSION_MESSAGE.changeInWallet } } },
          { guard: 'fortmaticNotEthereum', actions: { type: 'toast', params: { id: WALLET_SESSION_MESSAGE.fortmaticEthOnly } } },
          { guard: 'bitskiBsc', actions: { type: 'toast', params: { id: WALLET_SESSION_MESSAGE.bitskiNoBsc } } },
          { actions: 'forwardSelect' },
        ],
        'WALLET.REFRESH_BALANCES': { actions: 'reloadBalances' },
        'WALLET.DISCONNECT': { target: 'disconnecting' },
      },
      states: {
        balances: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'readBalances',
                src: 'readBalances',
                input: ({ context }) => ({ address: context.address ?? '', chainId: context.chainId ?? 0 }),
                onDone: {
                  target: 'ready',
                  actions: assign(({ context, event }) => ({ balances: event.output, updated: context.updated + 1 })),
                },
                onError: { target: 'ready', actions: assign({ balances: null }) },
              },
              on: { 'BALANCES.RELOAD': { target: 'loading', reenter: true } },
            },
            ready: {
              on: { 'BALANCES.RELOAD': { target: 'loading' } },
            },
          },
        },
        account: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [{ guard: 'isWalletConnect', target: 'waiting' }, { target: 'events' }],
            },
            /** Injected wallets report account changes themselves. */
            events: {},
            waiting: {
              after: { accountPoll: { target: 'polling' } },
            },
            polling: {
              invoke: {
                id: 'readAccount',
                src: 'readAccount',
                input: ({ context }) => ({ walletType: context.walletType ?? WALLET_TYPE.WalletConnect }),
                onDone: [
                  { guard: { type: 'polledSame', params: ({ event }) => ({ account: event.output }) }, target: 'waiting' },
                  { guard: { type: 'polledNone', params: ({ event }) => ({ account: event.output }) }, target: 'waiting' },
                  { target: 'waiting', actions: { type: 'raisePolledAccount', params: ({ event }) => ({ account: event.output }) } },
                ],
                onError: { target: 'waiting' },
              },
            },
          },
        },
      },
    },
    reloading: {
      invoke: { id: 'reloadPage', src: 'reloadPage', onError: {} },
    },
    disconnecting: {
      invoke: {
        id: 'disconnectWallet',
        src: 'disconnectWallet',
        input: ({ context }) => ({ walletType: context.walletType }),
        onDone: { target: 'disconnected', actions: ['clear', 'notifyNetwork'] },
        onError: { target: 'disconnected', actions: ['clear', 'notifyNetwork'] },
      },
    },
  },
});
