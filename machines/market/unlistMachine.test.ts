// Unlist (unlist flow): model-based coverage with the confirmed cancelSell step faked; the wallet rules first, then the
// step, the dialog only once it sends, a retry after a failure; and the flow with the real step inside the app.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { message } from '../shared/message';
import type { txStepMachine } from '../tx/txStepMachine';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { cancelSellMachine, UNLIST_CONFIRM_POPUP_ID, UNLIST_SENDING } from './cancelSellMachine';
import { MARKET_API_MESSAGE, MARKET_MESSAGE } from './messages';
import { REVERT_PREFIX } from './rules';
import { selectUnlistDialogShown, selectUnlistSending } from './tradeSelectors';
import { BUYER, hash, inApp, ITEM, rejected, VIEWERS, fakeTimersPerTest } from '../testing/market/fixtures';
import { unlistMachine, type UnlistInput } from './unlistMachine';

fakeTimersPerTest();

const input: UnlistInput = { scope: 'detail:BSC:204', item: ITEM, viewer: VIEWERS.good, index: 12 };

function fakes() {
  const promises = new ControlledPromises();
  // The step has its own tests (cancelSellMachine.test.ts, machines/tx); here it only hands back an outcome.
  const machine = unlistMachine.provide({ actors: { cancelSell: promises.actor('cancelSell') as unknown as typeof cancelSellMachine } });
  return { promises, machine };
}

type Snap = SnapshotFrom<typeof unlistMachine>;
const ended = (outcome: 'unlisted' | 'cancelled' | 'failed', notice: unknown = null) => ({
  type: 'xstate.done.actor.cancelSell' as const,
  output: { outcome, notice },
});
const notForSale = message('wallet.failed', undefined, `${REVERT_PREFIX}NotForSale`);

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
  // The user answers the popup (cancelled, or the step says it sends); the transaction ends one way or another.
  if (s.matches({ unlisting: 'asking' })) return [UNLIST_SENDING, ended('cancelled')];
  if (s.matches({ unlisting: 'sending' })) return [ended('unlisted'), ended('failed', notForSale), { type: 'xstate.error.actor.cancelSell', error: rejected }];
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
          // The dialog shows only once the step sends, or when something stands in the way.
          expect(selectUnlistDialogShown(actual)).toBe(actual.matches('blocked') || actual.matches({ unlisting: 'sending' }));
          expect(selectUnlistSending(actual)).toBe(actual.matches({ unlisting: 'sending' }));
          if (actual.matches('unlisting') && !before.matches('unlisting')) {
            expect(promises.inputs('cancelSell').at(-1)).toEqual({ chainId: ITEM.chainId, from: BUYER, index: 12, name: ITEM.name, scope: input.scope });
          }
          const type = stepTaken.event.type;
          if (type === 'xstate.done.actor.cancelSell') {
            const { outcome } = (stepTaken.event as ReturnType<typeof ended>).output;
            expect(actual.value).toBe({ unlisted: 'unlisted', cancelled: 'closed', failed: 'blocked' }[outcome]);
            // A listing sold meanwhile reads as the API's word for it.
            if (outcome === 'failed') expect(actual.context.notice).toEqual(message(MARKET_API_MESSAGE.item));
          }
          if (type === 'xstate.error.actor.cancelSell') expect(actual.context.notice?.id).toBe('wallet.userRejected');
        },
      });
    }
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('unlist inside the app', () => {
  function withStep() {
    const promises = new ControlledPromises();
    const step = cancelSellMachine.provide({ actors: { send: promises.actor('send') as unknown as typeof txStepMachine } });
    const machine = unlistMachine.provide({ actors: { cancelSell: step } });
    const { received, flow } = inApp(machine, input, ['toast', 'popups']);
    const answer = (type: 'POPUP.CONFIRMED' | 'POPUP.CANCELLED') => flow.getSnapshot().children.cancelSell.send({ type, id: UNLIST_CONFIRM_POPUP_ID });
    return { promises, received, flow, answer };
  }

  it('asks first, shows its dialog once sending, then toasts success and reports the change', async () => {
    const { promises, received, flow, answer } = withStep();
    expect(received.find((r) => r.to === 'popups')?.event.popup).toMatchObject({
      id: UNLIST_CONFIRM_POPUP_ID,
      kind: 'confirm',
      title: { id: MARKET_MESSAGE.unlistConfirmTitle },
      message: { id: MARKET_MESSAGE.unlistConfirm, values: { name: ITEM.name } },
    });
    expect(selectUnlistDialogShown(flow.getSnapshot())).toBe(false);
    expect(promises.inputs('send')).toEqual([]);
    answer('POPUP.CONFIRMED');
    expect(selectUnlistSending(flow.getSnapshot())).toBe(true);
    promises.settle({ type: 'xstate.done.actor.send', output: { outcome: 'mined', notice: null, hashes: [hash] } });
    await flushPromises();
    expect(received.find((r) => r.to === 'toast')?.event).toMatchObject({ message: { id: MARKET_MESSAGE.unlisted }, tone: 'success' });
    expect(received.filter((r) => r.to === 'hub').map((r) => r.event)).toEqual([{ type: 'MARKET.CHANGED', scope: input.scope }]);
    expect(flow.getSnapshot().value).toBe('unlisted');
  });

  it('shows a failure in its dialog (no toast) with a retry that asks again; a cancelled confirmation closes it', async () => {
    const { promises, received, flow, answer } = withStep();
    answer('POPUP.CONFIRMED');
    promises.settle({ type: 'xstate.done.actor.send', output: { outcome: 'failed', notice: message('wallet.userRejected'), hashes: [] } });
    await flushPromises();
    expect(flow.getSnapshot().value).toBe('blocked');
    expect(flow.getSnapshot().context.notice).toEqual(message('wallet.userRejected'));
    expect(received.filter((r) => r.to === 'toast')).toEqual([]);
    flow.send({ type: 'UNLIST.RETRY' });
    expect(received.filter((r) => r.to === 'popups')).toHaveLength(2);
    answer('POPUP.CANCELLED');
    expect(flow.getSnapshot().value).toBe('closed');
    expect(promises.inputs('send')).toHaveLength(1);
  });
});
