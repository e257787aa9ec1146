// Reset password: model-based coverage of every state and transition while the form is filled in order, and the submit messages of spec 5.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { FORM_MESSAGE } from '@common/domain/formRules';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { RESET_PASSWORD_MESSAGE, resetPasswordMachine, resetProblem, type ResetPasswordContext } from './resetPasswordMachine';
import { selectResetBusy, selectResetDone } from './selectors';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof resetPasswordMachine;
const PHONE = '01012345678';

function nextStep(c: ResetPasswordContext): ModelEvent<Model> | null {
  if (c.account === '') return { type: 'RESET_PWD.FIELD', field: 'account', value: 'member01' };
  if (c.password === '') return { type: 'RESET_PWD.FIELD', field: 'password', value: 'N3wPass1!' };
  if (c.password2 === '') return { type: 'RESET_PWD.FIELD', field: 'password2', value: 'N3wPass1!' };
  if (c.phone.status === 'none') return { type: 'CODE.STATUS', channel: 'sms', target: PHONE, status: 'sent' };
  if (c.phone.status === 'sent') return { type: 'CODE.STATUS', channel: 'sms', target: PHONE, status: 'verified' };
  return null;
}

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const c = s.context;
  if (s.matches('idle')) return [{ type: 'RESET_PWD.START' }];
  if (s.matches({ form: 'resetting' })) {
    return [
      { type: 'xstate.done.actor.resetPassword', output: undefined },
      { type: 'xstate.error.actor.resetPassword', error: Object.assign(new Error('Phone not verified'), { key: 'error-msg-mobile-check' }) },
    ];
  }
  if (s.matches({ form: 'done' })) return [{ type: 'RESET_PWD.START' }];
  const events: ModelEvent<Model>[] = [];
  const step = nextStep(c);
  if (step) events.push(step);
  if (c.error === null) events.push({ type: 'RESET_PWD.SUBMIT' });
  if (c.account === '' && c.error === null) {
    events.push({ type: 'RESET_PWD.FIELD', field: 'account', value: 'BAD' }, { type: 'RESET_PWD.START' });
  }
  if (c.password === '' && c.account === 'member01') events.push({ type: 'RESET_PWD.FIELD', field: 'password', value: 'short' });
  return events;
}

describe('resetPasswordMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = resetPasswordMachine.provide({ actors: { resetPassword: promises.actor('resetPassword') } });
    const coverage = new ModelCoverage(resetPasswordMachine);
    const input = { codeSeconds: 2 };
    const paths = getEdgePaths(resetPasswordMachine, { input, events: samples });
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        expect(selectResetBusy(actual)).toBe(actual.matches({ form: 'resetting' }));
        const { type } = step.event;
        if (type === 'RESET_PWD.SUBMIT') {
          const problem = resetProblem(before.context);
          if (problem) expect(actual.context.error).toEqual({ id: problem });
          else expect(actual.matches({ form: 'resetting' })).toBe(true);
        }
        if (type === 'RESET_PWD.FIELD' && step.event.value === 'BAD') expect(actual.context.errors.account?.id).toBe(FORM_MESSAGE.id);
        if (type === 'RESET_PWD.FIELD' && step.event.value === 'short') expect(actual.context.errors.password?.id).toBe(FORM_MESSAGE.pwd);
        if (type === 'xstate.done.actor.resetPassword') {
          expect(selectResetDone(actual)).toBe(true);
          expect([actual.context.password, actual.context.password2]).toEqual(['', '']);
        }
        if (type === 'xstate.error.actor.resetPassword') {
          // A key with its own text shows it; the typed values stay for a retry.
          expect(actual.context.error).toEqual({ id: 'error-msg-mobile-check' });
          expect(actual.context.password).toBe(before.context.password);
        }
      },
    });
    expect(paths.length).toBeGreaterThan(10);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });

  it('an unknown failure shows "Failed to reset your password" with the server text and keeps the form', async () => {
    const actor = createActor(resetPasswordMachine.provide({ actors: { resetPassword: fromPromise(async () => Promise.reject(new Error('server down'))) } }), {
      input: {},
    }).start();
    actor.send({ type: 'RESET_PWD.START' });
    actor.send({ type: 'RESET_PWD.FIELD', field: 'account', value: 'member01' });
    actor.send({ type: 'RESET_PWD.FIELD', field: 'password', value: 'N3wPass1!' });
    actor.send({ type: 'RESET_PWD.FIELD', field: 'password2', value: 'N3wPass1!' });
    actor.send({ type: 'CODE.STATUS', channel: 'sms', target: PHONE, status: 'verified' });
    actor.send({ type: 'RESET_PWD.SUBMIT' });
    await flushPromises();
    const s = actor.getSnapshot();
    expect(s.context.error).toEqual({ id: RESET_PASSWORD_MESSAGE.failed, detail: 'server down' });
    expect([s.context.account, s.context.password, s.context.phone.status]).toEqual(['member01', 'N3wPass1!', 'verified']);
    actor.stop();
  });
});

describe('reset password submit messages (form order)', () => {
  const base = (over: Partial<ResetPasswordContext>): ResetPasswordContext => ({
    account: 'member01',
    password: 'N3wPass1!',
    password2: 'N3wPass1!',
    phone: { target: PHONE, status: 'verified' },
    errors: {},
    error: null,
    codeSeconds: undefined,
    ...over,
  });
  it.each<[string, Partial<ResetPasswordContext>, string | null]>([
    ['complete', {}, null],
    ['empty field', { password2: ' ' }, FORM_MESSAGE.fillAll],
    ['bad ID', { account: 'A!' }, FORM_MESSAGE.id],
    ['weak password', { password: 'abcdefgh', password2: 'abcdefgh' }, FORM_MESSAGE.pwd],
    ['confirmation differs', { password2: 'N3wPass1?' }, FORM_MESSAGE.pwd2],
    ['no SMS sent', { phone: { target: PHONE, status: 'none' } }, FORM_MESSAGE.mobileCheck],
    ['SMS not verified', { phone: { target: PHONE, status: 'sent' } }, FORM_MESSAGE.smsCode],
  ])('%s', (_n, over, expected) => expect(resetProblem(base(over))).toBe(expected));
});
