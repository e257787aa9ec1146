// Add wallet: model-based coverage of every state and transition, with the section 8 messages checked at each step.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { WalletHelperError, type WalletConnection } from '../wallet/types';
import { ADD_WALLET_MESSAGE, addWalletMachine } from './addWalletMachine';
import { selectAddWalletBusy, selectFetchedAddress } from './selectors';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof addWalletMachine;
const NEW = '0xCcCc000000000000000000000000000000000003';
const onChain: WalletConnection = { address: NEW, chainId: 31338, walletType: 1, label: 'MetaMask' };
const offChain: WalletConnection = { ...onChain, chainId: 5 };
const input = { chainIds: [31337, 31338, 31339] };

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const done = (name: string, output: unknown) => ({ type: `xstate.done.actor.${name}`, output }) as ModelEvent<Model>;
  const fail = (name: string, error: unknown) => ({ type: `xstate.error.actor.${name}`, error }) as ModelEvent<Model>;
  if (s.matches('closed')) return [{ type: 'ADD_WALLET.OPEN' }];
  if (s.matches('loadingList')) return [done('listWallets', []), fail('listWallets', new Error('x'))];
  if (s.matches('fetching')) {
    return [
      done('fetchAddress', onChain),
      done('fetchAddress', offChain),
      fail('fetchAddress', new WalletHelperError(400)),
      fail('fetchAddress', new WalletHelperError(401, Object.assign(new Error('denied'), { code: 4001 }))),
    ];
  }
  if (s.matches('submitting')) return [done('addWallet', undefined), fail('addWallet', Object.assign(new Error('taken'), { key: 'error-msg-wallet-exists' }))];
  if (s.matches('refreshing')) return [done('listWallets', [NEW.toLowerCase()]), done('listWallets', []), fail('listWallets', new Error('x'))];
  // ready: keep the graph small by acting only from a clean state or with an address in hand.
  if (s.context.error !== null) return [{ type: 'ADD_WALLET.CLOSE' }];
  return [{ type: 'ADD_WALLET.CLOSE' }, { type: 'ADD_WALLET.FETCH', walletType: 1 }, { type: 'ADD_WALLET.SUBMIT' }];
}

describe('addWalletMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = addWalletMachine.provide({
      actors: { listWallets: promises.actor('listWallets'), fetchAddress: promises.actor('fetchAddress'), addWallet: promises.actor('addWallet') },
    });
    const coverage = new ModelCoverage(addWalletMachine);
    const paths = getEdgePaths(addWalletMachine, { input, events: samples });
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        expect(selectAddWalletBusy(actual)).toBe(!actual.matches('closed') && !actual.matches('ready'));
        const { type } = step.event;
        // Submit needs an address fetched first.
        if (type === 'ADD_WALLET.SUBMIT') expect(actual.matches('submitting')).toBe(before.context.connection !== null);
        if (type === 'xstate.done.actor.fetchAddress') {
          const chainOk = (step.event as { output: WalletConnection }).output.chainId !== 5;
          expect(selectFetchedAddress(actual)).toBe(chainOk ? NEW : null);
          if (!chainOk) expect(actual.context.error?.id).toBe(ADD_WALLET_MESSAGE.chainNotMatched);
        }
        if (type === 'xstate.error.actor.fetchAddress') {
          const error = (step.event as { error: WalletHelperError }).error;
          expect(actual.context.error).toEqual(
            error.cause ? { id: 'wallet.userRejected', detail: '(4001)' } : { id: ADD_WALLET_MESSAGE.walletUrl, detail: '400' },
          );
        }
        if (type === 'xstate.error.actor.addWallet') expect(actual.context.error?.id).toBe('api.walletExists');
        if (type === 'xstate.done.actor.listWallets' && before.matches('refreshing')) {
          const listed = (step.event as { output: string[] }).output.length > 0;
          expect(actual.context.error?.id ?? null).toBe(listed ? null : ADD_WALLET_MESSAGE.notRegistered);
        }
        if (type === 'xstate.error.actor.listWallets') expect(actual.context.error?.id).toBe(ADD_WALLET_MESSAGE.listNotFound);
      },
    });
    expect(paths.length).toBeGreaterThan(10);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('addWalletMachine rules', () => {
  it('fetches, registers and refreshes the list', async () => {
    const added: string[] = [];
    let list: string[] = ['0xaaaa000000000000000000000000000000000001'];
    const actor = createActor(
      addWalletMachine.provide({
        actors: {
          listWallets: fromPromise(async () => list),
          fetchAddress: fromPromise(async () => onChain),
          addWallet: fromPromise(async ({ input: i }) => {
            added.push(i.connection.address);
            list = [...list, i.connection.address];
          }),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'ADD_WALLET.OPEN' });
    await flushPromises();
    actor.send({ type: 'ADD_WALLET.FETCH' });
    await flushPromises();
    actor.send({ type: 'ADD_WALLET.SUBMIT' });
    await flushPromises();
    await flushPromises();
    expect(added).toEqual([NEW]);
    expect(actor.getSnapshot().context.wallets).toEqual(list);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
