// My page inventory: model-based coverage with the API faked; no wallet, paging, failure with Retry, reload in place.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { inventoryMachine, type InventoryRequest } from './inventoryMachine';
import { BROWSE_MESSAGE } from './messages';
import { selectInventoryNotice, selectInventoryRows, selectInventoryTotal, selectInventoryView } from './browseSelectors';
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
const noWallet: InventoryRequest = { ...first, owner: null };
const rows: InventoryPage = { rows: [inventoryRow('204'), inventoryRow('land721-10011', { staked: 1 })], total: 14 };
const empty: InventoryPage = { rows: [], total: 0 };

function fakes() {
  const promises = new ControlledPromises();
  const machine = inventoryMachine.provide({ actors: { fetchInventory: promises.actor('fetchInventory') } });
  return { promises, machine };
}

const show = (request: InventoryRequest, visit: number) => ({ type: 'INVENTORY.SHOW' as const, request, visit });

function events(s: SnapshotFrom<typeof inventoryMachine>): ModelEvent<typeof inventoryMachine>[] {
  const shows = [show(first, 1), show(second, 1), show(noWallet, 1), ...(s.context.visit === 1 ? [show(first, 2)] : [])];
  if (s.matches('loading'))
    return [
      ...shows,
      { type: 'xstate.done.actor.fetchInventory', output: rows },
      { type: 'xstate.done.actor.fetchInventory', output: empty },
      { type: 'xstate.error.actor.fetchInventory', error: new Error('down') },
      { type: 'xstate.error.actor.fetchInventory', error: { status: 404, key: 'error-msg-no-endpoint', message: 'No such endpoint' } },
    ];
  if (s.matches('failed')) return [...shows, { type: 'INVENTORY.RETRY' }];
  if (s.matches('ready')) return [...shows, { type: 'INVENTORY.RELOAD' }];
  return shows;
}

describe('inventoryMachine model', () => {
  it("covers every state and transition; asks for the owner's page, 12 to a page", async () => {
    const { promises, machine } = fakes();
    const paths = getEdgePaths(machine, { events });
    const coverage = new ModelCoverage(inventoryMachine);
    await runPaths({
      machine,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const event = step.event;
        if (event.type === 'INVENTORY.SHOW') {
          const r = before.context.request;
          const fresh = event.visit !== before.context.visit || r?.page !== event.request.page || r.owner !== event.request.owner;
          if (!fresh) expect(actual).toBe(before);
          else if (event.request.owner === null) expect(selectInventoryView(actual)).toBe('noWallet');
          else {
            expect(selectInventoryView(actual)).toBe('loading');
            expect(promises.inputs('fetchInventory').at(-1)).toEqual({ ...event.request, count: 12 });
          }
        }
        if (event.type === 'INVENTORY.RELOAD') {
          expect(selectInventoryRows(actual)).toBe(before.context.rows);
          expect(selectInventoryView(actual)).toBe(before.context.rows.length ? 'rows' : 'empty');
        }
        if (actual.matches('ready')) expect(selectInventoryTotal(actual)).toBe(actual.context.rows.length ? 14 : 0);
        if (actual.matches('notOffered')) {
          expect([selectInventoryView(actual), actual.can({ type: 'INVENTORY.RETRY' })]).toEqual(['notOffered', false]);
        }
        if (actual.matches('failed')) {
          expect(selectInventoryView(actual)).toBe('failed');
          expect(selectInventoryNotice(actual)?.id).toBe(BROWSE_MESSAGE.inventoryFailed);
        }
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 60_000);
});
