// Edit profile: model-based coverage of every state and transition, the spec 5 limits on submit, and the result toasts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { FORM_MESSAGE } from '@common/domain/formRules';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { EDIT_PROFILE_MESSAGE, editProfileMachine, profileProblem, type EditProfileContext } from './editProfileMachine';
import type { Profile } from './types';
import { selectEditProfileBusy, selectEditProfileOpen, selectProfile, selectProfileLoading } from './selectors';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof editProfileMachine;
const profile: Profile = {
  account: 'member01',
  name: 'Nick',
  email: 'me@example.com',
  phone: '01012345678',
  country: '82',
  gender: '',
  birth: '',
  affiliation: '',
  department: '',
  position: '',
};
const NEW_EMAIL = 'new@example.com';

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const c = s.context;
  if (s.matches('closed')) return c.original === null ? [{ type: 'PROFILE.OPEN' }, { type: 'PROFILE.SHOW' }] : [{ type: 'PROFILE.OPEN' }];
  if (s.matches('showing'))
    return [
      { type: 'xstate.done.actor.loadProfile', output: profile },
      { type: 'xstate.error.actor.loadProfile', error: new Error('none') },
    ];
  if (s.matches('loading'))
    return [
      { type: 'xstate.done.actor.loadProfile', output: profile },
      { type: 'xstate.error.actor.loadProfile', error: new Error('none') },
    ];
  if (s.matches({ open: 'saving' })) {
    return [
      { type: 'xstate.done.actor.updateProfile', output: undefined },
      { type: 'xstate.error.actor.updateProfile', error: Object.assign(new Error('Wrong password'), { key: 'error-msg-pwd-wrong' }) },
    ];
  }
  const events: ModelEvent<Model>[] = [];
  if (c.error === null) events.push({ type: 'PROFILE.SUBMIT' });
  if (c.password === '') events.push({ type: 'PROFILE.FIELD', field: 'password', value: 'Passw0rd!' });
  // A new email is verified by code: first sent, then verified.
  if (c.email.target === profile.email && c.password === '') events.push({ type: 'CODE.STATUS', channel: 'email', target: NEW_EMAIL, status: 'sent' });
  if (c.email.target === NEW_EMAIL && c.email.status === 'sent') events.push({ type: 'CODE.STATUS', channel: 'email', target: NEW_EMAIL, status: 'verified' });
  if (c.password === '' && c.error === null) events.push({ type: 'PROFILE.CLOSE' });
  return events;
}

