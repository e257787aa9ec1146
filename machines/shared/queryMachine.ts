// The one loader statechart: a query goes to a `load` port (query → data); loading, shown, empty, missing, not offered
// or failed with Retry, reloaded in place; another query loads again. Each feature's loader is a configuration of it.
import { assign, fromPromise, setup, type StateNodeConfig } from 'xstate';

export interface QueryContext<Q, D> {
  /** The query asked last (null before the page has asked, when the flow waits for one). */
  query: Q;
  /** The last answer; null before the first and after a failure. */
  data: D | null;
  /** The last failure (the view words it); null once an answer came. */
  error: unknown;
}

/**
 * SHOW: the page names its query (sent on every render; only another query loads again); RETRY: the Retry button;
 * RELOAD: what is shown changed (after an action on it), read it again while it stays on screen.
 */
export type QueryEvent<Q> = { type: 'QUERY.SHOW'; query: Q } | { type: 'QUERY.RETRY' } | { type: 'QUERY.RELOAD' };

/** Every state a configured loader can be in; a configuration holds only the ones it asks for. */
export type QueryView = 'idle' | 'blank' | 'loading' | 'reloading' | 'shown' | 'empty' | 'missing' | 'notOffered' | 'failed';

/** L is what the `load` port takes: the query itself unless the configuration maps it (`toInput`). */
export interface QueryConfig<Q, D, L = Q> {
  /** The machine's id (its diagram's name) and what it loads, for the docs. */
  id: string;
  description: string;
  /** True when two queries ask for the same thing: the same query again is not fetched twice. */
  same: (a: Q, b: Q) => boolean;
  /** The flow starts before the page has said what it shows (idle until the first SHOW). */
  waitForQuery?: boolean;
  /** A query that asks for nothing (a visitor where a user is needed): shown as blank, nothing loads. */
  isBlank?: (query: Q) => boolean;
  /** An answer with nothing in it: shown as empty. */
  isEmpty?: (data: D) => boolean;
  /** A failure saying the thing asked for does not exist (404): missing, Retry would not help. */
  isMissing?: (error: unknown) => boolean;
  /** A failure saying this server does not offer the call (an extension): said once, never retried. */
  isNotOffered?: (error: unknown) => boolean;
  /** The same query shown again after an answer or a failure reads afresh (the data moves on while the flow lives). */
  refreshOnSame?: boolean;
  /** RELOAD reads what is shown (or empty) again in `reloading`, where views keep it on screen (and its actions mounted). */
  reloadInPlace?: boolean;
  /** Whether the answer on screen stays while the next query loads (default: it does); e.g. another page of the same list. */
  keepWhileLoading?: (asked: Q, next: Q) => boolean;
  /** The port's input for a query that is not blank (default: the query): the parts the call needs, nothing the page adds. */
  toInput?: (query: Q) => L;
}

/** The port each feature provides: its API call for one query (or for the input the configuration makes of it). */
export type QueryLoad<L, D> = (input: L) => Promise<D>;

