// Binance-withdrawn LAND: model-based coverage of every state and transition (list, claim confirmed or cancelled, lock,
// transfer, a failed lock, a failed transfer resumed), plus the confirmation and toasts among the app's actors.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { BINANCE_CONFIRM_POPUP_ID, binanceLandMachine } from './binanceLandMachine';
import { BINANCE_MESSAGE } from './messages';
import { selectBinanceBusyLand, selectBinanceLoading, selectBinanceRows, selectBinanceUnavailable } from './selectors';
import type { BinanceLand } from './types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof binanceLandMachine;
const LOCK = 'a'.repeat(32);
const WALLET = '0xD6A098EbCc5f8Bd4e174D915C54486B077a34A51';
const land = (landId: number, status: BinanceLand['status']): BinanceLand => ({
  landId,
  name: `Gangnam LAND #9000${landId}`,
  city: 'seoul',
  tokenId: `9000${landId}`,
  chainId: 31338,
  status,
  lockId: status === 'withdrawn' ? null : LOCK,
  toAddress: status === 'transferred' ? WALLET : null,
});
const LISTED = [land(1, 'withdrawn'), land(2, 'locked')];
const LOCKED = [land(1, 'locked'), land(2, 'locked')];
const MOVED = [land(1, 'transferred'), land(2, 'locked')];
const refused = Object.assign(new Error('This LAND is locked'), { key: 'error-msg-binance-state' });

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  if (s.matches('loading'))
    return [
      { type: 'xstate.done.actor.listLand', output: LISTED },
      { type: 'xstate.error.actor.listLand', error: refused },
    ];
  if (s.matches('confirming')) {
    return [
      { type: 'POPUP.CONFIRMED', id: BINANCE_CONFIRM_POPUP_ID },
      { type: 'POPUP.CANCELLED', id: BINANCE_CONFIRM_POPUP_ID },
      { type: 'POPUP.CONFIRMED', id: 'other-popup' },
    ];
  }
  if (s.matches('locking')) {
    return [
      { type: 'xstate.done.actor.claimLand', output: { rows: LOCKED, lockId: LOCK } },
      { type: 'xstate.error.actor.claimLand', error: refused },
    ];
  }
  if (s.matches('transferring'))
    return [
      { type: 'xstate.done.actor.transferLand', output: MOVED },
      { type: 'xstate.error.actor.transferLand', error: refused },
    ];
  if (s.matches('unavailable')) return [{ type: 'RELOAD' }];
  return [{ type: 'CLAIM', landId: 1 }, { type: 'CLAIM', landId: 2 }, { type: 'TRANSFER', landId: 2 }, { type: 'TRANSFER', landId: 1 }, { type: 'RELOAD' }];
}

describe('binanceLandMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = binanceLandMachine.provide({
      actors: { listLand: promises.actor('listLand'), claimLand: promises.actor('claimLand'), transferLand: promises.actor('transferLand') },
    });
    const coverage = new ModelCoverage(binanceLandMachine);
    const paths = getEdgePaths(binanceLandMachine, { events: samples });
    await runPaths({
      machine,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        expect(selectBinanceLoading(actual)).toBe(actual.matches('loading'));
        expect(selectBinanceUnavailable(actual)).toBe(actual.matches('unavailable'));
        const e = step.event;
        // Claim only a withdrawn LAND; Transfer only a locked one, with its own lock.
        if (e.type === 'CLAIM') expect(actual.matches('confirming')).toBe(selectBinanceRows(before).find((r) => r.landId === e.landId)?.status === 'withdrawn');
        if (e.type === 'TRANSFER') {
          const resumed = selectBinanceRows(before).find((r) => r.landId === e.landId)?.status === 'locked';
          expect(actual.matches('transferring')).toBe(resumed);
          if (resumed) expect(promises.inputs('transferLand').at(-1)).toEqual({ landId: e.landId, lockId: LOCK });
        }
        if (actual.matches('confirming')) expect(selectBinanceBusyLand(actual)).toBe(1);
        // Another popup's answer leaves the confirmation waiting; the claim's own answer locks or goes back.
        if (e.type === 'POPUP.CONFIRMED' && e.id !== BINANCE_CONFIRM_POPUP_ID) expect(actual.matches('confirming')).toBe(true);
        if (e.type === 'POPUP.CONFIRMED' && e.id === BINANCE_CONFIRM_POPUP_ID) expect(promises.inputs('claimLand').at(-1)).toEqual({ landId: 1 });
        if (e.type === 'POPUP.CANCELLED') expect(actual.matches('ready')).toBe(true);
        // Locked: the transfer follows at once with the lock the claim answered.
        if (e.type === 'xstate.done.actor.claimLand') {
          expect(actual.matches('transferring')).toBe(true);
          expect(promises.inputs('transferLand').at(-1)).toEqual({ landId: 1, lockId: LOCK });
        }
        if (e.type === 'xstate.done.actor.transferLand') {
          expect(selectBinanceRows(actual)[0]!.status).toBe('transferred');
          expect(selectBinanceBusyLand(actual)).toBeNull();
        }
        if (e.type === 'xstate.error.actor.claimLand') expect(actual.context.notice).toEqual({ id: 'binance.claimFailed', detail: 'This LAND is locked' });
        if (e.type === 'xstate.error.actor.transferLand') {
          expect(actual.context.notice?.id).toBe(BINANCE_MESSAGE.transferFailed);
          expect(actual.matches('ready')).toBe(true);
        }
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('binanceLandMachine inside the app', () => {
  it('asks before claiming, names the LAND, and toasts the transfer', async () => {
    const received: { to: string; event: { type: string } & Record<string, unknown> }[] = [];
    const recorder = (to: string) =>
      createMachine({ on: { '*': { actions: ({ event }) => received.push({ to, event: event as { type: string } & Record<string, unknown> }) } } });
    const promises = new ControlledPromises();
    const flowLogic = binanceLandMachine.provide({
      actors: { listLand: promises.actor('listLand'), claimLand: promises.actor('claimLand'), transferLand: promises.actor('transferLand') },
    });
    const root = createMachine({
      invoke: [
        { src: recorder('popups'), systemId: 'popups' },
        { src: recorder('toast'), systemId: 'toast' },
        { id: 'flow', src: flowLogic },
      ],
    });
    const app = createActor(root).start();
    const flow = app.getSnapshot().children.flow!;
    promises.settle({ type: 'xstate.done.actor.listLand', output: LISTED });
    await flushPromises();
    flow.send({ type: 'CLAIM', landId: 1 });
    const popup = received.find((r) => r.to === 'popups')!.event.popup;
    expect(popup).toMatchObject({ id: BINANCE_CONFIRM_POPUP_ID, message: { id: BINANCE_MESSAGE.confirmClaim, values: { name: 'Gangnam LAND #90001' } } });
    expect(promises.inputs('claimLand')).toEqual([]);
    flow.send({ type: 'POPUP.CONFIRMED', id: BINANCE_CONFIRM_POPUP_ID });
    promises.settle({ type: 'xstate.done.actor.claimLand', output: { rows: LOCKED, lockId: LOCK } });
    await flushPromises();
    promises.settle({ type: 'xstate.done.actor.transferLand', output: MOVED });
    await flushPromises();
    expect(received.find((r) => r.to === 'toast')!.event).toMatchObject({
      message: { id: BINANCE_MESSAGE.transferred, values: { name: 'Gangnam LAND #90001' } },
      tone: 'success',
    });
  });
});