describe('editProfileMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = editProfileMachine.provide({ actors: { loadProfile: promises.actor('loadProfile'), updateProfile: promises.actor('updateProfile') } });
    const coverage = new ModelCoverage(editProfileMachine);
    const input = { codeSeconds: 2 };
    const paths = getEdgePaths(editProfileMachine, { input, events: samples });
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        expect(selectEditProfileOpen(actual)).toBe(actual.matches('open'));
        expect(selectEditProfileBusy(actual)).toBe(actual.matches({ open: 'saving' }));
        // The profile tab is marked busy exactly while its PROFILE.SHOW read is under way.
        expect(selectProfileLoading(actual)).toBe(step.event.type === 'PROFILE.SHOW' && before.matches('closed'));
        const { type } = step.event;
        if (type === 'PROFILE.SUBMIT') {
          const problem = profileProblem(before.context);
          if (problem) expect(actual.context.error).toEqual({ id: problem });
          else expect(actual.matches({ open: 'saving' })).toBe(true);
        }
        if (type === 'xstate.done.actor.loadProfile' && before.matches('loading'))
          expect([actual.context.name, actual.context.email.target]).toEqual([profile.name, profile.email]);
        if (type === 'xstate.error.actor.updateProfile') {
          // Spec 8: 'Edit profile is failed' followed by the returned text; the password is asked again, the rest stays.
          expect(actual.context.error).toEqual({ id: EDIT_PROFILE_MESSAGE.failed, detail: 'Wrong password' });
          expect(actual.context.password).toBe('');
          expect(actual.context.email).toEqual(before.context.email);
        }
        if (type === 'xstate.done.actor.updateProfile') {
          expect(actual.matches('closed')).toBe(true);
          // The profile tab shows what was saved.
          expect(selectProfile(actual)).toMatchObject({ name: before.context.name, email: before.context.email.target });
        }
        if (type === 'xstate.done.actor.loadProfile' && before.matches('showing')) {
          expect(selectProfile(actual)).toEqual(profile);
          expect(selectEditProfileOpen(actual)).toBe(false);
        }
      },
    });
    expect(paths.length).toBeGreaterThan(8);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('edit profile limits (spec 5)', () => {
  const base = (over: Partial<EditProfileContext>): EditProfileContext => ({
    original: profile,
    name: 'Nick',
    gender: '',
    birth: '',
    affiliation: '',
    department: '',
    position: '',
    password: 'Passw0rd!',
    email: { target: profile.email, status: 'none' },
    phone: { target: profile.phone, status: 'none' },
    error: null,
    codeSeconds: undefined,
    ...over,
  });
  it.each<[string, Partial<EditProfileContext>, string | null]>([
    ['unchanged contacts need no code', {}, null],
    ['empty name', { name: ' ' }, FORM_MESSAGE.fillAll],
    ['name over 30', { name: 'n'.repeat(31) }, FORM_MESSAGE.name],
    ['email under 8', { email: { target: 'a@b.co', status: 'verified' } }, FORM_MESSAGE.email],
    ['email over 120', { email: { target: `${'a'.repeat(112)}@example.com`, status: 'verified' } }, FORM_MESSAGE.email],
    ['changed email not verified', { email: { target: NEW_EMAIL, status: 'sent' } }, FORM_MESSAGE.emailCode],
    ['changed email verified', { email: { target: NEW_EMAIL, status: 'verified' } }, null],
    ['mobile of 12 digits', { phone: { target: '010123456789', status: 'verified' } }, FORM_MESSAGE.mobile],
    ['changed mobile, no SMS', { phone: { target: '01099998888', status: 'none' } }, FORM_MESSAGE.mobileCheck],
    ['changed mobile, SMS not verified', { phone: { target: '01099998888', status: 'sent' } }, FORM_MESSAGE.smsCode],
    ['password of 27', { password: `Passw0rd!${'a'.repeat(18)}` }, FORM_MESSAGE.pwd],
    ['bad birth', { birth: '1990/01/01' }, 'error-msg-birth'],
    ['long affiliation', { affiliation: 'a'.repeat(101) }, 'error-msg-profile-text'],
  ])('%s', (_n, over, expected) => expect(profileProblem(base(over))).toBe(expected));
});

describe('edit profile toasts', () => {
  it('a saved profile toasts "account updated"; a profile that cannot load toasts its failure', async () => {
    const toasts: AnyEventObject[] = [];
    let load: () => Promise<Profile> = async () => profile;
    const flow = editProfileMachine.provide({
      actors: { loadProfile: fromPromise(() => load()), updateProfile: fromPromise<void, Profile & { password: string }>(async () => {}) },
    });
    const host = setup({ actors: { flow, toast: fromCallback(({ receive }) => receive((e) => void toasts.push(e))) } }).createMachine({
      invoke: [
        { src: 'toast', systemId: 'toast' },
        { src: 'flow', systemId: 'editProfile', input: {} },
      ],
    });
    const actor = createActor(host).start();
    const edit = actor.system.get('editProfile')!;
    edit.send({ type: 'PROFILE.OPEN' });
    await flushPromises();
    edit.send({ type: 'PROFILE.FIELD', field: 'password', value: 'Passw0rd!' });
    edit.send({ type: 'PROFILE.SUBMIT' });
    await flushPromises();
    load = async () => Promise.reject(new Error('no profile'));
    edit.send({ type: 'PROFILE.OPEN' });
    await flushPromises();
    expect(toasts.map((t) => [t.message.id, t.tone])).toEqual([
      [EDIT_PROFILE_MESSAGE.done, 'success'],
      [EDIT_PROFILE_MESSAGE.loadFailed, 'error'],
    ]);
    actor.stop();
  });
});
