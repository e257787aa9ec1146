// My page inventory as configured: model-based coverage with the API faked; no wallet, paging, failure with Retry, reload in place.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { inventoryMachine, type InventoryRequest } from './inventoryMachine';
import { BROWSE_MESSAGE } from './messages';
import { selectInventoryNotice, selectInventoryRows, selectInventoryTotal, selectInventoryView } from './inventorySelectors';
import type { InventoryPage } from './types';
import { inventoryRow, OWNER } from '../testing/market/browse/fixtures';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const first: InventoryRequest = { network: 'BSC', owner: OWNER, page: 1, lang: 'en' };
const second: InventoryRequest = { ...first, page: 2 };
const other: InventoryRequest = { ...first, network: 'POL' };
const noWallet: InventoryRequest = { ...first, owner: null };
const rows: InventoryPage = { rows: [inventoryRow('204'), inventoryRow('land721-10011', { staked: 1 })], total: 14 };
const empty: InventoryPage = { rows: [], total: 0 };

function fakes() {
  const promises = new ControlledPromises();
  const machine = inventoryMachine.provide({ actors: { load: promises.actor('load') } });
  return { promises, machine };
}

const show = (request: InventoryRequest, visit: number) => ({ type: 'QUERY.SHOW' as const, query: { request, visit } });

function events(s: SnapshotFrom<typeof inventoryMachine>): ModelEvent<typeof inventoryMachine>[] {
  const shows = [show(first, 1), show(second, 1), show(other, 1), show(noWallet, 1), ...(s.context.query?.visit === 1 ? [show(first, 2)] : [])];
  if (s.matches('loading') || s.matches('reloading'))
    return [
      ...shows,
      { type: 'xstate.done.actor.load', output: rows },
      { type: 'xstate.done.actor.load', output: empty },
      { type: 'xstate.error.actor.load', error: new Error('down') },
      { type: 'xstate.error.actor.load', error: { status: 404, key: 'error-msg-no-endpoint', message: 'No such endpoint' } },
    ];
  if (s.matches('failed')) return [...shows, { type: 'QUERY.RETRY' }];
  if (s.matches('shown')) return [...shows, { type: 'QUERY.RELOAD' }];
  return shows;
}

describe('inventoryMachine model', () => {
  it("covers every state and transition; asks for the owner's page, 12 to a page", async () => {
    const { promises, machine } = fakes();
    const paths = getEdgePaths(machine, { input: null, events });
    const coverage = new ModelCoverage(inventoryMachine);
    await runPaths({
      machine,
      input: null,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const event = step.event;
        if (event.type === 'xstate.init') expect(selectInventoryView(actual)).toBe('loading');
        if (event.type === 'QUERY.SHOW') {
          const asked = before.context.query;
          const { request, visit } = event.query!;
          const fresh =
            asked === null ||
            visit !== asked.visit ||
            asked.request.page !== request.page ||
            asked.request.network !== request.network ||
            asked.request.owner !== request.owner;
          if (request.owner === null) expect(selectInventoryView(actual)).toBe('noWallet');
          else if (!fresh) expect(actual).toBe(before);
          else {
            expect(selectInventoryView(actual)).toBe('loading');
            expect(selectInventoryRows(actual)).toEqual([]);
            expect(promises.inputs('load').at(-1)).toEqual({ ...request, count: 12 });
            // Another page of the same list keeps its count while it loads; another network starts at none.
            const sameList = asked !== null && asked.request.network === request.network && asked.request.owner === request.owner;
            expect(selectInventoryTotal(actual)).toBe(sameList ? selectInventoryTotal(before) : 0);
          }
        }
        if (event.type === 'QUERY.RELOAD') {
          expect(selectInventoryRows(actual)).toBe(selectInventoryRows(before));
          expect(selectInventoryView(actual)).toBe(selectInventoryRows(before).length ? 'rows' : 'empty');
        }
        if (actual.matches('shown')) expect(selectInventoryTotal(actual)).toBe(actual.context.data!.rows.length ? 14 : 0);
        if (actual.matches('notOffered')) {
          expect([selectInventoryView(actual), actual.can({ type: 'QUERY.RETRY' })]).toEqual(['notOffered', false]);
        }
        if (actual.matches('failed')) {
          expect([selectInventoryView(actual), actual.can({ type: 'QUERY.RETRY' })]).toEqual(['failed', true]);
          expect(selectInventoryNotice(actual)?.id).toBe(BROWSE_MESSAGE.inventoryFailed);
        }
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 60_000);
});
