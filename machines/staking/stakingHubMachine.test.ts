// Staking hub: spawns the tracker and countdown, follows the wallet (countdown on Ethereum only), opens and closes the flows.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup } from 'xstate';
import { buildAreas } from './areas';
import { countdownMachine } from './countdownMachine';
import { STAKING_SYSTEM_ID, stakingHubMachine } from './stakingHubMachine';
import { stakingPopupMachine } from './stakingPopupMachine';

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
