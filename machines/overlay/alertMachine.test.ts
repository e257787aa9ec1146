// Alert overlay: model-based coverage with and without captcha, then the captcha, OK and queue rules.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { TIMING } from '../constants';
import { message } from '../shared/message';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { alertMachine, CAPTCHA_MESSAGE, type AlertEvent } from './alertMachine';
import type { CaptchaChallenge, VerifyCaptchaInput } from './types';
import { selectAlertMessage, selectAlertOkVisible, selectCaptcha, selectQueuedAlertCount } from './selectors';

const walletFailed = message('alert.walletLoginFailed', { code: 4001 }, 'User rejected the request.');
const sessionOver = message('alert.sessionExpired');
const challenge: CaptchaChallenge = { challengeId: 'c-1', image: 'data:image/png;base64,AAAA' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Model = typeof alertMachine;

const OK = { type: 'ALERT.OK' } as const;

/**
 * Samples per snapshot: the second alert is opened only while the first is on
 * screen, and one queued alert is enough. Captcha events are tried only where
 * the machine takes them, to keep the run fast; OK is tried everywhere, since
 * OK before the captcha is solved is the rule that matters most.
 */
function samples(snapshot: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const captchaEvents: AlertEvent[] = [
    { type: 'CAPTCHA.SUBMIT', answer: ' 7g4k ' },
    { type: 'CAPTCHA.SUBMIT', answer: '  ' },
    { type: 'CAPTCHA.REFRESH' },
    { type: 'CAPTCHA.RETRY' },
  ];
  const events: ModelEvent<Model>[] = [OK, ...captchaEvents.filter((event) => snapshot.can(event))];
  if (snapshot.matches('closed')) events.push({ type: 'ALERT.OPEN', message: walletFailed });
  else if (snapshot.context.queue.length === 0) events.push({ type: 'ALERT.OPEN', message: sessionOver });
  if (snapshot.matches({ open: { captcha: 'loading' } })) {
    events.push({ type: 'xstate.done.actor.loadCaptcha', output: challenge }, { type: 'xstate.error.actor.loadCaptcha', error: new Error('offline') });
  }
  if (snapshot.matches({ open: { captcha: 'verifying' } })) {
    events.push(
      { type: 'xstate.done.actor.verifyCaptcha', output: true },
      { type: 'xstate.done.actor.verifyCaptcha', output: false },
      { type: 'xstate.error.actor.verifyCaptcha', error: new Error('offline') },
    );
  }
  return events;
}

describe('alertMachine model', () => {
  it('replays a path over every edge, with and without captcha, and covers every state and transition', async () => {
    const coverage = new ModelCoverage(alertMachine);
    for (const captchaRequired of [true, false]) {
      const promises = new ControlledPromises();
      const machine = alertMachine.provide({
        actors: {
          loadCaptcha: promises.actor<CaptchaChallenge>('loadCaptcha'),
          verifyCaptcha: promises.actor<boolean, VerifyCaptchaInput>('verifyCaptcha'),
        },
      });
      const input = { captchaRequired };
      const paths = getEdgePaths(alertMachine, { input, events: samples });
      expect(paths.length).toBeGreaterThan(captchaRequired ? 30 : 3);
      await runPaths({
        machine,
        input,
        paths,
        coverage,
        promises,
        check: (actual, step, before) => {
          const captcha = selectCaptcha(actual);
          expect(selectAlertMessage(actual) === null).toBe(actual.matches('closed'));
          // The OK button and the captcha never show together, and OK never shows before a required captcha is solved.
          expect(selectAlertOkVisible(actual) && captcha !== null).toBe(false);
          if (!captchaRequired) expect(captcha).toBeNull();
          // OK does nothing until its button shows.
          if (step.event.type === 'ALERT.OK' && !selectAlertOkVisible(before)) {
            expect([actual.value, actual.context]).toEqual([before.value, before.context]);
          }
          if (step.event.type === 'xstate.done.actor.verifyCaptcha') {
            expect(promises.inputs('verifyCaptcha').at(-1)).toEqual({ challengeId: 'c-1', answer: '7g4k' });
          }
        },
      });
    }
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('alertMachine rules', () => {
  function startWith(options: { captchaRequired: boolean; verify?: (answer: string) => boolean; loadFails?: boolean }) {
    let loads = 0;
    const machine = alertMachine.provide({
      actors: {
        loadCaptcha: fromPromise(async () => {
          loads += 1;
          if (options.loadFails) throw new Error('offline');
          return { challengeId: `c-${loads}`, image: `img-${loads}` };
        }),
        verifyCaptcha: fromPromise(async ({ input }: { input: VerifyCaptchaInput }) => (options.verify ?? ((answer) => answer === 'right'))(input.answer)),
      },
    });
    const actor = createActor(machine, { input: { captchaRequired: options.captchaRequired } }).start();
    return { actor, loads: () => loads };
  }
  const OPEN_WALLET: AlertEvent = { type: 'ALERT.OPEN', message: walletFailed };

  it('without captcha shows the message and OK at once; OK closes', () => {
    const { actor, loads } = startWith({ captchaRequired: false });
    actor.send(OPEN_WALLET);
    expect(selectAlertMessage(actor.getSnapshot())).toEqual(walletFailed);
    expect(selectAlertOkVisible(actor.getSnapshot())).toBe(true);
    expect(selectCaptcha(actor.getSnapshot())).toBeNull();
    actor.send(OK);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(loads()).toBe(0);
  });

  it('with captcha shows OK only captchaHideMs after a right answer', async () => {
    const { actor } = startWith({ captchaRequired: true });
    actor.send(OPEN_WALLET);
    expect(selectCaptcha(actor.getSnapshot())).toEqual({ status: 'loading', error: null });
    expect(actor.getSnapshot().can(OK)).toBe(false);
    await flushPromises();
    expect(selectCaptcha(actor.getSnapshot())).toEqual({
      status: 'solving',
      challenge: { challengeId: 'c-1', image: 'img-1' },
      error: null,
    });
    actor.send({ type: 'CAPTCHA.SUBMIT', answer: 'right' });
    expect(selectCaptcha(actor.getSnapshot())?.status).toBe('verifying');
    await flushPromises();
    expect(selectCaptcha(actor.getSnapshot())).toEqual({ status: 'verified' });
    expect(selectAlertOkVisible(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(TIMING.captchaHideMs - 1);
    expect(selectAlertOkVisible(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(selectAlertOkVisible(actor.getSnapshot())).toBe(true);
    expect(selectCaptcha(actor.getSnapshot())).toBeNull();
  });

  it('after a wrong answer shows why and loads a new challenge', async () => {
    const { actor, loads } = startWith({ captchaRequired: true });
    actor.send(OPEN_WALLET);
    await flushPromises();
    actor.send({ type: 'CAPTCHA.SUBMIT', answer: 'wrong' });
    await flushPromises();
    expect(loads()).toBe(2);
    expect(selectCaptcha(actor.getSnapshot())).toEqual({
      status: 'solving',
      challenge: { challengeId: 'c-2', image: 'img-2' },
      error: message(CAPTCHA_MESSAGE.wrongAnswer),
    });
  });

  it('ignores an empty answer', async () => {
    const { actor } = startWith({ captchaRequired: true });
    actor.send(OPEN_WALLET);
    await flushPromises();
    expect(actor.getSnapshot().can({ type: 'CAPTCHA.SUBMIT', answer: '   ' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'CAPTCHA.SUBMIT', answer: 'x' })).toBe(true);
  });

  it('refresh loads a new challenge', async () => {
    const { actor, loads } = startWith({ captchaRequired: true });
    actor.send(OPEN_WALLET);
    await flushPromises();
    actor.send({ type: 'CAPTCHA.REFRESH' });
    expect(selectCaptcha(actor.getSnapshot())?.status).toBe('loading');
    await flushPromises();
    expect(loads()).toBe(2);
    expect(actor.getSnapshot().context.challenge?.challengeId).toBe('c-2');
  });

  it('a failed load offers retry', async () => {
    const { actor, loads } = startWith({ captchaRequired: true, loadFails: true });
    actor.send(OPEN_WALLET);
    await flushPromises();
    expect(selectCaptcha(actor.getSnapshot())).toEqual({ status: 'loadFailed', error: message(CAPTCHA_MESSAGE.loadFailed) });
    expect(actor.getSnapshot().can({ type: 'CAPTCHA.RETRY' })).toBe(true);
    actor.send({ type: 'CAPTCHA.RETRY' });
    expect(selectCaptcha(actor.getSnapshot())).toEqual({ status: 'loading', error: null });
    await flushPromises();
    expect(loads()).toBe(2);
  });

  it('queues an alert opened while one is on screen, and shows it after OK with its own captcha', async () => {
    const { actor } = startWith({ captchaRequired: true });
    actor.send(OPEN_WALLET);
    actor.send({ type: 'ALERT.OPEN', message: sessionOver });
    expect(selectAlertMessage(actor.getSnapshot())).toEqual(walletFailed);
    expect(selectQueuedAlertCount(actor.getSnapshot())).toBe(1);
    await flushPromises();
    actor.send({ type: 'CAPTCHA.SUBMIT', answer: 'right' });
    await flushPromises();
    vi.advanceTimersByTime(TIMING.captchaHideMs);
    actor.send(OK);
    expect(selectAlertMessage(actor.getSnapshot())).toEqual(sessionOver);
    expect(selectQueuedAlertCount(actor.getSnapshot())).toBe(0);
    expect(selectCaptcha(actor.getSnapshot())).toEqual({ status: 'loading', error: null });
  });

  it('reports a load failure while loadCaptcha is still the placeholder', async () => {
    const actor = createActor(alertMachine, { input: { captchaRequired: true } }).start();
    actor.send(OPEN_WALLET);
    await flushPromises();
    expect(selectCaptcha(actor.getSnapshot())).toEqual({ status: 'loadFailed', error: message(CAPTCHA_MESSAGE.loadFailed) });
  });
});
