// Staking hub: model-based coverage of every transition (viewer, wallet connect, the three flows, the reward table), then
// the hub under a parent: the countdown on Ethereum only, the flows opened and closed.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { buildAreas } from './areas';
import { countdownMachine } from './countdownMachine';
import { STAKING_SYSTEM_ID, stakingHubMachine } from './stakingHubMachine';
import { stakingPopupMachine } from './stakingPopupMachine';
import { fakeTimersPerTest } from '@machines/testing/staking/fixtures';
import type { WalletConnection } from '../wallet/types';

const networks = [
  { chainId: 31337, family: 'ETH' as const },
  { chainId: 31338, family: 'BSC' as const },
  { chainId: 31339, family: 'POL' as const },
];
const alice = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** The viewer with alice's registered wallet, connected on `chainId` (or not connected). */
const viewer = (chainId: number | null) => ({
  type: 'VIEWER.CHANGED' as const,
  viewer: { signedIn: true, registered: alice, wallet: chainId === null ? null : { address: alice, chainId, walletType: null } },
});

/** The hub under a parent, as in the app (the viewer comes as VIEWER.CHANGED events: the watcher is a stub). */
function start() {
  const hub = stakingHubMachine.provide({
    actors: {
      watchViewer: fromCallback(() => () => undefined),
      countdown: countdownMachine.provide({ actors: { getCampaignTime: fromPromise(() => new Promise(() => undefined)) } }),
      popup: stakingPopupMachine.provide({ actors: { loadArea: fromPromise(() => new Promise(() => undefined)) } }),
    },
  });
  const root = setup({ actors: { hub } }).createMachine({
    invoke: [{ src: 'hub', id: 'hub', systemId: 'staking', input: { networks } }],
  });
  const actor = createActor(root).start();
  return { actor, hub: actor.system.get('staking')! };
}

fakeTimersPerTest();

type Snap = SnapshotFrom<typeof stakingHubMachine>;
/** A flow stand-in that keeps its input and never ends by itself (the model says when it ends). */
const flowStub = createMachine({ types: {} as { input: Record<string, unknown>; context: Record<string, unknown> }, context: ({ input }) => input });

function modelHub() {
  const machine = stakingHubMachine.provide({
    actors: {
      watchViewer: fromCallback(() => () => undefined),
      // The wallet select never answers by itself: the model sends its answer to the hub (the graph does not tell a
      // connecting hub from an idle one, children are not part of its snapshots).
      connectWallet: fromPromise(() => new Promise<WalletConnection>(() => undefined)),
      countdown: flowStub as never,
      popup: flowStub as never,
      unlock: flowStub as never,
      claim: flowStub as never,
    },
  });
  return { machine };
}

function events(s: Snap): ModelEvent<typeof stakingHubMachine>[] {
  const c = s.context;
  const out: ModelEvent<typeof stakingHubMachine>[] = [
    // Signed in on Ethereum, then on BSC, then without a wallet: the flows see each change.
    c.wallet === null ? viewer(31337) : c.wallet.chainId === 31337 ? viewer(31338) : viewer(null),
    { type: 'STAKING.CLOSE' },
    { type: 'UNLOCK.CLOSE' },
    { type: 'REWARDS.CLOSE' },
    c.rewardTablePool === null ? { type: 'REWARD_TABLE.OPEN', poolId: 3 } : { type: 'REWARD_TABLE.CLOSE' },
  ];
  // The flows open from the fresh hub only: the model's graph keeps every spawned stand-in registered under its systemId,
  // so a second spawn anywhere in it would collide. Opening again while open, and with a viewer, are checked on live
  // actors below.
  const fresh = c.registered === null && !c.popup && !c.unlock && !c.claim && c.rewardTablePool === null;
  if (fresh)
    out.push({ type: 'STAKING.OPEN', poolId: 2 }, { type: 'UNLOCK.OPEN', poolId: 1, area: 'london' }, { type: 'REWARDS.OPEN', poolId: 1, chainId: 31337 });
  if (c.popup) out.push({ type: 'xstate.done.actor.stakingPopup', output: undefined });
  if (c.claim) out.push({ type: 'xstate.done.actor.stakingClaim', output: undefined });
  if (fresh) out.push({ type: 'WALLET.CONNECT' });
  out.push(
    { type: 'xstate.done.actor.connectWallet', output: { address: alice, chainId: 31337 } },
    { type: 'xstate.error.actor.connectWallet', error: new Error('rejected') },
    // A viewer watcher that fails leaves the hub as it is.
    { type: 'xstate.error.actor.watchViewer', error: new Error('gone') },
  );
  return out;
}

/** The hub's own data: the flows' refs differ between runs, so a flow compares by the input it was given. */
const inputOf = (ref: { getSnapshot(): { context: unknown } } | null) => ref && ref.getSnapshot().context;
const comparable = (s: Snap) => ({
  registered: s.context.registered,
  wallet: s.context.wallet,
  popup: inputOf(s.context.popup),
  unlock: inputOf(s.context.unlock),
  claim: inputOf(s.context.claim),
  rewardTablePool: s.context.rewardTablePool,
});

