// Sign-up (signup/register): terms, ID with duplicate check, password twice, nickname, email and SMS codes, country,
// referral, optional wallet; spec 5 rules and messages.
import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { DEFAULT_COUNTRY_CODE } from '../constants';
import { message } from '../shared/message';
import type { WalletConnection } from '../wallet/types';
import { walletStepMessage } from '../wallet/types';
import { apiErrorMessage } from '../shared/apiErrors';
import type {
  CheckAccountInput,
  CodeState,
  ConnectWalletInput,
  PrepareSignupOutput,
  SignupContext,
  SignupEvent,
  SignupField,
  SignupInput,
  SignupJoin,
} from './types';
import { type CodeChannel, verificationMachine } from './verificationMachine';
import { FORM_MESSAGE, idError, nameError, passwordConfirmError, passwordError, emailError, mobileError, clean } from '@common/domain/formRules';

export const SIGNUP_MESSAGE = {
  failed: 'signup.failed',
  idAvailable: 'signup.idAvailable',
  termsLoadFailed: 'signup.termsLoadFailed',
} as const;

const RULES: Record<SignupField, (c: SignupContext, v: string) => string | null> = {
  account: (_c, v) => idError(v),
  password: (_c, v) => passwordError(v),
  password2: (c, v) => passwordConfirmError(c.password, v),
  name: (_c, v) => nameError(v),
  referral: (_c, v) => idError(v),
};

/** The first problem a submit meets, in the order of the form (spec 5 messages); null when the form can be sent. */
export function signupProblem(c: SignupContext): string | null {
  const required = [c.account, c.password, c.password2, c.name, c.email.target, c.phone.target];
  const termsOk = c.terms.filter((t) => t.required).every((t) => c.agreed.includes(t.idx));
  if (required.some((v) => clean(v) === '') || !termsOk) return FORM_MESSAGE.fillAll;
  if (idError(c.account)) return FORM_MESSAGE.id;
  if (c.idStatus !== 'available') return FORM_MESSAGE.idCheck;
  if (passwordError(c.password)) return FORM_MESSAGE.pwd;
  if (passwordConfirmError(c.password, c.password2)) return FORM_MESSAGE.pwd2;
  if (nameError(c.name)) return FORM_MESSAGE.name;
  if (emailError(c.email.target)) return FORM_MESSAGE.email;
  if (c.email.status !== 'verified') return FORM_MESSAGE.emailCode;
  if (mobileError(c.phone.target)) return FORM_MESSAGE.mobile;
  if (c.phone.status === 'none') return FORM_MESSAGE.mobileCheck;
  if (c.phone.status !== 'verified') return FORM_MESSAGE.smsCode;
  if (clean(c.referral) !== '' && idError(c.referral)) return FORM_MESSAGE.id;
  return null;
}

