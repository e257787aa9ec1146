// The generic loader: model-based coverage of every state and transition, with every option on and with none.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { createQueryMachine, selectQueryView } from './queryMachine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A page of words for a user; null is a visitor. */
type Query = { user: string; page: number } | null;
type Data = string[];
const same = (a: Query, b: Query) => a?.user === b?.user && a?.page === b?.page;

const NOT_FOUND = { status: 404, key: 'error-msg-not-found' };
const NO_ENDPOINT = { status: 501, key: 'error-msg-no-endpoint' };
const full = createQueryMachine<Query, Data, string>({
  id: 'fullQuery',
  description: 'Every option on.',
  same,
  waitForQuery: true,
  isBlank: (q) => q === null,
  isEmpty: (d) => d.length === 0,
  isMissing: (e) => (e as { key?: string }).key === NOT_FOUND.key,
  isNotOffered: (e) => (e as { key?: string }).key === NO_ENDPOINT.key,
  refreshOnSame: true,
  reloadInPlace: true,
  // Another page of the same user's words keeps the words on screen while it loads; another user's never shows them.
  keepWhileLoading: (a, b) => a?.user === b?.user,
  toInput: (q) => `${q!.user}/${q!.page}`,
});
const plain = createQueryMachine<Query, Data>({ id: 'plainQuery', description: 'No option on.', same });

type Model = typeof full;
const ANN = { user: 'ann', page: 1 };
const ANN2 = { user: 'ann', page: 2 };
const BOB = { user: 'bob', page: 1 };

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const page: ModelEvent<Model>[] = [
    { type: 'QUERY.SHOW', query: ANN },
    { type: 'QUERY.SHOW', query: ANN2 },
    { type: 'QUERY.SHOW', query: BOB },
    { type: 'QUERY.SHOW', query: null },
    { type: 'QUERY.RETRY' },
    { type: 'QUERY.RELOAD' },
  ];
  if (!s.matches('loading') && !s.matches('reloading' as never)) return page;
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
      const loads = (v: unknown) => v === 'loading' || v === 'reloading';
      if (loads(actual.value) && (!loads(before.value) || event.type === 'QUERY.SHOW')) {
        // Every load asks for the query the flow holds (as the port's input), and that is the query the page named last.
        const q = actual.context.query;
        expect(promises.inputs('load').at(-1)).toEqual(machine === full ? `${q!.user}/${q!.page}` : q);
      }
      if (event.type === 'QUERY.SHOW') {
        const asked = event.query ?? null;
        const isSame = same(asked, before.context.query);
        const expected =
          asked === null && machine === full
            ? 'blank'
            : !isSame
              ? 'loading'
              : refresh && (before.matches('shown') || before.matches('failed'))
                ? 'loading'
                : before.value;
        expect(view, `SHOW ${asked?.user} from ${String(before.value)}`).toBe(expected);
        if (view === 'loading' && !isSame) {
          // The answer on screen stays for another page of the same user (with every option) and for any query (with none).
          const kept = (machine as unknown) === plain || asked?.user === before.context.query?.user;
          expect(actual.context.data).toEqual(kept ? before.context.data : null);
        }
      }
      if (event.type === 'QUERY.RETRY') expect(view).toBe(before.matches('failed') ? 'loading' : before.value);
      if (event.type === 'QUERY.RELOAD') {
        // Only what is shown (or empty) reloads, and it stays on screen while it does.
        const reloads = machine === full && (before.matches('shown') || before.matches('empty' as never));
        expect(view).toBe(reloads ? 'reloading' : before.value);
        expect(actual.context.data).toEqual(before.context.data);
      }
      if (event.type === 'xstate.done.actor.load') {
        expect(actual.context.data).toEqual(event.output);
        expect(actual.context.error).toBeNull();
        expect(view).toBe(event.output!.length === 0 && machine === full ? 'empty' : 'shown');
      }
      if (event.type === 'xstate.error.actor.load') {
        expect(actual.context.data).toBeNull();
        expect(actual.context.error).toEqual(event.error);
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
  it('with every option: waits, blank, empty, missing, not offered, failed with Retry, refresh, reload in place, kept answer, port input', async () => {
    const coverage = await replay(full, null, true);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });

  it('with none: loads its input at once, and only another query loads again', async () => {
    // The plain loader's port takes the query itself (not a string): the replay only compares what the port was given.
    const coverage = await replay(plain as unknown as Model, ANN, false);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });

  it('holds only the states its configuration asks for', () => {
    expect(Object.keys(full.root.states).sort()).toEqual(['blank', 'empty', 'failed', 'idle', 'loading', 'missing', 'notOffered', 'reloading', 'shown']);
    expect(Object.keys(plain.root.states).sort()).toEqual(['failed', 'loading', 'shown']);
  });
});
