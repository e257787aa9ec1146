// Find ID: model-based coverage of every state and transition, with the submit messages of spec 5 checked at each step.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { FORM_MESSAGE } from '@common/domain/formRules';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { FIND_ID_MESSAGE, findIdMachine, findIdProblem, type FindIdContext } from './findIdMachine';
import { selectFindIdBusy, selectFoundId } from './selectors';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof findIdMachine;
const PHONE = '01012345678';
const EMAIL = 'me@example.com';

/** The chosen contact verified one step at a time. */
function nextCode(c: FindIdContext): ModelEvent<Model> | null {
  if (c.method === 'phone') {
    if (c.phone.status === 'none') return { type: 'CODE.STATUS', channel: 'sms', target: PHONE, status: 'sent' };
    if (c.phone.status === 'sent') return { type: 'CODE.STATUS', channel: 'sms', target: PHONE, status: 'verified' };
    return null;
  }
  return c.email.status === 'verified' ? null : { type: 'CODE.STATUS', channel: 'email', target: EMAIL, status: 'verified' };
}

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const c = s.context;
  if (s.matches('idle')) return [{ type: 'FIND_ID.START' }];
  if (s.matches({ form: 'finding' })) {
    return [
      { type: 'xstate.done.actor.findAccount', output: 'member01' },
      { type: 'xstate.error.actor.findAccount', error: Object.assign(new Error('No account'), { key: 'error-msg-server' }) },
    ];
  }
  if (s.matches({ form: 'found' })) return [{ type: 'FIND_ID.METHOD', method: c.method === 'phone' ? 'email' : 'phone' }];
  const events: ModelEvent<Model>[] = [];
  const step = nextCode(c);
  if (step) events.push(step);
  if (c.error === null) events.push({ type: 'FIND_ID.SUBMIT' });
  if (c.phone.status === 'none' && c.email.status === 'none') events.push({ type: 'FIND_ID.METHOD', method: c.method === 'phone' ? 'email' : 'phone' });
  if (c.phone.status === 'verified' && c.email.status === 'none') events.push({ type: 'FIND_ID.START' });
  return events;
}

describe('findIdMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = findIdMachine.provide({ actors: { findAccount: promises.actor('findAccount') } });
    const coverage = new ModelCoverage(findIdMachine);
    const input = { codeSeconds: 2 };
    const paths = getEdgePaths(findIdMachine, { input, events: samples });
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        expect(selectFindIdBusy(actual)).toBe(actual.matches({ form: 'finding' }));
        const { type } = step.event;
        if (type === 'FIND_ID.SUBMIT') {
          const problem = findIdProblem(before.context);
          if (problem) expect(actual.context.error).toEqual({ id: problem });
          else expect(actual.matches({ form: 'finding' })).toBe(true);
        }
        if (type === 'xstate.done.actor.findAccount') expect(selectFoundId(actual)).toBe('member01');
        if (type === 'xstate.error.actor.findAccount') {
          expect(actual.context.error).toEqual({ id: FIND_ID_MESSAGE.failed, detail: 'No account' });
          expect(actual.context.phone).toEqual(before.context.phone);
        }
        if (type === 'xstate.init' || type === 'FIND_ID.START') expect(selectFoundId(actual)).toBeNull();
      },
    });
    expect(paths.length).toBeGreaterThan(8);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('find ID submit messages', () => {
  const base = (over: Partial<FindIdContext>): FindIdContext => ({
    method: 'phone',
    email: { target: '', status: 'none' },
    phone: { target: PHONE, status: 'verified' },
    account: null,
    error: null,
    codeSeconds: undefined,
    ...over,
  });
  it.each<[string, Partial<FindIdContext>, string | null]>([
    ['phone verified', {}, null],
    ['nothing typed', { phone: { target: '', status: 'none' } }, FORM_MESSAGE.fillAll],
    ['no SMS sent', { phone: { target: PHONE, status: 'none' } }, FORM_MESSAGE.mobileCheck],
    ['SMS code not verified', { phone: { target: PHONE, status: 'sent' } }, FORM_MESSAGE.smsCode],
    ['email verified', { method: 'email', email: { target: EMAIL, status: 'verified' } }, null],
    ['email code not verified', { method: 'email', email: { target: EMAIL, status: 'sent' } }, FORM_MESSAGE.emailCode],
  ])('%s', (_n, over, expected) => expect(findIdProblem(base(over))).toBe(expected));
});
