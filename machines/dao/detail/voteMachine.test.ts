// Vote box: model-based coverage of every state and transition over the five ways a box opens (visitor, pending,
// closed, already voted, a voter), with power read at the snapshot block, single and approval choices, the wallet's
// errors by code, a wallet without typed data, the API's refusals; a failed step keeps the choice and reason.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { WALLET_MESSAGE } from '@machines/shared/walletErrors';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '@machines/testing/modelTest';
import { selectVoteBox } from './detailSelectors';
import type { SignedVote, VoteInput } from './types';
import { DAO_MESSAGE } from './messages';
import { apiError, power, vote, VOTER, voteInput } from '@machines/testing/dao/detail/fixtures';
import { voteMachine } from './voteMachine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof voteMachine;
type Snap = SnapshotFrom<Model>;

const SIGNED: SignedVote = {
  address: VOTER,
  proposalId: 7,
  choice: [2],
  reason: 'why not',
  timestamp: 150,
  signature: `0x${'2'.repeat(130)}`,
  signing: voteInput().signing,
};

function samples(s: Snap): ModelEvent<Model>[] {
  const c = s.context;
  if (s.matches('visitor')) return [{ type: 'VOTE.LOGIN' }];
  if (s.matches('checkingPower')) {
    return [
      { type: 'xstate.done.actor.readPower', output: power(4000) },
      { type: 'xstate.done.actor.readPower', output: power(0) },
      { type: 'xstate.error.actor.readPower', error: new Error('rpc down') },
    ];
  }
  if (s.matches('choosing')) {
    // A few choices only, from an empty box, so the model stays finite.
    const events: ModelEvent<Model>[] = [{ type: 'VOTE.SUBMIT' }];
    if (c.choice.length === 0) events.push({ type: 'VOTE.TOGGLE', choice: 2 }, { type: 'VOTE.TOGGLE', choice: 9 });
    if (c.choice.length === 1 && c.reason === '' && c.notice === null)
      events.push({ type: 'VOTE.TOGGLE', choice: 3 }, { type: 'VOTE.REASON', reason: 'why not' });
    if (c.reason === 'why not' && c.notice === null) events.push({ type: 'VOTE.REASON', reason: 'x'.repeat(501) });
    return events;
  }
  if (s.matches('signing')) {
    return [
      { type: 'xstate.done.actor.signVote', output: SIGNED },
      { type: 'xstate.error.actor.signVote', error: { code: 4001, message: 'User denied' } },
      { type: 'xstate.error.actor.signVote', error: { code: 4200, message: 'The requested method is not supported' } },
      { type: 'xstate.error.actor.signVote', error: { code: -32601, message: 'Method not found' } },
      { type: 'xstate.error.actor.signVote', error: { code: 'NO_WALLET', message: 'No wallet connected' } },
    ];
  }
  if (s.matches('sending')) {
    return [
      { type: 'xstate.done.actor.sendVote', output: vote(VOTER, [2], 4000) },
      { type: 'xstate.error.actor.sendVote', error: apiError('error-msg-already-voted') },
      { type: 'xstate.error.actor.sendVote', error: apiError('error-msg-no-voting-power') },
      { type: 'xstate.error.actor.sendVote', error: apiError('error-msg-vote-closed') },
      { type: 'xstate.error.actor.sendVote', error: apiError('error-msg-vote-outdated') },
      { type: 'xstate.error.actor.sendVote', error: new Error('Network down') },
    ];
  }
  if (s.status === 'done') return [];
  // States with nothing to do still get a probe, so each is reached and shown to ignore a submit.
  return [{ type: 'VOTE.SUBMIT' }];
}

const INPUTS: VoteInput[] = [
  voteInput({ signedIn: false, address: null }),
  voteInput({ address: null }),
  voteInput({ status: 'pending' }),
  voteInput({ status: 'finished' }),
  voteInput({ alreadyVoted: true }),
  voteInput(),
  voteInput({ voteType: 'approval' }),
];

