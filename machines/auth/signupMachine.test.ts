// Sign-up: model-based coverage of every state and transition while the form is filled in order, then the submit messages of spec 5 in form order.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { FORM_MESSAGE } from '@common/domain/formRules';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import type { WalletConnection } from '../wallet/types';
import { SIGNUP_MESSAGE, signupMachine, signupProblem } from './signupMachine';
import type { SignupContext, Term } from './types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof signupMachine;
const terms: Term[] = [
  { idx: 1, title: 'Terms of service', content: '…', required: true },
  { idx: 2, title: 'Marketing', content: '…', required: false },
];
const wallet: WalletConnection = { address: '0xaaaa000000000000000000000000000000000001', chainId: 31338, walletType: 1, label: 'MetaMask' };

/** The form filled one step at a time, in form order. */
function nextStep(c: SignupContext): ModelEvent<Model> | null {
  if (c.agreed.length === 0) return { type: 'SIGNUP.TERMS_ALL', agreed: true };
  if (c.account === '') return { type: 'SIGNUP.FIELD', field: 'account', value: ' newuser1 ' };
  if (c.idStatus !== 'available') return null;
  if (c.password === '') return { type: 'SIGNUP.FIELD', field: 'password', value: 'Passw0rd!' };
  if (c.password2 === '') return { type: 'SIGNUP.FIELD', field: 'password2', value: 'Passw0rd!' };
  if (c.name === '') return { type: 'SIGNUP.FIELD', field: 'name', value: 'Nick' };
  if (c.email.status === 'none') return { type: 'CODE.STATUS', channel: 'email', target: 'me@example.com', status: 'verified' };
  if (c.phone.status === 'none') return { type: 'CODE.STATUS', channel: 'sms', target: '01012345678', status: 'sent' };
  if (c.phone.status === 'sent') return { type: 'CODE.STATUS', channel: 'sms', target: '01012345678', status: 'verified' };
  return null;
}

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const c = s.context;
  const done = (name: string, output: unknown) => ({ type: `xstate.done.actor.${name}`, output }) as ModelEvent<Model>;
  const fail = (name: string) =>
    ({ type: `xstate.error.actor.${name}`, error: Object.assign(new Error('server says no'), { key: 'error-msg-server' }) }) as ModelEvent<Model>;
  if (s.matches('idle')) return [{ type: 'SIGNUP.START' }];
  if (s.matches('preparing')) return [done('prepare', { terms, country: '1' }), fail('prepare')];
  if (s.matches('done')) return [{ type: 'SIGNUP.START' }];
  if (s.matches({ form: 'checkingId' })) return [done('checkAccount', true), done('checkAccount', false), fail('checkAccount')];
  if (s.matches({ form: 'connectingWallet' })) return [done('connectWallet', wallet), fail('connectWallet')];
  if (s.matches({ form: 'joining' })) return [done('join', undefined), fail('join')];
  const events: ModelEvent<Model>[] = [];
  const step = nextStep(c);
  if (step) events.push(step);
  if (c.error === null) events.push({ type: 'SIGNUP.SUBMIT' });
  if (c.account !== '' && c.idStatus !== 'available' && c.error === null) events.push({ type: 'SIGNUP.CHECK_ID' });
  const fresh = c.agreed.length === 0 && c.error === null && c.wallet === null;
  if (fresh) {
    events.push(
      { type: 'SIGNUP.CONNECT_WALLET' },
      { type: 'SIGNUP.START' },
      { type: 'SIGNUP.TERM', idx: 2, agreed: true },
      { type: 'SIGNUP.TERM', idx: 2, agreed: false },
      { type: 'SIGNUP.FIELD', field: 'referral', value: 'x' },
    );
    if (c.account === '') events.push({ type: 'SIGNUP.FIELD', field: 'account', value: 'X' });
    if (c.country !== '7') events.push({ type: 'SIGNUP.COUNTRY', value: '7', region: 'RU' });
  }
  return events;
}

