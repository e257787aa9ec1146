// Proposal list: model-based coverage of every state and transition (loaded, empty, failed and Retry, another query, the same query ignored).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '@machines/testing/modelTest';
import { proposalRow } from '@machines/testing/dao/list/fixtures';
import { proposalListMachine } from './proposalListMachine';
import type { ProposalListQuery, ProposalPage } from './types';
import { selectCanRetry, selectPastLastPage, selectProposalListView, selectProposalRows, selectProposalTotal } from './proposalListSelectors';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof proposalListMachine;
const Q1: ProposalListQuery = { chainId: 31_337, status: '', category: '', search: '', page: 1, count: 10 };
// Equal to Q1 but another object: the flow compares queries by value, not by identity.
const Q1_AGAIN: ProposalListQuery = { ...Q1 };
const Q2: ProposalListQuery = { chainId: 31_338, status: 'active', category: 'grant', search: 'park', page: 2, count: 10 };
const PAGE: ProposalPage = { rows: [proposalRow()], total: 11 };
const EMPTY: ProposalPage = { rows: [], total: 11 };
const other = (q: ProposalListQuery) => (q.chainId === Q1.chainId ? Q2 : Q1);

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const show = [
    { type: 'PROPOSALS.SHOW', query: other(s.context.query) },
    { type: 'PROPOSALS.SHOW', query: s.context.query.chainId === Q1.chainId ? Q1_AGAIN : s.context.query },
  ] as const;
  if (s.matches('loading')) {
    return [
      ...show,
      { type: 'xstate.done.actor.fetchProposals', output: PAGE },
      { type: 'xstate.done.actor.fetchProposals', output: EMPTY },
      { type: 'xstate.error.actor.fetchProposals', error: new Error('offline') },
    ];
  }
  return [...show, { type: 'PROPOSALS.RETRY' }];
}

describe('proposalListMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = proposalListMachine.provide({ actors: { fetchProposals: promises.actor('fetchProposals') } });
    const coverage = new ModelCoverage(proposalListMachine);
    const paths = getEdgePaths(proposalListMachine, { events: samples, input: Q1 });
    await runPaths({
      machine,
      input: Q1,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const event = step.event as { type: string; output?: ProposalPage; query?: ProposalListQuery };
        // What the views read, at every step: rows only when shown, Retry only when failed.
        expect(selectProposalListView(actual)).toBe(actual.value);
        expect(selectCanRetry(actual)).toBe(actual.matches('failed'));
        expect(selectProposalRows(actual)).toEqual(actual.matches('shown') ? PAGE.rows : []);
        if (event.type === 'xstate.init') {
          expect(actual.value).toBe('loading');
          expect(promises.inputs('fetchProposals').at(-1)).toEqual(Q1);
        }
        if (event.type === 'xstate.done.actor.fetchProposals') {
          expect(actual.value).toBe(event.output!.rows.length === 0 ? 'empty' : 'shown');
          expect(actual.context.page).toEqual(event.output);
          expect(selectProposalTotal(actual)).toBe(11);
          expect(selectPastLastPage(actual)).toBe(event.output!.rows.length === 0);
        }
        if (event.type === 'xstate.error.actor.fetchProposals') {
          expect([actual.value, actual.context.page, selectProposalTotal(actual)]).toEqual(['failed', null, 0]);
        }
        if (event.type === 'PROPOSALS.SHOW') {
          const isNew = event.query!.chainId !== before.context.query.chainId;
          // Another query loads it (and asks the API for exactly it); the same one, even as another object, changes nothing.
          expect(actual.value).toBe(isNew ? 'loading' : before.value);
          expect(actual.context.query).toEqual(event.query);
          if (isNew) expect(promises.inputs('fetchProposals').at(-1)).toEqual(event.query);
          else expect(actual.context).toBe(before.context);
        }
        if (event.type === 'PROPOSALS.RETRY') {
          expect(actual.value).toBe(before.matches('failed') ? 'loading' : before.value);
          if (before.matches('failed')) expect(promises.inputs('fetchProposals').at(-1)).toEqual(before.context.query);
        }
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
