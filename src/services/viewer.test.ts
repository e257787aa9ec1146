// The Viewer port: one watcher reports who is looking (signed in, registered wallet, connected wallet, a restore
// under way) from the root's session and wallet actors, now and on every change, and nothing when nothing changed.
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import type { Viewer, ViewerEvent } from '@machines/shared/viewer';
import { sessionUser } from './sessionUser';
import { currentViewer, watchViewer } from './viewer';
import { sessionStandIn, walletStandIn } from './testing/fixtures';

const alice = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const user = { id: '7', account: 'tester01', walletAddr: alice };

/** A flow stand-in that invokes the watcher and keeps every viewer it is told, beside the session and wallet actors. */
function app(withWallet = true) {
  const flow = setup({
    types: { context: {} as { seen: Viewer[] }, events: {} as ViewerEvent },
    actors: { watchViewer },
  }).createMachine({
    context: { seen: [] },
    invoke: { src: 'watchViewer' },
    on: { 'VIEWER.CHANGED': { actions: assign(({ context, event }) => ({ seen: [...context.seen, event.viewer] })) } },
  });
  const root = setup({ actors: { flow, session: sessionStandIn, wallet: walletStandIn } }).createMachine({
    invoke: [
      { src: 'session', id: 'session', systemId: 'session' },
      ...(withWallet ? [{ src: 'wallet' as const, id: 'wallet', systemId: 'wallet' }] : []),
      { src: 'flow', id: 'flow', systemId: 'flow' },
    ],
  });
  const actor = createActor(root).start();
  const ref = (id: string) => actor.system.get(id)!;
  return { actor, ref, seen: (): Viewer[] => ref('flow').getSnapshot().context.seen };
}

describe('Viewer port', () => {
  it('reports the viewer at once and on every change of the session or the wallet', () => {
    const { ref, seen, actor } = app();
    expect(seen()).toEqual([{ signedIn: false, registered: null, wallet: null, settling: false }]);
    ref('wallet').send({ type: 'RECONNECT' });
    expect(seen().at(-1)).toMatchObject({ settling: true, wallet: null });
    ref('wallet').send({ type: 'CONNECTED', address: alice, chainId: 31338, walletType: 1 });
    expect(seen().at(-1)).toEqual({ signedIn: false, registered: null, wallet: { address: alice, chainId: 31338, walletType: 1 }, settling: false });
    ref('session').send({ type: 'SIGN_IN', user });
    expect(seen().at(-1)).toMatchObject({ signedIn: true, registered: alice });
    expect(currentViewer(actor.system)).toEqual(seen().at(-1));
    expect(sessionUser(actor.system)).toEqual(user);
    ref('wallet').send({ type: 'CONNECTED', address: alice, chainId: 31337, walletType: 1 });
    expect(seen().at(-1)?.wallet?.chainId).toBe(31337);
    ref('wallet').send({ type: 'DISCONNECT' });
    ref('session').send({ type: 'SIGN_OUT' });
    expect(seen().at(-1)).toEqual({ signedIn: false, registered: null, wallet: null, settling: false });
    expect(seen()).toHaveLength(7);
  });

  it('says nothing when a snapshot does not change the viewer', () => {
    const { ref, seen } = app();
    ref('session').send({ type: 'SIGN_IN', user });
    ref('session').send({ type: 'SIGN_IN', user: { ...user, nickname: 'tee' } });
    expect(seen()).toHaveLength(2);
  });

  it('works without a wallet actor (a flow tested alone): only the session counts', () => {
    const { ref, seen, actor } = app(false);
    ref('session').send({ type: 'SIGN_IN', user });
    expect(seen().at(-1)).toEqual({ signedIn: true, registered: alice, wallet: null, settling: false });
    actor.stop();
    expect(sessionUser({ get: () => undefined })).toBeNull();
  });
});
