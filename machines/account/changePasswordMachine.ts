// Change password popup: current, new and confirm (each 8 to 30; the new one meets the password rule); an invalid form toasts the first bad field.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { message, type Message } from '../shared/message';
import { appActors } from '../shared/system';
import { apiFailureWithText } from '../shared/apiErrors';
import type { ChangePasswordInput } from './types';
import { clean, FIELD_LIMITS, FORM_MESSAGE, lengthError, passwordConfirmError, passwordError } from '@common/domain/formRules';

export type PasswordField = 'current' | 'next' | 'confirm';

export interface ChangePasswordContext {
  current: string;
  next: string;
  confirm: string;
  error: Message | null;
}

export type ChangePasswordEvent =
  | { type: 'CHANGE_PWD.OPEN' }
  | { type: 'CHANGE_PWD.CLOSE' }
  | { type: 'CHANGE_PWD.FIELD'; field: PasswordField; value: string }
  | { type: 'CHANGE_PWD.SUBMIT' };

export const CHANGE_PASSWORD_MESSAGE = {
  invalid: { current: 'changePassword.invalid.current', next: 'changePassword.invalid.next', confirm: 'changePassword.invalid.confirm' },
  failed: 'changePassword.failed',
  done: 'changePassword.done',
} as const;

/** The first invalid field in form order, or null. Empty fields are invalid on submit. */
export function firstInvalidPasswordField(c: ChangePasswordContext): PasswordField | null {
  const limit = FIELD_LIMITS.changePassword;
  if (clean(c.current) === '' || lengthError(c.current, limit, FORM_MESSAGE.pwd)) return 'current';
  if (clean(c.next) === '' || lengthError(c.next, limit, FORM_MESSAGE.pwd) || passwordError(c.next, limit)) return 'next';
  if (clean(c.confirm) === '' || lengthError(c.confirm, limit, FORM_MESSAGE.pwd) || passwordConfirmError(c.next, c.confirm)) return 'confirm';
  return null;
}

const empty = { current: '', next: '', confirm: '', error: null };

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    /** Hashes both passwords and calls password_reset_ex with the account and phone on file. */
    changePassword: fromPromise<void, ChangePasswordInput>(async () => {
      throw new Error('changePassword not provided');
    }),
  },
  guards: {
    valid: ({ context }) => firstInvalidPasswordField(context) === null,
  },
  actions: {
    toast: enqueueActions((args, params: { message: Message; tone: 'success' | 'error' }) => appActors(args).toast(params.message, params.tone)),
    toastInvalid: enqueueActions((args) => {
      const field = firstInvalidPasswordField(args.context) ?? 'current';
      appActors(args).toast(message(CHANGE_PASSWORD_MESSAGE.invalid[field]), 'error');
    }),
  },
}).createMachine({
  id: 'changePassword',
  context: empty,
  initial: 'closed',
  states: {
    closed: { on: { 'CHANGE_PWD.OPEN': { target: 'editing', actions: assign(empty) } } },
    editing: {
      on: {
        'CHANGE_PWD.CLOSE': { target: 'closed', actions: assign(empty) },
        'CHANGE_PWD.FIELD': {
          actions: assign(({ event }) => {
            assertEvent(event, 'CHANGE_PWD.FIELD');
            return { [event.field]: event.value, error: null };
          }),
        },
        'CHANGE_PWD.SUBMIT': [{ guard: 'valid', target: 'saving' }, { actions: 'toastInvalid' }],
      },
    },
    saving: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ current: clean(context.current), next: clean(context.next) }),
        onDone: {
          target: 'closed',
          actions: [assign(empty), { type: 'toast', params: { message: message(CHANGE_PASSWORD_MESSAGE.done), tone: 'success' } }],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ error: apiFailureWithText(event.error, CHANGE_PASSWORD_MESSAGE.failed) })),
        },
      },
    },
  },
});