describe('stakingHubMachine model', () => {
  it('covers every transition: flows opened with the viewer and the area, one of each at a time, closed and ended', async () => {
    const { machine } = modelHub();
    const coverage = new ModelCoverage(stakingHubMachine);
    await runPaths({
      machine,
      input: { networks },
      paths: getEdgePaths(machine, { input: { networks }, events }),
      coverage,
      compare: comparable,
      check: (actual, step, before) => {
        const event = step.event as { type: string; poolId?: number; area?: string };
        const c = actual.context;
        if (event.type === 'VIEWER.CHANGED') {
          const { viewer: v } = step.event as ReturnType<typeof viewer>;
          expect([c.registered, c.wallet?.chainId ?? null]).toEqual([v.registered, v.wallet?.chainId ?? null]);
        }
        // A flow starts from the pool, the area asked for (Seoul by default), the networks and the viewer's wallets.
        if (event.type === 'STAKING.OPEN' || event.type === 'UNLOCK.OPEN') {
          const flow = event.type === 'STAKING.OPEN' ? c.popup : c.unlock;
          expect(inputOf(flow)).toEqual({
            poolId: event.poolId,
            areas: buildAreas(networks),
            area: event.area ?? 'seoul',
            supportedChainIds: [31337, 31338, 31339],
            registeredAddress: c.registered,
            wallet: c.wallet,
          });
        }
        if (event.type === 'REWARDS.OPEN') expect(inputOf(c.claim)).toEqual({ poolId: 1, chainId: 31337, registeredAddress: c.registered, wallet: c.wallet });
        if (event.type === 'UNLOCK.CLOSE') expect(c.unlock).toBeNull();
        // CLOSE asks the popup and the claim flow to end; they leave the hub when they are done.
        if (event.type === 'STAKING.CLOSE' || event.type === 'REWARDS.CLOSE') expect(comparable(actual)).toEqual(comparable(before));
        if (event.type === 'xstate.done.actor.stakingPopup') expect(c.popup).toBeNull();
        if (event.type === 'xstate.done.actor.stakingClaim') expect(c.claim).toBeNull();
        if (event.type === 'REWARD_TABLE.OPEN') expect(c.rewardTablePool).toBe(3);
        if (event.type === 'REWARD_TABLE.CLOSE') expect(c.rewardTablePool).toBeNull();
        if (event.type === 'xstate.error.actor.watchViewer' || event.type === 'WALLET.CONNECT') expect(comparable(actual)).toEqual(comparable(before));
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('stakingHubMachine', () => {
  it('spawns the countdown under its systemId (no tracker of its own: the app has one) and builds the areas from the networks', () => {
    const { actor, hub } = start();
    expect(actor.system.get('stakingTx')).toBeUndefined();
    expect(actor.system.get(STAKING_SYSTEM_ID.countdown)!.getSnapshot().value).toBe('idle');
    expect(hub.getSnapshot().context.areas).toEqual(buildAreas(networks));
    expect(buildAreas(networks).find((a) => a.key === 'london')).toEqual({ key: 'london', chainId: 31339 });
    expect(buildAreas([{ chainId: 1, family: 'ETH' }])).toEqual([]);
  });

  it('runs the countdown only while the wallet is on Ethereum', () => {
    const { actor, hub } = start();
    const countdown = () => actor.system.get(STAKING_SYSTEM_ID.countdown)!.getSnapshot();
    hub.send(viewer(31337));
    expect(countdown().value).toBe('loading');
    expect(countdown().context.chainId).toBe(31337);
    hub.send(viewer(31338));
    expect(countdown().value).toBe('idle');
    hub.send(viewer(null));
    expect(countdown().value).toBe('idle');
  });

  it('opens the staking popup with the registered wallet and the current wallet, forwards wallet changes and closes it', () => {
    const { actor, hub } = start();
    hub.send(viewer(31338));
    hub.send({ type: 'STAKING.OPEN', poolId: 2 });
    const popup = () => actor.system.get(STAKING_SYSTEM_ID.popup);
    expect(popup()!.getSnapshot().context).toMatchObject({ poolId: 2, area: 'seoul', registeredAddress: alice, wallet: { chainId: 31338 } });
    hub.send(viewer(31339));
    expect(popup()!.getSnapshot().context.wallet?.chainId).toBe(31339);
    hub.send({ type: 'STAKING.CLOSE' });
    expect(popup()).toBeUndefined();
    expect(hub.getSnapshot().context.popup).toBeNull();
  });

  it('opens the reward table of a pool and closes it', () => {
    const { hub } = start();
    hub.send({ type: 'REWARD_TABLE.OPEN', poolId: 3 });
    expect(hub.getSnapshot().context.rewardTablePool).toBe(3);
    hub.send({ type: 'REWARD_TABLE.CLOSE' });
    expect(hub.getSnapshot().context.rewardTablePool).toBeNull();
  });

  it('spawns one unlock flow at a time and stops it on close', () => {
    const { actor, hub } = start();
    hub.send(viewer(null));
    hub.send({ type: 'UNLOCK.OPEN', poolId: 1, area: 'london' });
    const first = actor.system.get(STAKING_SYSTEM_ID.unlock)!;
    expect(first.getSnapshot().context).toMatchObject({ area: 'london', registeredAddress: alice });
    hub.send({ type: 'UNLOCK.OPEN', poolId: 1, area: 'seoul' });
    expect(first.getSnapshot().status).toBe('stopped');
    expect(actor.system.get(STAKING_SYSTEM_ID.unlock)!.getSnapshot().context.area).toBe('seoul');
    hub.send({ type: 'UNLOCK.CLOSE' });
    expect(actor.system.get(STAKING_SYSTEM_ID.unlock)).toBeUndefined();
  });
});