describe('signupMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = signupMachine.provide({
      actors: {
        prepare: promises.actor('prepare'),
        checkAccount: promises.actor('checkAccount'),
        connectWallet: promises.actor('connectWallet'),
        join: promises.actor('join'),
      },
    });
    const coverage = new ModelCoverage(signupMachine);
    const input = { codeSeconds: 2 };
    const paths = getEdgePaths(signupMachine, { input, events: samples });
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        // A refused submit shows the first problem in form order; a passed one joins.
        if (step.event.type === 'SIGNUP.SUBMIT') {
          const problem = signupProblem(before.context);
          if (problem) expect(actual.context.error).toEqual({ id: problem });
          else expect(actual.matches({ form: 'joining' })).toBe(true);
        }
        if (step.event.type === 'xstate.error.actor.join') {
          expect(actual.context.error?.id).toBe(SIGNUP_MESSAGE.failed);
          // What the user typed is kept for a retry.
          expect(actual.context.password).toBe(before.context.password);
        }
        if (step.event.type === 'xstate.done.actor.checkAccount' && actual.context.idStatus === 'taken') {
          expect(actual.context.errors.account?.id).toBe(FORM_MESSAGE.idCheck);
        }
      },
    });
    expect(paths.length).toBeGreaterThan(30);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 60_000);
});

describe('signup submit messages (spec 5, form order)', () => {
  const base = (over: Partial<SignupContext>): SignupContext => ({
    terms,
    agreed: [1],
    account: 'newuser1',
    idStatus: 'available',
    password: 'Passw0rd!',
    password2: 'Passw0rd!',
    name: 'Nick',
    referral: '',
    country: '82',
    region: 'KR',
    countries: [],
    email: { target: 'me@example.com', status: 'verified' },
    phone: { target: '01012345678', status: 'verified' },
    wallet: null,
    errors: {},
    error: null,
    codeSeconds: undefined,
    ...over,
  });
  it.each<[string, Partial<SignupContext>, string | null]>([
    ['complete', {}, null],
    ['required term not agreed', { agreed: [2] }, FORM_MESSAGE.fillAll],
    ['a required field empty', { name: '  ' }, FORM_MESSAGE.fillAll],
    ['bad ID', { account: 'Bad', idStatus: 'unchecked' }, FORM_MESSAGE.id],
    ['ID not checked', { idStatus: 'unchecked' }, FORM_MESSAGE.idCheck],
    ['ID taken', { idStatus: 'taken' }, FORM_MESSAGE.idCheck],
    ['weak password', { password: 'password1', password2: 'password1' }, FORM_MESSAGE.pwd],
    ['confirmation differs', { password2: 'Passw0rd?' }, FORM_MESSAGE.pwd2],
    ['bad email', { email: { target: 'me@', status: 'none' } }, FORM_MESSAGE.email],
    ['email not verified', { email: { target: 'me@example.com', status: 'sent' } }, FORM_MESSAGE.emailCode],
    ['bad phone', { phone: { target: '123', status: 'none' } }, FORM_MESSAGE.mobile],
    ['phone not verified', { phone: { target: '01012345678', status: 'none' } }, FORM_MESSAGE.mobileCheck],
    ['SMS code not verified', { phone: { target: '01012345678', status: 'sent' } }, FORM_MESSAGE.smsCode],
    ['bad referral', { referral: 'NO!' }, FORM_MESSAGE.id],
    ['good referral', { referral: 'friend01' }, null],
  ])('%s', (_name, over, expected) => expect(signupProblem(base(over))).toBe(expected));

  it('typing a new ID drops an earlier availability check; empty values clear their errors', async () => {
    const form = createActor(
      signupMachine.provide({ actors: { prepare: fromPromise(async () => ({ terms, country: '82' })), checkAccount: fromPromise(async () => true) } }),
      { input: {} },
    ).start();
    form.send({ type: 'SIGNUP.START' });
    await flushPromises();
    form.send({ type: 'SIGNUP.FIELD', field: 'password', value: 'short' });
    expect(form.getSnapshot().context.errors.password?.id).toBe(FORM_MESSAGE.pwd);
    form.send({ type: 'SIGNUP.FIELD', field: 'password', value: '' });
    expect(form.getSnapshot().context.errors.password).toBeUndefined();
    form.send({ type: 'SIGNUP.FIELD', field: 'account', value: 'someone1' });
    form.send({ type: 'SIGNUP.CHECK_ID' });
    await flushPromises();
    expect(form.getSnapshot().context.idStatus).toBe('available');
    form.send({ type: 'SIGNUP.FIELD', field: 'account', value: 'someone2' });
    expect(form.getSnapshot().context.idStatus).toBe('unchecked');
  });
});
