// Edit profile popup: name, email, mobile and the rest of the profile with the limits of spec 5; a changed email or
// mobile is verified by code first; the current password confirms.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { message, type Message } from '../shared/message';
import { appActors } from '../shared/system';
import { apiFailureWithText } from '../shared/apiErrors';
import type { CodeState } from '../auth/types';
import type { Profile, UpdateProfileInput } from './types';
import { type CodeChannel, type CodeStatusEvent, verificationMachine } from '../auth/verificationMachine';
import { clean, emailError, FIELD_LIMITS, FORM_MESSAGE, mobileError, nameError, passwordError } from '@common/domain/formRules';

export type ProfileField = 'name' | 'gender' | 'birth' | 'affiliation' | 'department' | 'position' | 'password';

export interface EditProfileContext {
  original: Profile | null;
  name: string;
  gender: string;
  birth: string;
  affiliation: string;
  department: string;
  position: string;
  password: string;
  email: CodeState;
  phone: CodeState;
  error: Message | null;
  codeSeconds: number | undefined;
}

export type EditProfileEvent =
  | { type: 'PROFILE.OPEN' }
  /** Loads the profile for the profile tab without opening the popup. */
  | { type: 'PROFILE.SHOW' }
  | { type: 'PROFILE.CLOSE' }
  | { type: 'PROFILE.FIELD'; field: ProfileField; value: string }
  | { type: 'PROFILE.SUBMIT' }
  | CodeStatusEvent;

export const EDIT_PROFILE_MESSAGE = {
  failed: 'editProfile.failed',
  done: 'editProfile.done',
  loadFailed: 'editProfile.loadFailed',
} as const;

const EMAIL_LIMIT = FIELD_LIMITS.email;
const MOBILE_LIMIT = FIELD_LIMITS.profileMobile;
const BIRTH = /^\d{4}-\d{2}-\d{2}$/;

/** The first problem of a submit (spec 5 edit-profile limits), or null. */
export function profileProblem(c: EditProfileContext): string | null {
  if ([c.name, c.email.target, c.phone.target, c.password].some((v) => clean(v) === '')) return FORM_MESSAGE.fillAll;
  if (nameError(c.name)) return FORM_MESSAGE.name;
  if (emailError(c.email.target, EMAIL_LIMIT)) return FORM_MESSAGE.email;
  if (c.original && clean(c.email.target).toLowerCase() !== c.original.email.toLowerCase() && c.email.status !== 'verified') return FORM_MESSAGE.emailCode;
  if (mobileError(c.phone.target, MOBILE_LIMIT)) return FORM_MESSAGE.mobile;
  if (c.original && clean(c.phone.target) !== c.original.phone) {
    if (c.phone.status === 'none') return FORM_MESSAGE.mobileCheck;
    if (c.phone.status !== 'verified') return FORM_MESSAGE.smsCode;
  }
  if (passwordError(c.password, FIELD_LIMITS.profilePassword)) return FORM_MESSAGE.pwd;
  if (clean(c.birth) !== '' && !BIRTH.test(clean(c.birth))) return 'error-msg-birth';
  if ([c.affiliation, c.department, c.position].some((v) => clean(v).length > 100)) return 'error-msg-profile-text';
  return null;
}

/** The profile a submit sends (without the password). */
function savedProfile(context: EditProfileContext): Profile {
  return {
    account: context.original?.account ?? '',
    country: context.original?.country ?? '82',
    name: clean(context.name),
    email: clean(context.email.target),
    phone: clean(context.phone.target),
    gender: context.gender === 'M' || context.gender === 'F' ? context.gender : '',
    birth: clean(context.birth),
    affiliation: clean(context.affiliation),
    department: clean(context.department),
    position: clean(context.position),
  };
}

