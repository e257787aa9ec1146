// Market actions hub: model-based coverage (one flow at a time, a visitor sent to the login, changes counted per scope,
// the viewer's holdings read again after every change), then the hub under a root with the flows running.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, setup, type SnapshotFrom } from 'xstate';
import type { InventoryRow } from '@common/api/marketItems';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { ITEM, tokenListing, VIEWERS, fakeTimersPerTest } from '../testing/market/fixtures';
import { MARKET_FLOW_ID, tradeHubMachine, type TradeHubEvent } from './tradeHubMachine';

fakeTimersPerTest();

const scope = 'detail:BSC:204';
const open = {
  buy: { type: 'BUY.OPEN', input: { scope, item: ITEM, listing: tokenListing } },
  list: { type: 'LIST.OPEN', input: { scope, item: ITEM, owned: 2, openListings: 0 } },
  unlist: { type: 'UNLIST.OPEN', input: { scope, item: ITEM, index: 9 } },
} as const satisfies Record<string, TradeHubEvent>;
const row = { tokenId: '204', quantity: 2 } as unknown as InventoryRow;

function fakes() {
  const promises = new ControlledPromises();
  const machine = tradeHubMachine.provide({
    actors: {
      watchViewer: fromCallback(() => () => undefined),
      loadHoldings: promises.actor('holdings'),
      approvalRequirements: promises.actor('approvalRequirements'),
    },
  });
  return { promises, machine };
}

/** The flows as promises the model ends (each has its own model test). */
function withFakeFlows() {
  const { promises, machine } = fakes();
  const flow = promises.actor('marketFlow') as never;
  return { promises, machine: machine.provide({ actors: { trade: flow, list: flow, unlist: flow } }) };
}

type Snap = SnapshotFrom<typeof tradeHubMachine>;

function events(s: Snap): ModelEvent<typeof tradeHubMachine>[] {
  const c = s.context;
  const out: ModelEvent<typeof tradeHubMachine>[] = [
    { type: 'VIEWER.CHANGED', viewer: c.viewer.signedIn ? VIEWERS.signedOut : VIEWERS.good },
    { type: 'MARKET.LOGIN' },
    open.buy,
    open.list,
    open.unlist,
  ];
  if (c.changes[scope] === undefined) out.push({ type: 'MARKET.CHANGED', scope });
  if (c.changes[scope] === 1) out.push({ type: 'MARKET.CHANGED_LATE', scope });
  if (c.holdings.network === null) out.push({ type: 'HOLDINGS.LOAD', network: 'BSC' });
  if (c.flow) out.push({ type: 'xstate.done.actor.marketFlow', output: undefined });
  // The config's approval requirements, read once at start (unread or failed: required).
  if (s.children.approvalRequirements)
    out.push(
      { type: 'xstate.done.actor.approvalRequirements', output: { onChain: false, offChain: true } },
      { type: 'xstate.error.actor.approvalRequirements', error: new Error('down') },
    );
  if (c.holdings.network && c.viewer.wallet && c.holdings.rows.length === 0) {
    out.push({ type: 'xstate.done.actor.holdings', output: [row] }, { type: 'xstate.error.actor.holdings', error: new Error('down') });
  }
  return out;
}

/** The hub's own data: refs differ between runs, so a flow compares by kind and scope. */
const comparable = (s: Snap) => ({
  flow: s.context.flow && { kind: s.context.flow.kind, scope: s.context.flow.scope },
  viewer: s.context.viewer,
  changes: s.context.changes,
  holdings: s.context.holdings,
  onChainApproval: s.context.onChainApproval,
});

describe('tradeHubMachine model', () => {
  it('covers every transition: one flow at a time, the login for a visitor, changes per scope, holdings', async () => {
    const { promises, machine } = withFakeFlows();
    const coverage = new ModelCoverage(tradeHubMachine);
    await runPaths({
      machine,
      paths: getEdgePaths(machine, { events }),
      coverage,
      promises,
      compare: comparable,
      check: (actual, step, before) => {
        const type = step.event.type;
        // A second open while a flow runs is ignored; a visitor gets no flow.
        if (type.endsWith('.OPEN') && (before.context.flow || !before.context.viewer.signedIn))
          expect(comparable(actual).flow).toEqual(comparable(before).flow);
        if (type === 'MARKET.CHANGED') expect(actual.context.changes[scope]).toBe(1);
        if (type === 'MARKET.CHANGED_LATE') expect(actual.context.changes[scope]).toBe(2);
        // The buy and list flows get the config's on-chain approval requirement.
        if ((type === 'BUY.OPEN' || type === 'LIST.OPEN') && actual.context.flow && !before.context.flow)
          expect(promises.inputs('marketFlow').at(-1)).toMatchObject({ onChainApproval: actual.context.onChainApproval });
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('the hub in the app', () => {
  function start() {
    const { promises, machine } = fakes();
    const opened: string[] = [];
    const root = setup({ actors: { hub: machine } }).createMachine({
      on: { 'LOGIN.OPEN': { actions: () => opened.push('login') } },
      invoke: { src: 'hub', id: 'hub', systemId: 'marketTrade' },
    });
    const app = createActor(root).start();
    return { promises, opened, hub: app.system.get('marketTrade')!, app };
  }

  it('asks the root for the login, spawns the flow with the viewer, forwards viewer changes, and reads the holdings', async () => {
    const { promises, opened, hub } = start();
    hub.send(open.buy);
    expect(opened).toEqual(['login']);
    hub.send({ type: 'VIEWER.CHANGED', viewer: VIEWERS.good });
    hub.send(open.buy);
    const flow = hub.getSnapshot().children[MARKET_FLOW_ID]!;
    expect(flow.getSnapshot().context).toMatchObject({ scope, viewer: VIEWERS.good, listing: tokenListing });
    hub.send({ type: 'VIEWER.CHANGED', viewer: VIEWERS.otherNetwork });
    expect(flow.getSnapshot().context.viewer).toEqual(VIEWERS.otherNetwork);
    flow.send({ type: 'MARKET.CLOSE' });
    expect(hub.getSnapshot().context.flow).toBeNull();

    hub.send({ type: 'HOLDINGS.LOAD', network: 'BSC' });
    expect(promises.inputs('holdings').at(-1)).toEqual({ network: 'BSC', owner: VIEWERS.otherNetwork.wallet.address });
    promises.settle({ type: 'xstate.done.actor.holdings', output: [row] });
    await flushPromises();
    expect(hub.getSnapshot().context.holdings.rows).toEqual([row]);
  });
});
