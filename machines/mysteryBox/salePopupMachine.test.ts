// The sale popup: model-based coverage of opening (after sign-in: once per session, not on a hidden day; by the user:
// always), the sale of the wallet's network, 'Do not show today' applied on closing, and the controls a purchase hides.
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { implement } from '../shared/ports';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { salePopupMachine, type SalePopupInput } from './salePopupMachine';
import { selectPopupView } from './salePopupSelectors';
import { fakeTimersPerTest, INPUT } from './testFixtures';
import type { PopupSeen, SalePopupPorts } from './types';

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

function events(s: Snap): Ev[] {
  if (s.matches('deciding'))
    return [
      ...Object.values(SEEN).map((output) => ({ type: 'xstate.done.actor.readSeen' as const, output })),
      { type: 'xstate.error.actor.readSeen', error: new Error('no storage') },
    ];
  if (s.matches('marking'))
    return [
      { type: 'xstate.done.actor.markShown', output: undefined },
      { type: 'xstate.error.actor.markShown', error: new Error('full') },
    ];
  if (s.matches('hiding'))
    return [
      { type: 'xstate.done.actor.hideToday', output: undefined },
      { type: 'xstate.error.actor.hideToday', error: new Error('full') },
    ];
  if (!s.matches('open')) return [];
  const own: Ev[] = [
    { type: 'SALE_POPUP.HIDE_TODAY', hide: !s.context.hideToday },
    { type: 'SALE_POPUP.BUSY', busy: !s.context.purchasing },
    { type: 'SALE_POPUP.CLOSE' },
  ];
  if (s.matches({ open: 'loading' }))
    return [
      { type: 'xstate.done.actor.loadSale', output: INPUT.sale },
      { type: 'xstate.done.actor.loadSale', output: null },
      { type: 'xstate.error.actor.loadSale', error: new Error('offline') },
      { type: 'SALE_POPUP.NETWORK', chainId: null, family: null },
    ];
  if (s.context.family === null) return [...own, { type: 'SALE_POPUP.NETWORK', chainId: 31338, family: 'BSC' }];
  // Another chain of the same family keeps the sale read; another family reads its own.
  return [...own, { type: 'SALE_POPUP.NETWORK', chainId: 31339, family: 'BSC' }, { type: 'SALE_POPUP.NETWORK', chainId: 80002, family: 'POL' }];
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
          loadSale: promises.actor('loadSale'),
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
          if (actual.matches({ open: 'loading' }) && !before.matches({ open: 'loading' }))
            expect(promises.inputs('loadSale').at(-1)).toBe(actual.context.family);
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

  it('opened by the user, it shows even when already shown this session, marks nothing and shows the sale once the wallet names a network', async () => {
    const seen: string[] = [];
    const actor = createActor(
      salePopupMachine.provide({
        actors: {
          readSeen: implement<SalePopupPorts['readSeen']>(() => {
            seen.push('read');
            return SEEN.shown;
          }),
          markShown: implement<SalePopupPorts['markShown']>(() => void seen.push('mark')),
          hideToday: implement<SalePopupPorts['hideToday']>(() => void seen.push('hide')),
          loadSale: implement<SalePopupPorts['loadSale']>(() => INPUT.sale),
        },
      }),
      { input: { afterSignIn: false } },
    ).start();
    await flushPromises();
    expect(selectPopupView(actor.getSnapshot())).toBe('loading');
    actor.send({ type: 'SALE_POPUP.NETWORK', chainId: 31338, family: 'BSC' });
    await flushPromises();
    expect(selectPopupView(actor.getSnapshot())).toBe('ready');
    actor.send({ type: 'SALE_POPUP.HIDE_TODAY', hide: true });
    actor.send({ type: 'SALE_POPUP.CLOSE' });
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('done');
    expect(seen).toEqual(['read', 'hide']);
  });
});
