// Report popup (spec 5): model-based coverage; the reason normalised as typed (leading space, double spaces, 500
// characters), submit refused while empty, 'Report success!' closes, 'Report failed!' keeps the text; a visitor logs in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '@machines/testing/modelTest';
import { selectCanSubmitReport, selectReportNotice, selectReportOpen } from './detailSelectors';
import { DAO_MESSAGE } from './messages';
import { reportMachine } from './reportMachine';
import { VOTER } from '@machines/testing/dao/detail/fixtures';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof reportMachine;
type Snap = SnapshotFrom<Model>;

function samples(s: Snap): ModelEvent<Model>[] {
  if (s.matches('closed')) return [{ type: 'REPORT.OPEN' }];
  if (s.matches('sending')) {
    return [
      { type: 'xstate.done.actor.sendReport', output: undefined },
      { type: 'xstate.error.actor.sendReport', error: new Error('offline') },
    ];
  }
  const events: ModelEvent<Model>[] = [{ type: 'REPORT.SUBMIT' }, { type: 'REPORT.CLOSE' }];
  if (s.context.text === '') events.push({ type: 'REPORT.CHANGE', text: '  spam   and  scam' }, { type: 'REPORT.CHANGE', text: '   ' });
  return events;
}

/** The report flow under a stand-in root holding the app's toast and login openers (by systemId), recording what they hear. */
function hosted(outcome: 'done' | 'error', address: string | null, signedIn = address !== null) {
  const heard: { toast: unknown[]; app: unknown[] } = { toast: [], app: [] };
  const promises = new ControlledPromises();
  const listener = (into: unknown[]) => fromCallback(({ receive }) => receive((event) => void into.push(event)));
  const host = setup({
    actors: { toast: listener(heard.toast), app: listener(heard.app), report: reportMachine.provide({ actors: { sendReport: promises.actor('sendReport') } }) },
  }).createMachine({
    invoke: [
      { src: 'toast', systemId: 'toast' },
      { src: 'app', systemId: 'app' },
      { id: 'report', src: 'report', input: { proposalId: 7, signedIn, address } },
    ],
  });
  const actor = createActor(host).start();
  const report = actor.getSnapshot().children.report as ActorRefFrom<typeof reportMachine>;
  const settle = () =>
    promises.settle(outcome === 'done' ? { type: 'xstate.done.actor.sendReport' } : { type: 'xstate.error.actor.sendReport', error: new Error('500') });
  return { heard, report, settle };
}

describe('reportMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = reportMachine.provide({ actors: { sendReport: promises.actor('sendReport') } });
    const coverage = new ModelCoverage(reportMachine);
    let steps = 0;
    for (const [signedIn, address] of [
      [true, VOTER],
      [false, null],
      [true, null],
    ] as const) {
      const input = { proposalId: 7, signedIn, address };
      steps += await runPaths({
        machine,
        input,
        paths: getEdgePaths(reportMachine, { input, events: samples }),
        coverage,
        promises,
        check: (actual, step, before) => {
          const type = step.event.type;
          if (type === 'REPORT.OPEN') expect(selectReportOpen(actual)).toBe(address !== null);
          if (type === 'REPORT.CHANGE') {
            const typed = (step.event as { text: string }).text;
            // A leading space stripped, double spaces collapsed; spaces alone leave submit disabled.
            expect(actual.context.text).toBe(typed.trim() === '' ? '' : 'spam and scam');
            expect(selectCanSubmitReport(actual)).toBe(typed.trim() !== '');
          }
          if (type === 'REPORT.SUBMIT') {
            expect(actual.matches('sending')).toBe(before.context.text !== '');
            if (actual.matches('sending')) expect(promises.inputs('sendReport').at(-1)).toEqual({ proposalId: 7, userId: VOTER, content: 'spam and scam' });
          }
          if (type === 'xstate.done.actor.sendReport') {
            expect(selectReportOpen(actual)).toBe(false);
            expect(actual.context.text).toBe('');
            // Spec 8's 'report uploaded' stays beside the Report button.
            expect(selectReportNotice(actual)).toEqual({ id: DAO_MESSAGE.reportUploaded });
          }
          if (type === 'xstate.error.actor.sendReport') {
            // The popup stays open with the reason kept for another try and says 'Edit report is failed'.
            expect(actual.matches('editing')).toBe(true);
            expect(actual.context.text).toBe(before.context.text);
            expect(selectReportNotice(actual)).toEqual({ id: DAO_MESSAGE.editReportFailed });
          }
          // Editing the reason, or opening the popup again, clears either line.
          if (type === 'REPORT.CHANGE' || (type === 'REPORT.OPEN' && actual.matches('editing'))) expect(selectReportNotice(actual)).toBeNull();
        },
      });
    }
    expect(steps).toBeGreaterThan(8);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });

  it("says 'Report success!' or 'Report failed!' through the app's toast, asks a visitor to log in and tells an account without a wallet", async () => {
    for (const outcome of ['done', 'error'] as const) {
      const { heard, report, settle } = hosted(outcome, VOTER);
      report.send({ type: 'REPORT.OPEN' });
      report.send({ type: 'REPORT.CHANGE', text: ' this is  spam' });
      report.send({ type: 'REPORT.SUBMIT' });
      settle();
      await flushPromises();
      const id = outcome === 'done' ? DAO_MESSAGE.reportSuccess : DAO_MESSAGE.reportFailed;
      expect(heard.toast).toEqual([{ type: 'TOAST.SHOW', message: { id }, tone: outcome === 'done' ? 'success' : 'error' }]);
      expect(report.getSnapshot().value).toBe(outcome === 'done' ? 'closed' : 'editing');
    }
    const visitor = hosted('done', null);
    visitor.report.send({ type: 'REPORT.OPEN' });
    expect(visitor.heard.app).toEqual([{ type: 'LOGIN.OPEN' }]);
    expect(visitor.report.getSnapshot().value).toBe('closed');
    const noWallet = hosted('done', null, true);
    noWallet.report.send({ type: 'REPORT.OPEN' });
    expect(noWallet.heard.app).toEqual([]);
    expect(noWallet.heard.toast).toEqual([{ type: 'TOAST.SHOW', message: { id: DAO_MESSAGE.needWallet }, tone: 'error' }]);
  });
});
