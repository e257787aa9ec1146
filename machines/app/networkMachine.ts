// Network: which chain the wallet is on, whether the app supports it, and switching on request.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ChainFamily } from '@common/domain/chains';
import { message } from '../shared/message';
import { appActors } from '../shared/system';
import type { SwitchChainInput } from './types';

export interface NetworkEntry {
  chainId: number;
  family: ChainFamily;
}

export interface NetworkContext {
  networks: readonly NetworkEntry[];
  chainId: number | null;
  /** The chain a switch was asked for, kept while the wallet answers. */
  requested: number | null;
}

export type NetworkEvent = { type: 'NETWORK.CHAIN_CHANGED'; chainId: number } | { type: 'NETWORK.SELECT'; chainId: number } | { type: 'NETWORK.DISCONNECTED' };

export const networkMachine = setup({
  types: {
    context: {} as NetworkContext,
    events: {} as NetworkEvent,
    input: {} as { networks: readonly NetworkEntry[] },
  },
  actors: {
    switchChain: fromPromise<void, SwitchChainInput>(async () => {
      throw new Error('switchChain not provided');
    }),
  },
  guards: {
    isSupported: ({ context, event }) => {
      assertEvent(event, ['NETWORK.CHAIN_CHANGED', 'NETWORK.SELECT']);
      return context.networks.some((n) => n.chainId === event.chainId);
    },
    currentIsSupported: ({ context }) => context.networks.some((n) => n.chainId === context.chainId),
  },
  actions: {
    setChain: assign(({ event }) => {
      assertEvent(event, 'NETWORK.CHAIN_CHANGED');
      return { chainId: event.chainId, requested: null };
    }),
    setRequested: assign(({ event }) => {
      assertEvent(event, 'NETWORK.SELECT');
      return { requested: event.chainId };
    }),
    toastUnsupported: enqueueActions((args) => appActors(args).toast(message('error.unsupportedNetwork'), 'error')),
    toastChangeInWallet: enqueueActions((args) => appActors(args).toast(message('error.changeNetworkInWallet'), 'error')),
  },
}).createMachine({
  id: 'network',
  context: ({ input }) => ({ networks: input.networks, chainId: null, requested: null }),
  initial: 'unknown',
  on: {
    'NETWORK.CHAIN_CHANGED': [
      // A chain event settles any switch in flight: the wallet has answered.
      { guard: 'isSupported', target: '.supported', actions: 'setChain' },
      { target: '.unsupported', actions: ['setChain', 'toastUnsupported'] },
    ],
    'NETWORK.DISCONNECTED': { target: '.unknown', actions: assign({ chainId: null, requested: null }) },
  },
  states: {
    unknown: {},
    supported: {
      on: { 'NETWORK.SELECT': { guard: 'isSupported', target: 'switching', actions: 'setRequested' } },
    },
    unsupported: {
      on: { 'NETWORK.SELECT': { guard: 'isSupported', target: 'switching', actions: 'setRequested' } },
    },
    switching: {
      invoke: {
        id: 'switchChain',
        src: 'switchChain',
        input: ({ context }) => ({ chainId: context.requested ?? 0 }),
        // The wallet's chainChanged event sets the new chain; success only ends the wait.
        onDone: { target: 'settled', actions: assign({ requested: null }) },
        onError: {
          target: 'settled',
          actions: [assign({ requested: null }), 'toastChangeInWallet'],
        },
      },
    },
    settled: {
      always: [
        // A switch starts only from a known chain, so the chain is known here.
        { guard: 'currentIsSupported', target: 'supported' },
        { target: 'unsupported' },
      ],
    },
  },
});
