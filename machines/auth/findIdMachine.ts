// Find ID (signup/idphone): verify a phone or an email with a code, then ask for the ID registered to it.
import { assign, fromPromise, setup } from 'xstate';
import { message, type Message } from '../shared/message';
import { apiErrorMessage } from '../shared/apiErrors';
import type { CodeState, FindAccountInput } from './types';
import { type CodeChannel, type CodeStatusEvent, verificationMachine } from './verificationMachine';
import { FORM_MESSAGE } from '@common/domain/formRules';

export type FindIdMethod = 'phone' | 'email';

export interface FindIdContext {
  method: FindIdMethod;
  email: CodeState;
  phone: CodeState;
  account: string | null;
  error: Message | null;
  codeSeconds: number | undefined;
}

export type FindIdEvent = { type: 'FIND_ID.START' } | { type: 'FIND_ID.METHOD'; method: FindIdMethod } | { type: 'FIND_ID.SUBMIT' } | CodeStatusEvent;

export const FIND_ID_MESSAGE = { failed: 'findId.failed' } as const;

/** The first problem of a submit, or null when the chosen contact is verified. */
export function findIdProblem(c: FindIdContext): string | null {
  const code = c.method === 'phone' ? c.phone : c.email;
  if (code.target === '') return FORM_MESSAGE.fillAll;
  if (c.method === 'phone') return code.status === 'none' ? FORM_MESSAGE.mobileCheck : code.status === 'sent' ? FORM_MESSAGE.smsCode : null;
  return code.status === 'verified' ? null : FORM_MESSAGE.emailCode;
}

const initial = (codeSeconds: number | undefined): FindIdContext => ({
  method: 'phone',
  email: { target: '', status: 'none' },
  phone: { target: '', status: 'none' },
  account: null,
  error: null,
  codeSeconds,
});

export const findIdMachine = setup({
  types: {
    context: {} as FindIdContext,
    events: {} as FindIdEvent,
    input: {} as { codeSeconds?: number } | undefined,
  },
  actors: {
    verification: verificationMachine,
    findAccount: fromPromise<string, FindAccountInput>(async () => {
      throw new Error('findAccount not provided');
    }),
  },
  guards: {
    ready: ({ context }) => findIdProblem(context) === null,
  },
}).createMachine({
  id: 'findId',
  context: ({ input }) => initial(input?.codeSeconds),
  initial: 'idle',
  states: {
    idle: { on: { 'FIND_ID.START': { target: 'form' } } },
    form: {
      entry: assign(({ context }) => initial(context.codeSeconds)),
      invoke: [
        {
          id: 'emailCode',
          src: 'verification',
          input: ({ context, self }) => ({ channel: 'email' as CodeChannel, purpose: 'findId' as const, seconds: context.codeSeconds, replyTo: self }),
        },
        {
          id: 'smsCode',
          src: 'verification',
          input: ({ context, self }) => ({ channel: 'sms' as CodeChannel, purpose: 'findId' as const, seconds: context.codeSeconds, replyTo: self }),
        },
      ],
      on: {
        'FIND_ID.START': { target: 'form', reenter: true },
        'CODE.STATUS': {
          actions: assign(({ event }) =>
            event.channel === 'email' ? { email: { target: event.target, status: event.status } } : { phone: { target: event.target, status: event.status } },
          ),
        },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIND_ID.METHOD': { actions: assign(({ event }) => ({ method: event.method, error: null, account: null })) },
            'FIND_ID.SUBMIT': [
              { guard: 'ready', target: 'finding', actions: assign({ error: null }) },
              { actions: assign(({ context }) => ({ error: message(findIdProblem(context) ?? FORM_MESSAGE.fillAll) })) },
            ],
          },
        },
        finding: {
          invoke: {
            id: 'findAccount',
            src: 'findAccount',
            input: ({ context }) => (context.method === 'phone' ? { phone: context.phone.target } : { email: context.email.target }),
            onDone: { target: 'found', actions: assign(({ event }) => ({ account: event.output })) },
            onError: { target: 'editing', actions: assign(({ event }) => ({ error: apiErrorMessage(event.error, FIND_ID_MESSAGE.failed) })) },
          },
        },
        found: {
          on: { 'FIND_ID.METHOD': { target: 'editing', actions: assign(({ event }) => ({ method: event.method, account: null })) } },
        },
      },
    },
  },
});