const blank = (codeSeconds: number | undefined): EditProfileContext => ({
  original: null,
  name: '',
  gender: '',
  birth: '',
  affiliation: '',
  department: '',
  position: '',
  password: '',
  email: { target: '', status: 'none' },
  phone: { target: '', status: 'none' },
  error: null,
  codeSeconds,
});

export const editProfileMachine = setup({
  types: {
    context: {} as EditProfileContext,
    events: {} as EditProfileEvent,
    input: {} as { codeSeconds?: number } | undefined,
  },
  actors: {
    verification: verificationMachine,
    /** The profile kept with the login (user cookie). */
    loadProfile: fromPromise<Profile>(async () => {
      throw new Error('loadProfile not provided');
    }),
    /** Hashes the password, calls member_update_ex, updates the user cookie. */
    updateProfile: fromPromise<void, UpdateProfileInput>(async () => {
      throw new Error('updateProfile not provided');
    }),
  },
  guards: {
    ready: ({ context }) => profileProblem(context) === null,
  },
  actions: {
    toast: enqueueActions((args, params: { id: string; tone: 'success' | 'error' }) => appActors(args).toast(message(params.id), params.tone)),
  },
}).createMachine({
  id: 'editProfile',
  context: ({ input }) => blank(input?.codeSeconds),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'PROFILE.OPEN': { target: 'loading', actions: assign(({ context }) => blank(context.codeSeconds)) },
        'PROFILE.SHOW': { target: 'showing' },
      },
    },
    showing: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'closed', actions: assign(({ event }) => ({ original: event.output })) },
        onError: { target: 'closed', actions: assign({ original: null }) },
      },
    },
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'open',
          actions: assign(({ event }) => {
            const p = event.output;
            return {
              original: p,
              name: p.name,
              gender: p.gender,
              birth: p.birth,
              affiliation: p.affiliation,
              department: p.department,
              position: p.position,
              email: { target: p.email, status: 'none' as const },
              phone: { target: p.phone, status: 'none' as const },
            };
          }),
        },
        onError: { target: 'closed', actions: { type: 'toast', params: { id: EDIT_PROFILE_MESSAGE.loadFailed, tone: 'error' } } },
      },
    },
    open: {
      invoke: [
        {
          id: 'emailCode',
          src: 'verification',
          input: ({ context, self }) => ({
            channel: 'email' as CodeChannel,
            purpose: 'profile' as const,
            target: context.email.target,
            seconds: context.codeSeconds,
            replyTo: self,
          }),
        },
        {
          id: 'smsCode',
          src: 'verification',
          input: ({ context, self }) => ({
            channel: 'sms' as CodeChannel,
            purpose: 'profile' as const,
            target: context.phone.target,
            country: context.original?.country,
            seconds: context.codeSeconds,
            replyTo: self,
          }),
        },
      ],
      on: {
        'PROFILE.CLOSE': { target: 'closed', actions: assign({ password: '' }) },
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
            'PROFILE.FIELD': {
              actions: assign(({ event }) => {
                assertEvent(event, 'PROFILE.FIELD');
                return { [event.field]: event.value, error: null };
              }),
            },
            'PROFILE.SUBMIT': [
              { guard: 'ready', target: 'saving', actions: assign({ error: null }) },
              { actions: assign(({ context }) => ({ error: message(profileProblem(context) ?? FORM_MESSAGE.fillAll) })) },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'updateProfile',
            src: 'updateProfile',
            input: ({ context }) => ({ ...savedProfile(context), password: clean(context.password) }),
            onDone: {
              target: '#editProfile.closed',
              actions: [
                // The profile tab shows what was saved.
                assign(({ context }) => ({ original: savedProfile(context), password: '' })),
                { type: 'toast', params: { id: EDIT_PROFILE_MESSAGE.done, tone: 'success' } },
              ],
            },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => ({ password: '', error: apiFailureWithText(event.error, EDIT_PROFILE_MESSAGE.failed) })),
            },
          },
        },
      },
    },
  },
});
