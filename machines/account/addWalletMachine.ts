// Add wallet popup: fetch an address from the wallet first, register it (the wallet signs a SIWE message), then refresh the wallet list (spec 4 and 8).
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { WalletTypeCode } from '../app/sessionMachine';
import { message, type Message } from '../shared/message';
import { appActors } from '../shared/system';
import { apiErrorMessage, isApiError } from '../shared/apiErrors';
import { helperCode, walletStepMessage, type WalletConnection } from '../wallet/types';
import { isUserRejection } from '../shared/walletErrors';
import { sameAddress } from '@common/domain/address';
import type { AddWalletInput, FetchAddressInput } from './types';

export const ADD_WALLET_MESSAGE = {
  walletUrl: 'addWallet.walletUrl',
  chainNotMatched: 'addWallet.chainNotMatched',
  notRegistered: 'addWallet.notRegistered',
  listNotFound: 'addWallet.listNotFound',
  noAddress: 'addWallet.noAddress',
  failed: 'addWallet.failed',
  done: 'addWallet.done',
} as const;

export interface AddWalletContext {
  /** Chain ids the app supports; a wallet on another chain is refused. */
  chainIds: readonly number[];
  wallets: string[];
  connection: WalletConnection | null;
  walletType: WalletTypeCode | null;
  error: Message | null;
}

export type AddWalletEvent =
  { type: 'ADD_WALLET.OPEN' } | { type: 'ADD_WALLET.CLOSE' } | { type: 'ADD_WALLET.FETCH'; walletType?: WalletTypeCode } | { type: 'ADD_WALLET.SUBMIT' };

/** A wallet request that failed: the user's own no keeps the wallet's text; anything else is 'error on wallet url' with the helper code. */
function fetchFailure(error: unknown): Message {
  if (isUserRejection(error) || isUserRejection((error as { cause?: unknown } | null)?.cause)) return walletStepMessage(error);
  return message(ADD_WALLET_MESSAGE.walletUrl, undefined, String(helperCode(error)));
}

export const addWalletMachine = setup({
  types: {
    context: {} as AddWalletContext,
    events: {} as AddWalletEvent,
    input: {} as { chainIds: readonly number[] },
  },
  actors: {
    listWallets: fromPromise<string[]>(async () => {
      throw new Error('listWallets not provided');
    }),
    fetchAddress: fromPromise<WalletConnection, FetchAddressInput>(async () => {
      throw new Error('fetchAddress not provided');
    }),
    /** The new wallet signs a SIWE message; then member_wallet_create. */
    addWallet: fromPromise<void, AddWalletInput>(async () => {
      throw new Error('addWallet not provided');
    }),
  },
  guards: {
    hasAddress: ({ context }) => context.connection !== null,
    chainSupported: ({ context }, params: { connection: WalletConnection }) => context.chainIds.includes(params.connection.chainId),
    listHasNewWallet: ({ context }, params: { wallets: string[] }) => {
      const address = context.connection?.address;
      return !!address && params.wallets.some((w) => sameAddress(w, address));
    },
  },
  actions: {
    toast: enqueueActions((args, params: { id: string; tone: 'success' | 'error' }) => appActors(args).toast(message(params.id), params.tone)),
  },
}).createMachine({
  id: 'addWallet',
  description: 'An address must be fetched from the wallet before submit; after a submit the wallet list is refreshed and must contain the new wallet.',
  context: ({ input }) => ({ chainIds: input.chainIds, wallets: [], connection: null, walletType: null, error: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'ADD_WALLET.OPEN': { target: 'loadingList', actions: assign({ wallets: [], connection: null, walletType: null, error: null }) } },
    },
    loadingList: {
      invoke: {
        id: 'listWallets',
        src: 'listWallets',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ wallets: event.output })) },
        onError: { target: 'ready', actions: assign({ error: message(ADD_WALLET_MESSAGE.listNotFound) }) },
      },
    },
    ready: {
      on: {
        'ADD_WALLET.CLOSE': { target: 'closed' },
        'ADD_WALLET.FETCH': { target: 'fetching', actions: assign(({ event }) => ({ walletType: event.walletType ?? null, error: null })) },
        'ADD_WALLET.SUBMIT': [
          { guard: 'hasAddress', target: 'submitting', actions: assign({ error: null }) },
          { actions: { type: 'toast', params: { id: ADD_WALLET_MESSAGE.noAddress, tone: 'error' } } },
        ],
      },
    },
    fetching: {
      invoke: {
        id: 'fetchAddress',
        src: 'fetchAddress',
        input: ({ context }) => ({ walletType: context.walletType }),
        onDone: [
          {
            guard: { type: 'chainSupported', params: ({ event }) => ({ connection: event.output }) },
            target: 'ready',
            actions: assign(({ event }) => ({ connection: event.output })),
          },
          { target: 'ready', actions: assign({ connection: null, error: message(ADD_WALLET_MESSAGE.chainNotMatched) }) },
        ],
        onError: { target: 'ready', actions: assign(({ event }) => ({ connection: null, error: fetchFailure(event.error) })) },
      },
    },
    submitting: {
      invoke: {
        id: 'addWallet',
        src: 'addWallet',
        input: ({ context }) => ({ connection: context.connection! }),
        onDone: { target: 'refreshing' },
        onError: {
          target: 'ready',
          actions: assign(({ event }) => ({
            error: isApiError(event.error) ? apiErrorMessage(event.error, ADD_WALLET_MESSAGE.failed) : walletStepMessage(event.error),
          })),
        },
      },
    },
    refreshing: {
      invoke: {
        id: 'listWallets',
        src: 'listWallets',
        onDone: [
          {
            guard: { type: 'listHasNewWallet', params: ({ event }) => ({ wallets: event.output }) },
            target: 'ready',
            actions: [
              assign(({ event }) => ({ wallets: event.output, connection: null })),
              { type: 'toast', params: { id: ADD_WALLET_MESSAGE.done, tone: 'success' } },
            ],
          },
          { target: 'ready', actions: assign(({ event }) => ({ wallets: event.output, error: message(ADD_WALLET_MESSAGE.notRegistered) })) },
        ],
        onError: { target: 'ready', actions: assign({ error: message(ADD_WALLET_MESSAGE.listNotFound) }) },
      },
    },
  },
});