describe('voteMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = voteMachine.provide({
      actors: { readPower: promises.actor('readPower'), signVote: promises.actor('signVote'), sendVote: promises.actor('sendVote') },
    });
    const coverage = new ModelCoverage(voteMachine);
    let steps = 0;
    for (const input of INPUTS) {
      const paths = getEdgePaths(voteMachine, { input, events: samples });
      steps += await runPaths({
        machine,
        input,
        paths,
        coverage,
        promises,
        check: (actual, step, before) => {
          const type = step.event.type;
          if (type === 'VOTE.SUBMIT' && !before.matches('choosing')) expect(actual.value).toBe(before.value);
          if (type.startsWith('xstate.after.')) {
            if (!input.signedIn) expect(selectVoteBox(actual)).toBe('visitor');
            else if (input.address === null) expect(selectVoteBox(actual)).toBe('noWallet');
            else if (input.status === 'pending') expect(selectVoteBox(actual)).toBe('notStarted');
            else if (input.status !== 'active') expect(selectVoteBox(actual)).toBe('closed');
            else if (input.alreadyVoted) expect(selectVoteBox(actual)).toBe('alreadyVoted');
            else {
              expect(selectVoteBox(actual)).toBe('checking');
              // The power is read on the proposal's network at its snapshot block.
              expect(promises.inputs('readPower').at(-1)).toEqual({ address: VOTER, chainId: 31337, block: 42 });
            }
          }
          if (type === 'xstate.done.actor.readPower') {
            const total = (step.event as { output: { total: number } }).output.total;
            expect(actual.matches(total > 0 ? 'choosing' : 'noPower')).toBe(true);
            expect(actual.context.vp).toBe(total);
          }
          if (type === 'xstate.error.actor.readPower') expect(actual.matches('choosing')).toBe(true);
          if (type === 'VOTE.TOGGLE') {
            const choice = (step.event as { choice: number }).choice;
            if (choice > input.choiceCount) expect(actual.context.choice).toEqual(before.context.choice);
            else if (input.voteType === 'single') expect(actual.context.choice).toEqual([choice]);
            else expect(actual.context.choice).toEqual([...before.context.choice, choice].sort());
          }
          if (type === 'VOTE.SUBMIT' && before.matches('choosing')) {
            if (before.context.choice.length === 0) expect(actual.context.notice).toEqual({ id: DAO_MESSAGE.chooseFirst });
            else if (before.context.reason.length > 500) expect(actual.context.notice).toEqual({ id: DAO_MESSAGE.reasonTooLong });
            else {
              expect(actual.matches('signing')).toBe(true);
              expect(promises.inputs('signVote').at(-1)).toEqual({
                address: VOTER,
                proposalId: 7,
                choice: before.context.choice,
                reason: before.context.reason,
                signing: voteInput().signing,
              });
            }
          }
          if (type === 'xstate.done.actor.signVote') {
            expect(actual.matches('sending')).toBe(true);
            // What was signed is what is sent.
            expect(promises.inputs('sendVote').at(-1)).toEqual(SIGNED);
          }
          if (type === 'xstate.error.actor.signVote') {
            const code = (step.event as { error: { code: number | string } }).error.code;
            expect(actual.matches('choosing')).toBe(true);
            const expected =
              code === 4001 ? WALLET_MESSAGE.userRejected : String(code) === 'NO_WALLET' ? DAO_MESSAGE.noWallet : DAO_MESSAGE.typedDataUnsupported;
            expect(actual.context.notice).toEqual({ id: expected });
          }
          if (type.startsWith('xstate.error.actor.') && actual.matches('choosing')) {
            // A failed step keeps what the voter picked and wrote.
            expect(actual.context.choice).toEqual(before.context.choice);
            expect(actual.context.reason).toBe(before.context.reason);
          }
          if (type === 'xstate.error.actor.sendVote') {
            const key = (step.event as { error: { key?: string } }).error.key;
            if (key === 'error-msg-already-voted') expect(selectVoteBox(actual)).toBe('alreadyVoted');
            if (key === 'error-msg-no-voting-power') expect(selectVoteBox(actual)).toBe('noPower');
            if (key === 'error-msg-vote-closed') expect(actual.context.notice).toEqual({ id: DAO_MESSAGE.closed });
            // A vote in the old signed format: the box asks to vote again, keeping the choice.
            if (key === 'error-msg-vote-outdated') {
              expect(actual.matches('choosing')).toBe(true);
              expect(actual.context.notice).toEqual({ id: DAO_MESSAGE.voteOutdated });
            }
            if (key === undefined) expect(actual.context.notice).toEqual({ id: DAO_MESSAGE.voteFailed, detail: 'Network down' });
          }
          if (type === 'xstate.done.actor.sendVote') {
            expect(actual.status).toBe('done');
            expect(actual.output).toEqual(vote(VOTER, [2], 4000));
          }
        },
      });
    }
    expect(steps).toBeGreaterThan(40);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