const initialContext = (codeSeconds: number | undefined): SignupContext => ({
  terms: [],
  agreed: [],
  account: '',
  idStatus: 'unchecked',
  password: '',
  password2: '',
  name: '',
  referral: '',
  country: String(DEFAULT_COUNTRY_CODE),
  region: 'KR',
  countries: [],
  email: { target: '', status: 'none' },
  phone: { target: '', status: 'none' },
  wallet: null,
  errors: {},
  error: null,
  codeSeconds,
});

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as SignupInput | undefined,
  },
  actors: {
    verification: verificationMachine,
    /** Terms to agree to and the country guessed from the IP (default 82 when the guess fails). */
    prepare: fromPromise<PrepareSignupOutput>(async () => {
      throw new Error('prepare not provided');
    }),
    /** True when the ID is free. */
    checkAccount: fromPromise<boolean, CheckAccountInput>(async () => {
      throw new Error('checkAccount not provided');
    }),
    connectWallet: fromPromise<WalletConnection, ConnectWalletInput>(async () => {
      throw new Error('connectWallet not provided');
    }),
    /** Hashes the password, calls join, then registers the connected wallet if any. */
    join: fromPromise<void, SignupJoin>(async () => {
      throw new Error('join not provided');
    }),
  },
  guards: {
    idValid: ({ context }) => clean(context.account) !== '' && idError(context.account) === null,
    idAvailable: (_, params: { available: boolean }) => params.available,
    formReady: ({ context }) => signupProblem(context) === null,
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'SIGNUP.FIELD');
      const next = { ...context, [event.field]: event.value };
      const errors = { ...context.errors };
      const fields: SignupField[] = event.field === 'password' ? ['password', 'password2'] : [event.field];
      for (const f of fields) {
        const id = RULES[f](next, next[f]);
        if (id) errors[f] = message(id);
        else delete errors[f];
      }
      return {
        [event.field]: event.value,
        errors,
        error: null,
        ...(event.field === 'account' ? { idStatus: 'unchecked' as const } : {}),
      };
    }),
    setTerm: assign(({ context, event }) => {
      assertEvent(event, 'SIGNUP.TERM');
      const others = context.agreed.filter((idx) => idx !== event.idx);
      return { agreed: event.agreed ? [...others, event.idx].sort((a, b) => a - b) : others };
    }),
    setAllTerms: assign(({ context, event }) => {
      assertEvent(event, 'SIGNUP.TERMS_ALL');
      return { agreed: event.agreed ? context.terms.map((t) => t.idx) : [] };
    }),
    setCodeStatus: assign(({ event }) => {
      assertEvent(event, 'CODE.STATUS');
      const state: CodeState = { target: event.target, status: event.status };
      return event.channel === 'email' ? { email: state } : { phone: state };
    }),
    showProblem: assign(({ context }) => ({ error: message(signupProblem(context) ?? FORM_MESSAGE.fillAll) })),
  },
}).createMachine({
  id: 'signup',
  description:
    'Sign-up form. Submitting checks the rules of spec 5 in form order and shows the first problem; the email and SMS codes are child verification ' +
    'actors (emailCode, smsCode) reporting CODE.STATUS.',
  context: ({ input }) => initialContext(input?.codeSeconds),
  initial: 'idle',
  states: {
    idle: {
      on: { 'SIGNUP.START': { target: 'preparing' } },
    },
    preparing: {
      entry: assign(({ context }) => initialContext(context.codeSeconds)),
      invoke: {
        id: 'prepare',
        src: 'prepare',
        onDone: {
          target: 'form',
          actions: assign(({ context, event }) => ({
            terms: event.output.terms,
            country: event.output.country,
            region: event.output.region ?? context.region,
            countries: event.output.countries ?? [],
          })),
        },
        onError: { target: 'form', actions: assign({ error: message(SIGNUP_MESSAGE.termsLoadFailed) }) },
      },
    },
    form: {
      invoke: [
        {
          id: 'emailCode',
          src: 'verification',
          input: ({ context, self }) => ({ channel: 'email' as CodeChannel, purpose: 'join' as const, seconds: context.codeSeconds, replyTo: self }),
        },
        {
          id: 'smsCode',
          src: 'verification',
          input: ({ context, self }) => ({
            channel: 'sms' as CodeChannel,
            purpose: 'join' as const,
            seconds: context.codeSeconds,
            country: context.country,
            replyTo: self,
          }),
        },
      ],
      on: {
        'SIGNUP.START': { target: 'preparing' },
        'CODE.STATUS': { actions: 'setCodeStatus' },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'SIGNUP.FIELD': { actions: 'setField' },
            'SIGNUP.TERM': { actions: 'setTerm' },
            'SIGNUP.TERMS_ALL': { actions: 'setAllTerms' },
            'SIGNUP.COUNTRY': {
              actions: [
                assign(({ context, event }) => ({ country: event.value, region: event.region ?? context.region })),
                sendTo('smsCode', ({ event }) => ({ type: 'CODE.COUNTRY' as const, value: event.value })),
              ],
            },
            'SIGNUP.CHECK_ID': [
              { guard: 'idValid', target: 'checkingId' },
              { actions: assign(({ context }) => ({ errors: { ...context.errors, account: message(FORM_MESSAGE.id) } })) },
            ],
            'SIGNUP.CONNECT_WALLET': { target: 'connectingWallet' },
            'SIGNUP.SUBMIT': [{ guard: 'formReady', target: 'joining', actions: assign({ error: null }) }, { actions: 'showProblem' }],
          },
        },
        checkingId: {
          entry: assign({ idStatus: 'checking' }),
          invoke: {
            id: 'checkAccount',
            src: 'checkAccount',
            input: ({ context }) => ({ account: clean(context.account) }),
            onDone: [
              {
                guard: { type: 'idAvailable', params: ({ event }) => ({ available: event.output }) },
                target: 'editing',
                actions: assign(({ context }) => {
                  const { account: _gone, ...errors } = context.errors;
                  void _gone;
                  return { idStatus: 'available' as const, errors };
                }),
              },
              {
                target: 'editing',
                actions: assign(({ context }) => ({ idStatus: 'taken' as const, errors: { ...context.errors, account: message(FORM_MESSAGE.idCheck) } })),
              },
            ],
            onError: {
              target: 'editing',
              actions: assign(({ event }) => ({ idStatus: 'unchecked' as const, error: apiErrorMessage(event.error, SIGNUP_MESSAGE.failed) })),
            },
          },
        },
        connectingWallet: {
          invoke: {
            id: 'connectWallet',
            src: 'connectWallet',
            input: () => ({ walletType: null }),
            onDone: { target: 'editing', actions: assign(({ event }) => ({ wallet: event.output, error: null })) },
            onError: { target: 'editing', actions: assign(({ event }) => ({ error: walletStepMessage(event.error) })) },
          },
        },
        joining: {
          invoke: {
            id: 'join',
            src: 'join',
            input: ({ context }) => ({
              account: clean(context.account),
              password: clean(context.password),
              name: clean(context.name),
              email: clean(context.email.target),
              phone: clean(context.phone.target),
              country: context.country,
              referral: clean(context.referral),
              wallet: context.wallet,
            }),
            onDone: { target: '#signup.done' },
            onError: { target: 'editing', actions: assign(({ event }) => ({ error: apiErrorMessage(event.error, SIGNUP_MESSAGE.failed) })) },
          },
        },
      },
    },
    done: {
      entry: assign({ password: '', password2: '' }),
      on: { 'SIGNUP.START': { target: 'preparing' } },
    },
  },
});