/** The loader a configuration describes; provide its `load` actor with `provideLoad`. */
export function createQueryMachine<Q, D, L = Q>(config: QueryConfig<Q, D, L>) {
  const { isBlank, isEmpty, isMissing, isNotOffered, keepWhileLoading } = config;
  const toInput = config.toInput ?? ((q: Q) => q as unknown as L);
  const asked = { params: ({ event }: { event: QueryEvent<Q> }) => query(event) };
  const refresh = config.refreshOnSame ? { 'QUERY.SHOW': { guard: { type: 'isSameQuery', ...asked }, target: 'loading' } } : {};
  const blank = isBlank ? [{ guard: { type: 'isBlankQuery', ...asked }, target: '.blank', reenter: true, actions: { type: 'askBlank', ...asked } }] : [];
  const newQuery = { guard: { type: 'isNewQuery', ...asked }, target: '.loading', reenter: true, actions: { type: 'ask', ...asked } };
  const states: Record<string, StateNodeConfig<QueryContext<Q, D>, QueryEvent<Q>, never, never, never, never, never, never, never, never>> = {};
  // Built from the configuration so each loader's diagram shows only the states it can reach.
  if (config.waitForQuery) states.idle = {};
  if (isBlank) states.blank = {};
  // Loading and reloading read the same way; only what the views keep on screen differs.
  const load = {
    invoke: {
      id: 'load',
      src: 'load',
      input: ({ context }: { context: QueryContext<Q, D> }) => toInput(context.query),
      onDone: [...(isEmpty ? [{ guard: 'isEmptyAnswer', target: 'empty', actions: 'keepAnswer' }] : []), { target: 'shown', actions: 'keepAnswer' }],
      onError: [
        ...(isMissing ? [{ guard: 'isMissingError', target: 'missing', actions: 'forgetAnswer' }] : []),
        ...(isNotOffered ? [{ guard: 'isNotOfferedError', target: 'notOffered', actions: 'forgetAnswer' }] : []),
        { target: 'failed', actions: 'forgetAnswer' },
      ],
    },
  } as never;
  const reload = config.reloadInPlace ? { 'QUERY.RELOAD': 'reloading' } : {};
  states.loading = load;
  if (config.reloadInPlace) states.reloading = load;
  states.shown = { on: { ...refresh, ...reload } } as never;
  if (isEmpty) states.empty = { on: { ...reload } } as never;
  if (isMissing) states.missing = {};
  if (isNotOffered) states.notOffered = {};
  states.failed = { on: { 'QUERY.RETRY': 'loading', ...refresh } } as never;

  return setup({
    types: {
      context: {} as QueryContext<Q, D>,
      events: {} as QueryEvent<Q>,
      input: {} as Q,
    },
    actors: {
      load: fromPromise<D, L>(async () => {
        throw new Error(`load of ${config.id} not provided`);
      }),
    },
    guards: {
      isBlankQuery: (_, q: Q) => isBlank?.(q) ?? false,
      isNewQuery: ({ context }, q: Q) => !config.same(context.query, q),
      isSameQuery: ({ context }, q: Q) => config.same(context.query, q),
      isEmptyAnswer: ({ event }) => isEmpty?.((event as unknown as { output: D }).output) ?? false,
      isMissingError: ({ event }) => isMissing?.((event as { error?: unknown }).error) ?? false,
      isNotOfferedError: ({ event }) => isNotOffered?.((event as { error?: unknown }).error) ?? false,
    },
    actions: {
      keepAnswer: assign({ data: ({ event }) => (event as unknown as { output: D }).output, error: null }),
      forgetAnswer: assign({ data: null, error: ({ event }) => (event as { error?: unknown }).error }),
      ask: assign(({ context }, q: Q) => ({ query: q, data: keepWhileLoading && !keepWhileLoading(context.query, q) ? null : context.data })),
      askBlank: assign({ query: (_, q: Q) => q, data: null, error: null }),
    },
  }).createMachine({
    id: config.id,
    description: config.description,
    context: ({ input }) => ({ query: input, data: null, error: null }),
    initial: config.waitForQuery ? 'idle' : 'loading',
    on: { 'QUERY.SHOW': [...blank, newQuery] } as never,
    states,
  });
}

const query = <Q>(event: QueryEvent<Q>): Q => (event as { query: Q }).query;

/** The machine with its `load` port given: the feature's API call for one query (or the input made of it). */
export function provideLoad<Q, D, L = Q>(machine: ReturnType<typeof createQueryMachine<Q, D, L>>, load: QueryLoad<L, D>) {
  return machine.provide({ actors: { load: fromPromise<D, L>(({ input }) => load(input)) } });
}

/** Which state the view renders (the configuration decides which can occur). */
export const selectQueryView = (s: { value: unknown }): QueryView => s.value as QueryView;
