// Alert overlay: one message with an OK button; in production a captcha must be solved before OK appears.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { TIMING } from '../constants';
import { message, type Message } from '../shared/message';
import type { CaptchaChallenge, VerifyCaptchaInput } from './types';

export interface AlertInput {
  /** True in production. */
  captchaRequired: boolean;
}

export interface AlertContext {
  captchaRequired: boolean;
  /** The alert on screen, null when closed. */
  current: Message | null;
  /** Alerts opened while one was on screen, oldest first. */
  queue: Message[];
  challenge: CaptchaChallenge | null;
  /** Why the last captcha step failed; cleared when the user answers, refreshes or retries. */
  captchaError: Message | null;
}

export type AlertEvent =
  | { type: 'ALERT.OPEN'; message: Message }
  | { type: 'ALERT.OK' }
  | { type: 'CAPTCHA.SUBMIT'; answer: string }
  | { type: 'CAPTCHA.REFRESH' }
  | { type: 'CAPTCHA.RETRY' };

/** Lingui ids of the captcha's own messages. */
export const CAPTCHA_MESSAGE = {
  wrongAnswer: 'captcha.wrongAnswer',
  loadFailed: 'captcha.loadFailed',
  verifyFailed: 'captcha.verifyFailed',
} as const;

export const alertMachine = setup({
  types: {
    context: {} as AlertContext,
    events: {} as AlertEvent,
    input: {} as AlertInput,
  },
  actors: {
    loadCaptcha: fromPromise<CaptchaChallenge>(async () => {
      throw new Error('loadCaptcha not provided');
    }),
    verifyCaptcha: fromPromise<boolean, VerifyCaptchaInput>(async () => {
      throw new Error('verifyCaptcha not provided');
    }),
  },
  guards: {
    captchaRequired: ({ context }) => context.captchaRequired,
    hasQueued: ({ context }) => context.queue.length > 0,
    hasAnswer: ({ event }) => event.type === 'CAPTCHA.SUBMIT' && event.answer.trim() !== '',
    answerAccepted: (_, accepted: boolean) => accepted,
  },
  delays: {
    captchaHideMs: TIMING.captchaHideMs,
  },
  actions: {
    showFirst: assign(({ event }) => {
      assertEvent(event, 'ALERT.OPEN');
      return { current: event.message };
    }),
    enqueue: assign(({ context, event }) => {
      assertEvent(event, 'ALERT.OPEN');
      return { queue: [...context.queue, event.message] };
    }),
    showNext: assign(({ context }) => ({
      current: context.queue[0] ?? null,
      queue: context.queue.slice(1),
      challenge: null,
      captchaError: null,
    })),
    close: assign({ current: null, queue: [], challenge: null, captchaError: null }),
    forgetChallenge: assign({ challenge: null }),
    // The error stays: after a wrong answer the user reads why next to the new challenge.
    setChallenge: assign((_, challenge: CaptchaChallenge) => ({ challenge })),
    clearCaptchaError: assign({ captchaError: null }),
    setCaptchaError: assign((_, error: Message) => ({ captchaError: error })),
  },
}).createMachine({
  id: 'alert',
  description:
    'Alert overlay. ALERT.OPEN while an alert is on screen queues the new one behind it, so no alert is lost and each is acknowledged in turn; in ' +
    'production each alert asks for its own captcha.',
  context: ({ input }) => ({
    captchaRequired: input.captchaRequired,
    current: null,
    queue: [],
    challenge: null,
    captchaError: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'ALERT.OPEN': { target: 'open', actions: 'showFirst' },
      },
    },
    open: {
      initial: 'routing',
      on: {
        'ALERT.OPEN': { actions: 'enqueue' },
      },
      states: {
        routing: {
          always: [{ guard: 'captchaRequired', target: 'captcha' }, { target: 'ready' }],
        },
        captcha: {
          initial: 'loading',
          states: {
            loading: {
              entry: 'forgetChallenge',
              invoke: {
                id: 'loadCaptcha',
                src: 'loadCaptcha',
                onDone: { target: 'solving', actions: { type: 'setChallenge', params: ({ event }) => event.output } },
                onError: {
                  target: 'loadFailed',
                  actions: { type: 'setCaptchaError', params: message(CAPTCHA_MESSAGE.loadFailed) },
                },
              },
            },
            loadFailed: {
              on: {
                'CAPTCHA.RETRY': { target: 'loading', actions: 'clearCaptchaError' },
              },
            },
            solving: {
              on: {
                'CAPTCHA.SUBMIT': { guard: 'hasAnswer', target: 'verifying', actions: 'clearCaptchaError' },
                'CAPTCHA.REFRESH': { target: 'loading', actions: 'clearCaptchaError' },
              },
            },
            verifying: {
              invoke: {
                id: 'verifyCaptcha',
                src: 'verifyCaptcha',
                input: ({ context, event }) => {
                  assertEvent(event, 'CAPTCHA.SUBMIT');
                  return { challengeId: context.challenge?.challengeId ?? '', answer: event.answer.trim() };
                },
                onDone: [
                  { guard: { type: 'answerAccepted', params: ({ event }) => event.output }, target: 'verified' },
                  {
                    // A challenge is good for one try: a wrong answer gets a fresh one.
                    target: 'loading',
                    actions: { type: 'setCaptchaError', params: message(CAPTCHA_MESSAGE.wrongAnswer) },
                  },
                ],
                onError: {
                  // The answer was never judged, so the same challenge may be answered again.
                  target: 'solving',
                  actions: { type: 'setCaptchaError', params: message(CAPTCHA_MESSAGE.verifyFailed) },
                },
              },
            },
            verified: {
              // The view fades the solved captcha out during this pause, then OK appears.
              after: { captchaHideMs: '#alert.open.ready' },
            },
          },
        },
        ready: {
          on: {
            'ALERT.OK': [
              { guard: 'hasQueued', target: '#alert.open', reenter: true, actions: 'showNext' },
              { target: '#alert.closed', actions: 'close' },
            ],
          },
        },
      },
    },
  },
});
