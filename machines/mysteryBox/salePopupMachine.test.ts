// The sale popup: model-based coverage of opening (after sign-in: once per session, not on a hidden day; by the user:
// always), the sale of the wallet's network (reported before or after it opens), 'Do not show today' applied on
// closing, and the controls a purchase hides.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { fakeTimersPerTest, INPUT } from '../testing/mysteryBox/fixtures';
import { salePopupMachine, type SalePopupInput } from './salePopupMachine';
import { selectPopupView } from './salePopupSelectors';
import type { LoadSaleConfigInput, LoadSaleConfigOutput, PopupSeen } from './types';

fakeTimersPerTest();

type Snap = SnapshotFrom<typeof salePopupMachine>;
type Ev = ModelEvent<typeof salePopupMachine>;

const TODAY = '2026-11-28';
const SEEN = {
  fresh: { shownThisSession: false, hiddenDay: null, today: TODAY },
  shown: { shownThisSession: true, hiddenDay: null, today: TODAY },
  hiddenToday: { shownThisSession: false, hiddenDay: TODAY, today: TODAY },
  hiddenYesterday: { shownThisSession: false, hiddenDay: '2026-11-27', today: TODAY },
} satisfies Record<string, PopupSeen>;

const BSC = { type: 'SALE_POPUP.NETWORK', chainId: 31338, family: 'BSC' } as const;

function events(s: Snap): Ev[] {
  // The wallet's network may be reported before the popup has decided (the view mounts first): kept for later.
  const early: Ev[] = s.context.family === null ? [BSC] : [];
  if (s.matches('deciding'))
    return [
      ...early,
      ...Object.values(SEEN).map((output) => ({ type: 'xstate.done.actor.readSeen' as const, output })),
      { type: 'xstate.error.actor.readSeen', error: new Error('no storage') },
    ];
  if (s.matches('marking'))
    return [...early, { type: 'xstate.done.actor.markShown', output: undefined }, { type: 'xstate.error.actor.markShown', error: new Error('full') }];
  if (s.matches('hiding'))
    return [...early, { type: 'xstate.done.actor.hideToday', output: undefined }, { type: 'xstate.error.actor.hideToday', error: new Error('full') }];
  if (!s.matches('open')) return [];
  const own: Ev[] = [
    { type: 'SALE_POPUP.HIDE_TODAY', hide: !s.context.hideToday },
    { type: 'SALE_POPUP.BUSY', busy: !s.context.purchasing },
    { type: 'SALE_POPUP.CLOSE' },
  ];
  if (s.matches({ open: 'loading' }))
    return [
      { type: 'xstate.done.actor.loadSaleConfig', output: INPUT.sale },
      { type: 'xstate.done.actor.loadSaleConfig', output: null },
      { type: 'xstate.error.actor.loadSaleConfig', error: new Error('offline') },
      { type: 'SALE_POPUP.NETWORK', chainId: null, family: null },
    ];
  if (s.context.family === null) return [...own, BSC];
  // Another chain of the same family keeps the sale read; another family reads its own.
  return [...own, { type: 'SALE_POPUP.NETWORK', chainId: 31339, family: 'BSC' }, { type: 'SALE_POPUP.NETWORK', chainId: 80002, family: 'POL' }];
}

/** The popup with ports that answer at once, recording what they were asked. */
function instantPopup(seen: PopupSeen, calls: string[]) {
  return salePopupMachine.provide({
    actors: {
      readSeen: fromPromise<PopupSeen>(async () => {
        calls.push('read');
        return seen;
      }),
      markShown: fromPromise<void>(async () => void calls.push('mark')),
      hideToday: fromPromise<void>(async () => void calls.push('hide')),
      loadSaleConfig: fromPromise<LoadSaleConfigOutput, LoadSaleConfigInput>(async ({ input }) => {
        calls.push(`load ${input}`);
        return INPUT.sale;
      }),
    },
  });
}

describe('salePopupMachine model', () => {
  it('covers every state and transition, opened after sign-in and by the user', async () => {
    const coverage = new ModelCoverage(salePopupMachine);
    for (const input of [{ afterSignIn: true }, { afterSignIn: false }] satisfies SalePopupInput[]) {
      const promises = new ControlledPromises();
      const machine = salePopupMachine.provide({
        actors: {
          readSeen: promises.actor('readSeen'),
          markShown: promises.actor('markShown'),
          hideToday: promises.actor('hideToday'),
          loadSaleConfig: promises.actor('loadSaleConfig'),
        },
      });
      const paths = getEdgePaths(machine, { input, events });
      await runPaths({
        machine,
        input,
        paths,
        coverage,
        promises,
        check: (actual, st, before) => {
          const type = st.event.type;
          // Once per session and not on the day hidden: anything else after sign-in shows it (and marks it shown).
          if (type === 'xstate.done.actor.readSeen') {
            const due = st.event.output === SEEN.fresh || st.event.output === SEEN.hiddenYesterday;
            expect(actual.matches(!input.afterSignIn ? 'open' : due ? 'marking' : 'closed')).toBe(true);
          }
          if (type === 'SALE_POPUP.CLOSE') expect(actual.matches(before.context.hideToday ? 'hiding' : 'closed')).toBe(true);
          // Whenever it is open and knows the wallet's network, it reads that network's sale: never a stuck 'loading'.
          if (actual.matches('open') && actual.context.family !== null) expect(actual.matches({ open: 'waitingNetwork' })).toBe(false);
          if (actual.matches({ open: 'loading' }) && !before.matches({ open: 'loading' }))
            expect(promises.inputs('loadSaleConfig').at(-1)).toBe(actual.context.family);
          if (type === 'SALE_POPUP.NETWORK' && before.matches({ open: 'ready' }) && st.event.family === before.context.family) {
            expect(selectPopupView(actual)).toBe('ready');
            expect(actual.context.chainId).toBe(st.event.chainId);
          }
        },
      });
    }
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });

  it("after sign-in, with the wallet's network reported while it decides, shows that network's sale", async () => {
    const calls: string[] = [];
    const actor = createActor(instantPopup(SEEN.fresh, calls), { input: { afterSignIn: true } }).start();
    actor.send(BSC);
    await flushPromises();
    expect(selectPopupView(actor.getSnapshot())).toBe('ready');
    expect(actor.getSnapshot().context.sale).toEqual(INPUT.sale);
    expect(calls).toEqual(['read', 'mark', 'load BSC']);
  });

  it('opened by the user, it shows even when already shown this session, marks nothing and shows the sale once the wallet names a network', async () => {
    const calls: string[] = [];
    const actor = createActor(instantPopup(SEEN.shown, calls), { input: { afterSignIn: false } }).start();
    await flushPromises();
    expect(selectPopupView(actor.getSnapshot())).toBe('loading');
    actor.send(BSC);
    await flushPromises();
    expect(selectPopupView(actor.getSnapshot())).toBe('ready');
    actor.send({ type: 'SALE_POPUP.HIDE_TODAY', hide: true });
    actor.send({ type: 'SALE_POPUP.CLOSE' });
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual(['read', 'load BSC', 'hide']);
  });

  it('after sign-in, already shown this session or hidden today, it closes without showing', async () => {
    for (const seen of [SEEN.shown, SEEN.hiddenToday]) {
      const calls: string[] = [];
      const actor = createActor(instantPopup(seen, calls), { input: { afterSignIn: true } }).start();
      actor.send(BSC);
      await flushPromises();
      expect(actor.getSnapshot().status).toBe('done');
      expect(calls).toEqual(['read']);
    }
  });
});
