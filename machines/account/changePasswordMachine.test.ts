// Change password: model-based coverage of every state and transition; an invalid form toasts the form error with the first invalid field.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { CHANGE_PASSWORD_MESSAGE, changePasswordMachine, firstInvalidPasswordField, type ChangePasswordContext } from './changePasswordMachine';
import { selectChangePasswordBusy, selectChangePasswordOpen } from './selectors';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof changePasswordMachine;

function nextField(c: ChangePasswordContext): ModelEvent<Model> | null {
  if (c.current === '') return { type: 'CHANGE_PWD.FIELD', field: 'current', value: 'Passw0rd!' };
  if (c.next === '') return { type: 'CHANGE_PWD.FIELD', field: 'next', value: 'N3wPass1!' };
  if (c.confirm === '') return { type: 'CHANGE_PWD.FIELD', field: 'confirm', value: 'N3wPass1!' };
  return null;
}

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const c = s.context;
  if (s.matches('closed')) return [{ type: 'CHANGE_PWD.OPEN' }];
  if (s.matches('saving')) {
    return [
      { type: 'xstate.done.actor.changePassword', output: undefined },
      { type: 'xstate.error.actor.changePassword', error: Object.assign(new Error('Wrong password'), { key: 'error-msg-pwd-wrong' }) },
    ];
  }
  const events: ModelEvent<Model>[] = [];
  const step = nextField(c);
  if (step) events.push(step);
  if (c.error === null) events.push({ type: 'CHANGE_PWD.SUBMIT' });
  if (c.current === '') events.push({ type: 'CHANGE_PWD.CLOSE' });
  return events;
}

describe('changePasswordMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = changePasswordMachine.provide({ actors: { changePassword: promises.actor('changePassword') } });
    const coverage = new ModelCoverage(changePasswordMachine);
    const paths = getEdgePaths(changePasswordMachine, { events: samples });
    await runPaths({
      machine,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        expect(selectChangePasswordOpen(actual)).toBe(!actual.matches('closed'));
        expect(selectChangePasswordBusy(actual)).toBe(actual.matches('saving'));
        const { type } = step.event;
        if (type === 'CHANGE_PWD.SUBMIT') expect(actual.matches('saving')).toBe(firstInvalidPasswordField(before.context) === null);
        if (type === 'xstate.error.actor.changePassword') {
          // Spec 8: 'Failed to change password' followed by the returned text; what was typed stays.
          expect(actual.context.error).toEqual({ id: CHANGE_PASSWORD_MESSAGE.failed, detail: 'Wrong password' });
          expect(actual.context.next).toBe(before.context.next);
        }
        if (type === 'xstate.done.actor.changePassword') expect(actual.context).toMatchObject({ current: '', next: '', confirm: '' });
      },
    });
    expect(paths.length).toBeGreaterThan(5);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('change password rules (each field 8 to 30)', () => {
  const base = (over: Partial<ChangePasswordContext>): ChangePasswordContext => ({
    current: 'Passw0rd!',
    next: 'N3wPass1!',
    confirm: 'N3wPass1!',
    error: null,
    ...over,
  });
  it.each<[string, Partial<ChangePasswordContext>, string | null]>([
    ['valid', {}, null],
    ['current empty', { current: '' }, 'current'],
    ['current of 7', { current: 'Passw0r' }, 'current'],
    ['current of 31', { current: `Passw0rd!${'a'.repeat(22)}` }, 'current'],
    ['new without a special', { next: 'N3wPass12', confirm: 'N3wPass12' }, 'next'],
    ['new of 31', { next: `N3wPass1!${'a'.repeat(22)}`, confirm: `N3wPass1!${'a'.repeat(22)}` }, 'next'],
    ['confirm differs', { confirm: 'N3wPass1?' }, 'confirm'],
    ['confirm of 7', { confirm: 'N3wPas!' }, 'confirm'],
  ])('%s', (_n, over, expected) => expect(firstInvalidPasswordField(base(over))).toBe(expected));

  it('an invalid submit toasts the first invalid field; a saved password toasts success', async () => {
    const toasts: AnyEventObject[] = [];
    const flow = changePasswordMachine.provide({ actors: { changePassword: fromPromise<void, { current: string; next: string }>(async () => {}) } });
    const host = setup({ actors: { flow, toast: fromCallback(({ receive }) => receive((e) => void toasts.push(e))) } }).createMachine({
      invoke: [
        { src: 'toast', systemId: 'toast' },
        { src: 'flow', systemId: 'changePassword' },
      ],
    });
    const actor = createActor(host).start();
    const cp = actor.system.get('changePassword')!;
    cp.send({ type: 'CHANGE_PWD.OPEN' });
    cp.send({ type: 'CHANGE_PWD.FIELD', field: 'current', value: 'Passw0rd!' });
    cp.send({ type: 'CHANGE_PWD.SUBMIT' });
    cp.send({ type: 'CHANGE_PWD.FIELD', field: 'next', value: 'N3wPass1!' });
    cp.send({ type: 'CHANGE_PWD.FIELD', field: 'confirm', value: 'N3wPass1!' });
    cp.send({ type: 'CHANGE_PWD.SUBMIT' });
    await flushPromises();
    expect(toasts.map((t) => [t.message.id, t.tone])).toEqual([
      [CHANGE_PASSWORD_MESSAGE.invalid.next, 'error'],
      [CHANGE_PASSWORD_MESSAGE.done, 'success'],
    ]);
    actor.stop();
  });
});
