// Network machine: model-based coverage, then supported/unsupported chains, switching and the toasts users see.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { toastMachine } from '../overlay/toastMachine';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { networkMachine, type NetworkEntry, type NetworkEvent } from './networkMachine';
import type { SwitchChainInput } from './types';

const networks: NetworkEntry[] = [
  { chainId: 31337, family: 'ETH' },
  { chainId: 31338, family: 'BSC' },
];
const ON_ETH: NetworkEvent = { type: 'NETWORK.CHAIN_CHANGED', chainId: 31337 };
const ON_BSC: NetworkEvent = { type: 'NETWORK.CHAIN_CHANGED', chainId: 31338 };
const ON_UNKNOWN: NetworkEvent = { type: 'NETWORK.CHAIN_CHANGED', chainId: 999 };
const SELECT_BSC: NetworkEvent = { type: 'NETWORK.SELECT', chainId: 31338 };
const SELECT_UNKNOWN: NetworkEvent = { type: 'NETWORK.SELECT', chainId: 999 };
const DISCONNECTED: NetworkEvent = { type: 'NETWORK.DISCONNECTED' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('networkMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = networkMachine.provide({ actors: { switchChain: promises.actor<void, SwitchChainInput>('switchChain') } });
    const paths = getEdgePaths(machine, {
      input: { networks },
      events: (snapshot): ModelEvent<typeof machine>[] => [
        ON_ETH,
        ON_UNKNOWN,
        SELECT_BSC,
        SELECT_UNKNOWN,
        DISCONNECTED,
        ...(snapshot.matches('switching')
          ? [
              { type: 'xstate.done.actor.switchChain' as const, output: undefined },
              { type: 'xstate.error.actor.switchChain' as const, error: new Error('4902') },
            ]
          : []),
      ],
    });
    const coverage = new ModelCoverage(machine);
    await runPaths({
      machine,
      input: { networks },
      paths,
      coverage,
      promises,
      check: (actual) => {
        const { chainId } = actual.context;
        // The state always says what the chain id means.
        if (actual.matches('supported')) expect(networks.map((n) => n.chainId)).toContain(chainId);
        if (actual.matches('unsupported')) expect(networks.map((n) => n.chainId)).not.toContain(chainId);
        if (actual.matches('unknown')) expect(chainId).toBeNull();
        if (!actual.matches('switching')) expect(actual.context.requested).toBeNull();
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

/** The network machine next to a real toast machine, as the app runs them. */
function withToast(switchChain = fromPromise<void, SwitchChainInput>(async () => undefined)) {
  const harness = setup({
    actors: { toast: toastMachine, network: networkMachine.provide({ actors: { switchChain } }) },
  }).createMachine({
    invoke: [
      { src: 'toast', systemId: 'toast', id: 'toast' },
      { src: 'network', systemId: 'network', id: 'network', input: { networks } },
    ],
  });
  const root = createActor(harness).start();
  const toast = () => root.system.get('toast')!.getSnapshot().context.current;
  const network = root.system.get('network')!;
  return { network, toast };
}

describe('networkMachine rules', () => {
  it('accepts a supported chain quietly', () => {
    const { network, toast } = withToast();
    network.send(ON_BSC);
    expect(network.getSnapshot().matches('supported')).toBe(true);
    expect(toast()).toBeNull();
  });

  it('toasts when the wallet moves to an unsupported chain', () => {
    const { network, toast } = withToast();
    network.send(ON_UNKNOWN);
    expect(network.getSnapshot().matches('unsupported')).toBe(true);
    expect(toast()).toEqual({ message: { id: 'error.unsupportedNetwork' }, tone: 'error' });
  });

  it('asks the wallet to switch only to a supported chain, then waits for its chain event', async () => {
    const asked: number[] = [];
    const { network } = withToast(fromPromise(async ({ input }) => void asked.push(input.chainId)));
    network.send(ON_ETH);
    expect(network.getSnapshot().can(SELECT_UNKNOWN)).toBe(false);
    network.send(SELECT_BSC);
    expect(network.getSnapshot().matches('switching')).toBe(true);
    await flushPromises();
    expect(asked).toEqual([31338]);
    expect(network.getSnapshot().matches('supported')).toBe(true);
    expect(network.getSnapshot().context.chainId).toBe(31337);
    network.send(ON_BSC);
    expect(network.getSnapshot().context.chainId).toBe(31338);
  });

  it('asks to change the network in the wallet when it cannot switch', async () => {
    const { network, toast } = withToast(
      fromPromise<void, SwitchChainInput>(async () => {
        throw new Error('not switchable');
      }),
    );
    network.send(ON_UNKNOWN);
    vi.advanceTimersByTime(1_500);
    network.send(SELECT_BSC);
    await flushPromises();
    expect(network.getSnapshot().matches('unsupported')).toBe(true);
    expect(toast()).toEqual({ message: { id: 'error.changeNetworkInWallet' }, tone: 'error' });
  });
});
