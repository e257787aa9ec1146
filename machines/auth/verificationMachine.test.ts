// Verification code: model-based coverage of every state and transition, then the timer, resend and reporting rules.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { TIMING } from '../constants';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { selectCode } from './selectors';
import { CODE_MESSAGE, verificationMachine } from './verificationMachine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof verificationMachine;

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const events: ModelEvent<Model>[] = [{ type: 'CODE.SEND' }, { type: 'CODE.CHECK' }, { type: 'CODE.RESET' }];
  // Two targets (valid, invalid) and two codes keep the context finite.
  if (s.context.target === '') events.push({ type: 'CODE.TARGET', value: ' a.user@example.com ' }, { type: 'CODE.TARGET', value: 'not-an-email' });
  if (s.context.code === '') events.push({ type: 'CODE.INPUT', value: '123456' }, { type: 'CODE.INPUT', value: '12345' });
  if (s.context.country === '82') events.push({ type: 'CODE.COUNTRY', value: '1' });
  if (s.matches('sending'))
    events.push({ type: 'xstate.done.actor.sendCode', output: undefined }, { type: 'xstate.error.actor.sendCode', error: new Error('x') });
  if (s.matches('checking'))
    events.push({ type: 'xstate.done.actor.checkCode', output: undefined }, { type: 'xstate.error.actor.checkCode', error: new Error('x') });
  return events;
}

describe('verificationMachine model', () => {
  it('replays every edge with a 2-second timer and covers every state and transition', async () => {
    const input = { channel: 'email' as const, purpose: 'join' as const, seconds: 2 };
    const promises = new ControlledPromises();
    const machine = verificationMachine.provide({ actors: { sendCode: promises.actor('sendCode'), checkCode: promises.actor('checkCode') } });
    const coverage = new ModelCoverage(verificationMachine);
    const paths = getEdgePaths(verificationMachine, { input, events: samples });
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const view = selectCode(actual);
        // The timer shows only while a code is out, and counts down from the input's length.
        if (actual.matches('sent')) expect(view.timer).toMatch(/^0:0[12]$/);
        else if (!actual.matches('checking')) expect(view.timer).toBeNull();
        if (step.event.type === 'CODE.SEND' && before.matches('idle') && !actual.matches('sending')) {
          expect(actual.context.error?.id).toBe('error-msg-email');
        }
        if (step.event.type === 'CODE.CHECK' && before.matches('sent') && !actual.matches('checking')) {
          expect(actual.context.error?.id).toBe('error-msg-cert-code');
        }
        if (actual.matches('expired')) expect(actual.context.error?.id).toBe(CODE_MESSAGE.expired);
      },
    });
    expect(paths.length).toBeGreaterThan(20);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

function withReply() {
  const received: AnyEventObject[] = [];
  const parent = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((e) => received.push(e)))).start();
  return { parent, received };
}

describe('verificationMachine rules', () => {
  it('counts 3:00 down by the second and expires at zero; a resend starts a new 3:00', async () => {
    const sends: unknown[] = [];
    const machine = verificationMachine.provide({
      actors: {
        sendCode: (await import('xstate')).fromPromise(async ({ input }) => {
          sends.push(input);
        }),
      },
    });
    const live = createActor(machine, { input: { channel: 'sms', purpose: 'findPassword', country: '1' } }).start();
    live.send({ type: 'CODE.TARGET', value: ' 01012345678 ' });
    live.send({ type: 'CODE.SEND' });
    await flushPromises();
    expect(sends).toEqual([{ channel: 'sms', purpose: 'findPassword', target: '01012345678', country: '1' }]);
    expect(selectCode(live.getSnapshot()).timer).toBe('3:00');
    vi.advanceTimersByTime(TIMING.countdownTickMs);
    expect(selectCode(live.getSnapshot()).timer).toBe('2:59');
    vi.advanceTimersByTime(TIMING.verificationCodeMs - 2 * TIMING.countdownTickMs);
    expect(selectCode(live.getSnapshot()).timer).toBe('0:01');
    vi.advanceTimersByTime(TIMING.countdownTickMs);
    expect(live.getSnapshot().matches('expired')).toBe(true);
    live.send({ type: 'CODE.SEND' });
    await flushPromises();
    expect(selectCode(live.getSnapshot()).timer).toBe('3:00');
  });

  it('reports its status to the owning form, and a new target drops a verification', async () => {
    const { parent, received } = withReply();
    const { fromPromise } = await import('xstate');
    const machine = verificationMachine.provide({ actors: { sendCode: fromPromise(async () => {}), checkCode: fromPromise(async () => {}) } });
    const live = createActor(machine, { input: { channel: 'email', purpose: 'join', replyTo: parent } }).start();
    live.send({ type: 'CODE.TARGET', value: 'me@example.com' });
    live.send({ type: 'CODE.SEND' });
    await flushPromises();
    live.send({ type: 'CODE.INPUT', value: '654321' });
    live.send({ type: 'CODE.CHECK' });
    await flushPromises();
    live.send({ type: 'CODE.TARGET', value: 'other@example.com' });
    expect(received.map((e) => `${e.status}:${e.target}`)).toEqual([
      'none:me@example.com',
      'sent:me@example.com',
      'verified:me@example.com',
      'none:other@example.com',
    ]);
  });

  it('a wrong code keeps the timer running and lets the user retry', async () => {
    const { fromPromise } = await import('xstate');
    const machine = verificationMachine.provide({
      actors: { sendCode: fromPromise(async () => {}), checkCode: fromPromise(async () => Promise.reject(new Error('wrong'))) },
    });
    const live = createActor(machine, { input: { channel: 'email', purpose: 'profile' } }).start();
    live.send({ type: 'CODE.TARGET', value: 'me@example.com' });
    live.send({ type: 'CODE.SEND' });
    await flushPromises();
    live.send({ type: 'CODE.INPUT', value: '000000' });
    live.send({ type: 'CODE.CHECK' });
    await flushPromises();
    expect(live.getSnapshot().matches('sent')).toBe(true);
    expect(live.getSnapshot().context.error?.id).toBe(CODE_MESSAGE.wrong);
    expect(live.getSnapshot().context.code).toBe('000000');
  });

  it('is usable inside a parent without replyTo', () => {
    const parent = createActor(createMachine({ invoke: { src: verificationMachine, input: { channel: 'sms' } } })).start();
    expect(parent.getSnapshot().status).toBe('active');
  });
});
