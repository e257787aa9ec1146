// Verification code of one channel (email or SMS): send, 3:00 countdown, check the code, resend; used by sign-up, find ID, reset password and edit profile.
import { type AnyActorRef, assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { TIMING } from '../constants';
import { message, type Message } from '../shared/message';
import { codeError, emailError, mobileError } from '@common/domain/formRules';
import type { CodePurpose } from '@common/api/member';
import type { CheckCodeInput, SendCodeInput } from './types';

export type CodeChannel = 'email' | 'sms';
export type { CodePurpose };

export interface VerificationInput {
  channel: CodeChannel;
  /** The flow the code is for: the API turns a verified code into a ticket for that flow only. */
  purpose: CodePurpose;
  /** Countdown length in seconds; 3:00 unless a test asks for less. */
  seconds?: number;
  /** The value already on file (edit profile): kept unverified until changed. */
  target?: string;
  /** Country calling code sent with an SMS; default 82. */
  country?: string;
  /** The form that owns this code: it receives CODE.STATUS on every change. */
  replyTo?: AnyActorRef;
}

export type CodeStatus = 'none' | 'sent' | 'verified';

/** What the owning form receives. */
export interface CodeStatusEvent {
  type: 'CODE.STATUS';
  channel: CodeChannel;
  target: string;
  status: CodeStatus;
}

export interface VerificationContext {
  channel: CodeChannel;
  purpose: CodePurpose;
  /** Email address or phone digits. */
  target: string;
  /** Country calling code sent with the target. */
  country: string;
  code: string;
  seconds: number;
  remaining: number;
  error: Message | null;
  replyTo: AnyActorRef | null;
}

export type VerificationEvent =
  | { type: 'CODE.TARGET'; value: string }
  | { type: 'CODE.COUNTRY'; value: string }
  | { type: 'CODE.SEND' }
  | { type: 'CODE.INPUT'; value: string }
  | { type: 'CODE.CHECK' }
  | { type: 'CODE.RESET' };

export const CODE_MESSAGE = {
  expired: 'code.expired',
  sendFailed: 'code.sendFailed',
  wrong: 'code.wrong',
} as const;

export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    input: {} as VerificationInput,
  },
  actors: {
    sendCode: fromPromise<void, SendCodeInput>(async () => {
      throw new Error('sendCode not provided');
    }),
    checkCode: fromPromise<void, CheckCodeInput>(async () => {
      throw new Error('checkCode not provided');
    }),
  },
  delays: {
    tick: TIMING.countdownTickMs,
  },
  guards: {
    targetValid: ({ context }) => {
      const t = context.target.trim();
      if (t === '') return false;
      return (context.channel === 'email' ? emailError(t) : mobileError(t)) === null;
    },
    codeValid: ({ context }) => context.code.trim() !== '' && codeError(context.code) === null,
    timeLeft: ({ context }) => context.remaining > 1,
  },
  actions: {
    setTarget: assign(({ event }) => {
      assertEvent(event, 'CODE.TARGET');
      return { target: event.value, code: '', error: null };
    }),
    setCountry: assign(({ event }) => {
      assertEvent(event, 'CODE.COUNTRY');
      return { country: event.value };
    }),
    setCode: assign(({ event }) => {
      assertEvent(event, 'CODE.INPUT');
      return { code: event.value, error: null };
    }),
    targetInvalid: assign(({ context }) => ({
      error: message(context.channel === 'email' ? 'error-msg-email' : 'error-msg-mobile'),
    })),
    codeInvalid: assign({ error: message('error-msg-cert-code') }),
    startTimer: assign(({ context }) => ({ remaining: context.seconds, code: '', error: null })),
    tick: assign(({ context }) => ({ remaining: context.remaining - 1 })),
    clear: assign({ code: '', remaining: 0, error: null }),
    report: enqueueActions(({ context, enqueue }, params: { status: CodeStatus }) => {
      if (!context.replyTo) return;
      const event: CodeStatusEvent = { type: 'CODE.STATUS', channel: context.channel, target: context.target.trim(), status: params.status };
      enqueue.sendTo(context.replyTo, event);
    }),
  },
}).createMachine({
  id: 'verification',
  description: 'A code sent by email or SMS, valid for 3:00 (TIMING.verificationCodeMs); wrong or expired codes keep what the user typed and allow a resend.',
  context: ({ input }) => ({
    channel: input.channel,
    purpose: input.purpose,
    target: input.target ?? '',
    country: input.country ?? '82',
    code: '',
    seconds: input.seconds ?? TIMING.verificationCodeMs / 1000,
    remaining: 0,
    error: null,
    replyTo: input.replyTo ?? null,
  }),
  initial: 'idle',
  on: {
    'CODE.TARGET': { target: '.idle', actions: ['setTarget', 'clear', { type: 'report', params: { status: 'none' } }] },
    'CODE.COUNTRY': { target: '.idle', actions: ['setCountry', 'clear', { type: 'report', params: { status: 'none' } }] },
    'CODE.RESET': { target: '.idle', actions: [assign({ target: '' }), 'clear', { type: 'report', params: { status: 'none' } }] },
  },
  states: {
    idle: {
      on: {
        'CODE.SEND': [{ guard: 'targetValid', target: 'sending' }, { actions: 'targetInvalid' }],
      },
    },
    sending: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ channel: context.channel, purpose: context.purpose, target: context.target.trim(), country: context.country }),
        onDone: { target: 'sent', actions: 'startTimer' },
        onError: { target: 'idle', actions: assign({ error: message(CODE_MESSAGE.sendFailed) }) },
      },
    },
    sent: {
      entry: { type: 'report', params: { status: 'sent' } },
      initial: 'counting',
      states: {
        counting: {
          after: {
            tick: [
              { guard: 'timeLeft', target: 'counting', reenter: true, actions: 'tick' },
              { target: '#verification.expired', actions: [assign({ remaining: 0, error: message(CODE_MESSAGE.expired) })] },
            ],
          },
        },
      },
      on: {
        'CODE.INPUT': { actions: 'setCode' },
        'CODE.CHECK': [{ guard: 'codeValid', target: 'checking' }, { actions: 'codeInvalid' }],
        'CODE.SEND': { target: 'sending' },
      },
    },
    checking: {
      invoke: {
        id: 'checkCode',
        src: 'checkCode',
        input: ({ context }) => ({ channel: context.channel, purpose: context.purpose, target: context.target.trim(), code: context.code.trim() }),
        onDone: { target: 'verified', actions: assign({ remaining: 0, error: null }) },
        onError: { target: 'sent', actions: assign({ error: message(CODE_MESSAGE.wrong) }) },
      },
    },
    expired: {
      entry: { type: 'report', params: { status: 'none' } },
      on: { 'CODE.SEND': { target: 'sending' } },
    },
    verified: {
      entry: { type: 'report', params: { status: 'verified' } },
    },
  },
});
