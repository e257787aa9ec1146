// The generic loader: model-based coverage of every state and transition, with every option on and with none.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { createQueryMachine, selectQueryView } from './queryMachine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A page of words for a user; null is a visitor. */
type Query = { user: string } | null;
type Data = string[];

const NOT_FOUND = { status: 404, key: 'error-msg-not-found' };
const NO_ENDPOINT = { status: 501, key: 'error-msg-no-endpoint' };
const full = createQueryMachine<Query, Data>({
  id: 'fullQuery',
  description: 'Every option on.',
  same: (a, b) => a?.user === b?.user,
  waitForQuery: true,
  isBlank: (q) => q === null,
  isEmpty: (d) => d.length === 0,
  isMissing: (e) => (e as { key?: string }).key === NOT_FOUND.key,
  isNotOffered: (e) => (e as { key?: string }).key === NO_ENDPOINT.key,
  refreshOnSame: true,
});
const plain = createQueryMachine<Query, Data>({ id: 'plainQuery', description: 'No option on.', same: (a, b) => a?.user === b?.user });

type Model = typeof full;
const ANN = { user: 'ann' };
const BOB = { user: 'bob' };

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const page: ModelEvent<Model>[] = [
    { type: 'QUERY.SHOW', query: ANN },
    { type: 'QUERY.SHOW', query: BOB },
    { type: 'QUERY.SHOW', query: null },
    { type: 'QUERY.RETRY' },
  ];
  if (!s.matches('loading')) return page;
  return [
    ...page,
    { type: 'xstate.done.actor.load', output: [`${s.context.query?.user} words`] },
    { type: 'xstate.done.actor.load', output: [] },
    { type: 'xstate.error.actor.load', error: new Error('offline') },
    { type: 'xstate.error.actor.load', error: NOT_FOUND },
    { type: 'xstate.error.actor.load', error: NO_ENDPOINT },
  ];
}

async function replay(machine: Model, input: Query, refresh: boolean) {
  const promises = new ControlledPromises();
  const coverage = new ModelCoverage(machine);
  await runPaths({
    machine: machine.provide({ actors: { load: promises.actor('load') } }),
    input,
    paths: getEdgePaths(machine, { input, events: samples }),
    coverage,
    promises,
    check: (actual, step, before) => {
      const event = step.event as { type: string; query?: Query; output?: Data; error?: unknown };
      const view = selectQueryView(actual);
      if (actual.matches('loading') && !before.matches('loading')) {
        // Every load asks for the query the flow holds, and that is the query the page named last.
        expect(promises.inputs('load').at(-1)).toEqual(actual.context.query);
      }
      if (event.type === 'QUERY.SHOW') {
        const asked = event.query ?? null;
        const same = asked?.user === before.context.query?.user;
        const expected =
          asked === null && machine === full
            ? 'blank'
            : !same
              ? 'loading'
              : refresh && (before.matches('shown') || before.matches('failed'))
                ? 'loading'
                : before.value;
        expect(view, `SHOW ${asked?.user} from ${String(before.value)}`).toBe(expected);
      }
      if (event.type === 'QUERY.RETRY') expect(view).toBe(before.matches('failed') ? 'loading' : before.value);
      if (event.type === 'xstate.done.actor.load') {
        expect(actual.context.data).toEqual(event.output);
        expect(view).toBe(event.output!.length === 0 && machine === full ? 'empty' : 'shown');
      }
      if (event.type === 'xstate.error.actor.load') {
        expect(actual.context.data).toBeNull();
        const named = machine === full ? { [NOT_FOUND.key]: 'missing', [NO_ENDPOINT.key]: 'notOffered' } : {};
        expect(view).toBe(named[(event.error as { key?: string }).key ?? ''] ?? 'failed');
        // Only a plain failure offers Retry.
        expect(actual.can({ type: 'QUERY.RETRY' })).toBe(view === 'failed');
      }
    },
  });
  return coverage;
}

describe('queryMachine model', () => {
  it('with every option: waits for the page, blank for a visitor, empty, missing, not offered, failed with Retry, refresh of the same query', async () => {
    const coverage = await replay(full, null, true);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });

  it('with none: loads its input at once, and only another query loads again', async () => {
    const coverage = await replay(plain, ANN, false);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });

  it('holds only the states its configuration asks for', () => {
    expect(Object.keys(full.root.states).sort()).toEqual(['blank', 'empty', 'failed', 'idle', 'loading', 'missing', 'notOffered', 'shown']);
    expect(Object.keys(plain.root.states).sort()).toEqual(['failed', 'loading', 'shown']);
  });
});
