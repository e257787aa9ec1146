// Unlist (unlist flow): model-based coverage with the step faked; the wallet rules first, the confirmation, a retry after a failure.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { message } from '../shared/message';
import { TX_LABEL } from '../tx/messages';
import type { txStepMachine } from '../tx/txStepMachine';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { MARKET_API_MESSAGE, MARKET_MESSAGE } from './messages';
import { REVERT_PREFIX } from './rules';
import { BUYER, hash, inApp, ITEM, rejected, VIEWERS, fakeTimersPerTest } from '../testing/market/fixtures';
import { UNLIST_CONFIRM_POPUP_ID, unlistMachine, type UnlistInput } from './unlistMachine';

fakeTimersPerTest();

const input: UnlistInput = { scope: 'detail:BSC:204', item: ITEM, viewer: VIEWERS.good, index: 12 };

function fakes() {
  const promises = new ControlledPromises();
  const machine = unlistMachine.provide({ actors: { cancelSell: promises.actor('cancelSell') as unknown as typeof txStepMachine } });
  return { promises, machine };
}

type Snap = SnapshotFrom<typeof unlistMachine>;
const step = (outcome: 'mined' | 'failed', notice: unknown = null) => ({
  type: 'xstate.done.actor.cancelSell' as const,
  output: { outcome, notice, hashes: outcome === 'mined' ? [hash] : [] },
});

function events(s: Snap): ModelEvent<typeof unlistMachine>[] {
  const good = JSON.stringify(s.context.viewer) === JSON.stringify(VIEWERS.good);
  if (s.matches('blocked'))
    return [
      { type: 'UNLIST.RETRY' },
      { type: 'MARKET.SWITCH_NETWORK' },
      { type: 'MARKET.CLOSE' },
      ...(good
        ? [
            { type: 'VIEWER.CHANGED' as const, viewer: VIEWERS.otherNetwork },
            { type: 'VIEWER.CHANGED' as const, viewer: VIEWERS.signedOut },
          ]
        : [{ type: 'VIEWER.CHANGED' as const, viewer: VIEWERS.good }]),
    ];
  if (s.matches('confirming'))
    return [
      { type: 'POPUP.CONFIRMED', id: UNLIST_CONFIRM_POPUP_ID },
      { type: 'POPUP.CANCELLED', id: UNLIST_CONFIRM_POPUP_ID },
      { type: 'POPUP.CONFIRMED', id: 'staking-unlock' },
    ];
  if (s.matches('sending'))
    return [
      step('mined'),
      step('failed', message('wallet.failed', undefined, `${REVERT_PREFIX}NotForSale`)),
      { type: 'xstate.error.actor.cancelSell', error: rejected },
    ];
  return [];
}

describe('unlistMachine model', () => {
  it('covers every state and transition from a good viewer, another network and a visitor', async () => {
    const coverage = new ModelCoverage(unlistMachine);
    for (const viewer of [VIEWERS.good, VIEWERS.otherNetwork, VIEWERS.signedOut]) {
      const { promises, machine } = fakes();
      const start = { ...input, viewer };
      await runPaths({
        machine,
        input: start,
        paths: getEdgePaths(machine, { input: start, events }),
        coverage,
        promises,
        check: (actual, stepTaken, before) => {
          if (stepTaken.event.type === 'POPUP.CONFIRMED' && (stepTaken.event as { id: string }).id !== UNLIST_CONFIRM_POPUP_ID)
            expect(actual.value).toBe('confirming');
          if (actual.matches('sending') && !before.matches('sending')) {
            expect(promises.inputs('cancelSell').at(-1)).toEqual({
              request: { chainId: ITEM.chainId, from: BUYER, index: 12 },
              kind: 'unlist',
              label: { id: TX_LABEL.unlist, values: { name: ITEM.name, scope: input.scope } },
            });
          }
          if (before.matches('sending') && actual.matches('blocked') && stepTaken.event.type === 'xstate.done.actor.cancelSell') {
            expect(actual.context.notice).toEqual(message(MARKET_API_MESSAGE.item));
          }
        },
      });
    }
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('unlist inside the app', () => {
  it('asks first, then toasts success and reports the change', async () => {
    const { promises, machine } = fakes();
    const { received, flow } = inApp(machine, input, ['toast', 'popups']);
    expect(received.find((r) => r.to === 'popups')?.event.popup).toMatchObject({
      id: UNLIST_CONFIRM_POPUP_ID,
      kind: 'confirm',
      title: { id: MARKET_MESSAGE.unlistConfirmTitle },
      message: { id: MARKET_MESSAGE.unlistConfirm, values: { name: ITEM.name } },
    });
    expect(promises.inputs('cancelSell')).toEqual([]);
    flow.send({ type: 'POPUP.CONFIRMED', id: UNLIST_CONFIRM_POPUP_ID });
    promises.settle(step('mined') as never);
    await flushPromises();
    expect(received.find((r) => r.to === 'toast')?.event).toMatchObject({ message: { id: MARKET_MESSAGE.unlisted }, tone: 'success' });
    expect(received.filter((r) => r.to === 'hub').map((r) => r.event)).toEqual([{ type: 'MARKET.CHANGED', scope: input.scope }]);
  });
});
