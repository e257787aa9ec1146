// appActors: each helper reaches the actor registered under its systemId with the typed event, and a missing actor is skipped.
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, assign, createActor, enqueueActions, setup } from 'xstate';
import type { TrackedTx } from '../tx/types';
import { message } from './message';
import { appActors, SYSTEM_ID } from './system';

/** Stands in for an app actor: keeps what it receives. */
const recorder = setup({ types: { context: {} as { got: AnyEventObject[] } } }).createMachine({
  context: { got: [] },
  on: { '*': { actions: assign({ got: ({ context, event }) => [...context.got, event] }) } },
});

const tx: TrackedTx = {
  hash: '0xabc',
  chainId: 31338,
  from: '0x0000000000000000000000000000000000000001',
  nonce: 4,
  kind: 'deposit',
  label: message('tx.kind.deposit'),
  submittedAt: 1,
  status: 'pending',
};

/** A flow that calls one helper per event; `withActors` spawns recorders under the app's systemIds. */
function flow(withActors: boolean) {
  const machine = setup({
    actors: { recorder },
    types: {
      events: {} as { type: 'TOAST' } | { type: 'CONFIRM' } | { type: 'INFORM' } | { type: 'LOAD' } | { type: 'UNLOAD' } | { type: 'TX'; wait: boolean },
    },
  }).createMachine({
    entry: enqueueActions(({ enqueue }) => {
      if (!withActors) return;
      for (const id of [SYSTEM_ID.toast, SYSTEM_ID.popups, SYSTEM_ID.loading, SYSTEM_ID.tx]) enqueue.spawnChild('recorder', { id, systemId: id });
    }),
    on: {
      TOAST: { actions: enqueueActions((args) => appActors(args).toast(message('x.saved'), 'success')) },
      CONFIRM: { actions: enqueueActions((args) => appActors(args).confirm({ id: 'ask', message: message('x.sure') })) },
      INFORM: { actions: enqueueActions((args) => appActors(args).inform({ id: 'note', message: message('x.note') })) },
      LOAD: { actions: enqueueActions((args) => appActors(args).loading.start(true)) },
      UNLOAD: { actions: enqueueActions((args) => appActors(args).loading.stop()) },
      TX: { actions: enqueueActions((args) => appActors(args).txSubmitted(tx, args.event.wait ? args.self : undefined)) },
    },
  });
  return createActor(machine).start();
}

const received = (actor: ReturnType<typeof flow>, id: string): AnyEventObject[] => {
  const snapshot: { context: { got: AnyEventObject[] } } = actor.system.get(id)!.getSnapshot();
  return snapshot.context.got;
};

describe('appActors', () => {
  it('sends each helper’s event to the actor of its systemId', () => {
    const actor = flow(true);
    actor.send({ type: 'TOAST' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'INFORM' });
    actor.send({ type: 'LOAD' });
    actor.send({ type: 'UNLOAD' });
    actor.send({ type: 'TX', wait: false });
    actor.send({ type: 'TX', wait: true });

    expect(received(actor, 'toast')).toEqual([{ type: 'TOAST.SHOW', message: { id: 'x.saved' }, tone: 'success' }]);
    expect(received(actor, 'popups')).toEqual([
      // The confirm popup answers the flow that asked.
      { type: 'POPUP.OPEN', popup: { id: 'ask', kind: 'confirm', message: { id: 'x.sure' }, replyTo: actor } },
      { type: 'POPUP.OPEN', popup: { id: 'note', kind: 'info', message: { id: 'x.note' } } },
    ]);
    expect(received(actor, 'loading')).toEqual([{ type: 'LOADING.SHOW', long: true }, { type: 'LOADING.HIDE' }]);
    expect(received(actor, 'tx')).toEqual([
      { type: 'TX.SUBMITTED', tx },
      { type: 'TX.SUBMITTED', tx, replyTo: actor },
    ]);
  });

  it('skips an actor the system does not hold, so a flow runs alone', () => {
    const actor = flow(false);
    for (const type of ['TOAST', 'CONFIRM', 'INFORM', 'LOAD', 'UNLOAD'] as const) actor.send({ type });
    actor.send({ type: 'TX', wait: true });
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.system.get('toast')).toBeUndefined();
  });
});
