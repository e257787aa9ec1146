// Reset a forgotten password (signup/pwdphone): ID, a verified phone, the new password twice.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { message, type Message } from '../shared/message';
import { apiErrorMessage } from '../shared/apiErrors';
import type { CodeState, ResetPasswordInput } from './types';
import { type CodeChannel, type CodeStatusEvent, verificationMachine } from './verificationMachine';
import { clean, FORM_MESSAGE, idError, passwordConfirmError, passwordError } from '@common/domain/formRules';

export type ResetField = 'account' | 'password' | 'password2';

export interface ResetPasswordContext {
  account: string;
  password: string;
  password2: string;
  phone: CodeState;
  errors: Partial<Record<ResetField, Message>>;
  error: Message | null;
  codeSeconds: number | undefined;
}

export type ResetPasswordEvent =
  { type: 'RESET_PWD.START' } | { type: 'RESET_PWD.FIELD'; field: ResetField; value: string } | { type: 'RESET_PWD.SUBMIT' } | CodeStatusEvent;

export const RESET_PASSWORD_MESSAGE = { failed: 'resetPassword.failed', done: 'resetPassword.done' } as const;

export function resetProblem(c: ResetPasswordContext): string | null {
  if ([c.account, c.password, c.password2, c.phone.target].some((v) => clean(v) === '')) return FORM_MESSAGE.fillAll;
  if (idError(c.account)) return FORM_MESSAGE.id;
  if (passwordError(c.password)) return FORM_MESSAGE.pwd;
  if (passwordConfirmError(c.password, c.password2)) return FORM_MESSAGE.pwd2;
  if (c.phone.status === 'none') return FORM_MESSAGE.mobileCheck;
  if (c.phone.status !== 'verified') return FORM_MESSAGE.smsCode;
  return null;
}

const RULES: Record<ResetField, (c: ResetPasswordContext) => string | null> = {
  account: (c) => idError(c.account),
  password: (c) => passwordError(c.password),
  password2: (c) => passwordConfirmError(c.password, c.password2),
};

const initial = (codeSeconds: number | undefined): ResetPasswordContext => ({
  account: '',
  password: '',
  password2: '',
  phone: { target: '', status: 'none' },
  errors: {},
  error: null,
  codeSeconds,
});

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { codeSeconds?: number } | undefined,
  },
  actors: {
    verification: verificationMachine,
    resetPassword: fromPromise<void, ResetPasswordInput>(async () => {
      throw new Error('resetPassword not provided');
    }),
  },
  guards: {
    ready: ({ context }) => resetProblem(context) === null,
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'RESET_PWD.FIELD');
      const next = { ...context, [event.field]: event.value };
      const errors = { ...context.errors };
      for (const f of event.field === 'password' ? (['password', 'password2'] as const) : [event.field]) {
        const id = RULES[f](next);
        if (id) errors[f] = message(id);
        else delete errors[f];
      }
      return { [event.field]: event.value, errors, error: null };
    }),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => initial(input?.codeSeconds),
  initial: 'idle',
  states: {
    idle: { on: { 'RESET_PWD.START': { target: 'form' } } },
    form: {
      entry: assign(({ context }) => initial(context.codeSeconds)),
      invoke: {
        id: 'smsCode',
        src: 'verification',
        input: ({ context, self }) => ({ channel: 'sms' as CodeChannel, purpose: 'findPassword' as const, seconds: context.codeSeconds, replyTo: self }),
      },
      on: {
        'RESET_PWD.START': { target: 'form', reenter: true },
        'CODE.STATUS': { actions: assign(({ event }) => ({ phone: { target: event.target, status: event.status } })) },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'RESET_PWD.FIELD': { actions: 'setField' },
            'RESET_PWD.SUBMIT': [
              { guard: 'ready', target: 'resetting', actions: assign({ error: null }) },
              { actions: assign(({ context }) => ({ error: message(resetProblem(context) ?? FORM_MESSAGE.fillAll) })) },
            ],
          },
        },
        resetting: {
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context }) => ({ account: clean(context.account), phone: context.phone.target, password: clean(context.password) }),
            onDone: { target: 'done', actions: assign({ password: '', password2: '' }) },
            onError: { target: 'editing', actions: assign(({ event }) => ({ error: apiErrorMessage(event.error, RESET_PASSWORD_MESSAGE.failed) })) },
          },
        },
        done: {},
      },
    },
  },
});
