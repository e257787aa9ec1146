// Each account form asks for codes for its own flow: the API turns a verified code into a ticket for that flow only.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate';
import { flushPromises } from '../testing/modelTest';
import { editProfileMachine } from '../account/editProfileMachine';
import type { Profile } from '../account/types';
import { findIdMachine } from './findIdMachine';
import { resetPasswordMachine } from './resetPasswordMachine';
import { signupMachine } from './signupMachine';
import type { PrepareSignupOutput } from './types';
import { verificationMachine } from './verificationMachine';

/** A code machine that records what it would send and check. */
function recordingCodes(calls: unknown[]) {
  return verificationMachine.provide({
    actors: {
      sendCode: fromPromise(async ({ input }) => void calls.push(['send', input])),
      checkCode: fromPromise(async ({ input }) => void calls.push(['check', input])),
    },
  });
}

async function sendAndCheck(child: AnyActorRef, target: string) {
  child.send({ type: 'CODE.TARGET', value: target });
  child.send({ type: 'CODE.SEND' });
  await flushPromises();
  child.send({ type: 'CODE.INPUT', value: '123456' });
  child.send({ type: 'CODE.CHECK' });
  await flushPromises();
}

const purposes = (calls: unknown[]) => calls.map((c) => (c as [string, { purpose: string }])[1].purpose);

describe('the purpose each form sends with its codes', () => {
  it('sign-up sends join', async () => {
    const calls: unknown[] = [];
    const m = signupMachine.provide({
      actors: { verification: recordingCodes(calls), prepare: fromPromise<PrepareSignupOutput>(async () => ({ terms: [], country: '82' })) },
    });
    const a = createActor(m, { input: {} }).start();
    a.send({ type: 'SIGNUP.START' });
    await flushPromises();
    await sendAndCheck(a.getSnapshot().children.emailCode as AnyActorRef, 'me@example.com');
    await sendAndCheck(a.getSnapshot().children.smsCode as AnyActorRef, '01012345678');
    expect(purposes(calls)).toEqual(['join', 'join', 'join', 'join']);
  });

  it('find ID sends findId', async () => {
    const calls: unknown[] = [];
    const a = createActor(findIdMachine.provide({ actors: { verification: recordingCodes(calls) } }), { input: {} }).start();
    a.send({ type: 'FIND_ID.START' });
    await sendAndCheck(a.getSnapshot().children.smsCode as AnyActorRef, '01012345678');
    expect(purposes(calls)).toEqual(['findId', 'findId']);
  });

  it('reset password sends findPassword', async () => {
    const calls: unknown[] = [];
    const a = createActor(resetPasswordMachine.provide({ actors: { verification: recordingCodes(calls) } }), { input: {} }).start();
    a.send({ type: 'RESET_PWD.START' });
    const child = Object.values(a.getSnapshot().children)[0] as AnyActorRef;
    await sendAndCheck(child, '01012345678');
    expect(purposes(calls)).toEqual(['findPassword', 'findPassword']);
  });

  it('edit profile sends profile', async () => {
    const calls: unknown[] = [];
    const profile: Profile = {
      account: 'tester01',
      name: 'T',
      email: 'old@example.com',
      phone: '01012345678',
      country: '82',
      gender: '',
      birth: '',
      affiliation: '',
      department: '',
      position: '',
    };
    const flow = editProfileMachine.provide({ actors: { verification: recordingCodes(calls), loadProfile: fromPromise(async () => profile) } });
    const host = setup({ actors: { flow, toast: fromCallback(() => {}) } }).createMachine({
      invoke: [
        { src: 'toast', systemId: 'toast' },
        { src: 'flow', systemId: 'editProfile', input: {} },
      ],
    });
    const edit = createActor(host).start().system.get('editProfile')!;
    edit.send({ type: 'PROFILE.OPEN' });
    await flushPromises();
    await sendAndCheck(edit.getSnapshot().children.emailCode as AnyActorRef, 'new@example.com');
    expect(purposes(calls)).toEqual(['profile', 'profile']);
  });
});
