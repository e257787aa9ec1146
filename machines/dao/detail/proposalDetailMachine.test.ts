// Proposal detail flow: model-based coverage (load, missing, failed with Retry, a counted vote reloading the tallies,
// comments posted or kept on failure, a visitor asked to log in, the author's delete confirmed, cancelled or failed).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '@machines/testing/modelTest';
import { selectCanDelete, selectDetailView, selectResults } from './detailSelectors';
import { DAO_MESSAGE } from './messages';
import { DELETE_POPUP_ID, proposalDetailMachine } from './proposalDetailMachine';
import { apiError, AUTHOR, COMMENT, detail, vote, VOTER } from '@machines/testing/dao/detail/fixtures';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof proposalDetailMachine;
type Snap = SnapshotFrom<Model>;

const ACTIVE = detail();
const FINISHED = detail({ status: 'finished' });

function samples(s: Snap): ModelEvent<Model>[] {
  const c = s.context;
  if (s.matches('loading')) {
    const events: ModelEvent<Model>[] = [
      { type: 'xstate.done.actor.loadDetail', output: ACTIVE },
      { type: 'xstate.error.actor.loadDetail', error: apiError('error-msg-not-found') },
      { type: 'xstate.error.actor.loadDetail', error: new Error('offline') },
    ];
    if (c.notice === null && c.id === 7) events.push({ type: 'xstate.done.actor.loadDetail', output: FINISHED });
    return events;
  }
  if (s.matches('failed')) return [{ type: 'DETAIL.RETRY' }];
  if (s.matches('missing') || s.matches('deleted')) return c.id === 7 ? [{ type: 'DETAIL.SHOW', id: 8, signedIn: c.signedIn, address: c.address }] : [];
  const events: ModelEvent<Model>[] = [];
  if (s.matches({ shown: { comment: 'posting' } })) {
    events.push({ type: 'xstate.done.actor.postComment', output: COMMENT }, { type: 'xstate.error.actor.postComment', error: new Error('offline') });
  }
  if (s.matches({ shown: { removal: 'deleting' } })) {
    events.push(
      { type: 'xstate.done.actor.deleteProposal', output: undefined },
      { type: 'xstate.error.actor.deleteProposal', error: apiError('error-msg-not-author') },
    );
  }
  if (s.matches({ shown: { removal: 'confirming' } })) {
    events.push(
      { type: 'POPUP.CONFIRMED', id: DELETE_POPUP_ID },
      { type: 'POPUP.CANCELLED', id: DELETE_POPUP_ID },
      { type: 'POPUP.CONFIRMED', id: 'another-popup' },
    );
  }
  if (s.matches({ shown: { comment: 'idle', removal: 'idle' } }) && c.notice === null) {
    // One comment per path at most, so the model stays finite.
    if (c.commentText === '' && c.detail?.comments.length === 0) events.push({ type: 'COMMENT.CHANGE', text: ' A fine idea ' }, { type: 'COMMENT.POST' });
    if (c.commentText !== '') events.push({ type: 'COMMENT.POST' });
    if (c.commentText === '' && c.detail?.comments.length === 0) {
      events.push(
        { type: 'DELETE.ASK' },
        { type: 'xstate.done.actor.vote', output: vote(c.address ?? VOTER, [2], 4000) },
        { type: 'DETAIL.SHOW', id: 7, signedIn: c.signedIn, address: c.address },
      );
      if (c.id === 7) events.push({ type: 'DETAIL.SHOW', id: 8, signedIn: c.signedIn, address: c.address });
    }
  }
  return events;
}

describe('proposalDetailMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = proposalDetailMachine.provide({
      actors: {
        loadDetail: promises.actor('loadDetail'),
        postComment: promises.actor('postComment'),
        deleteProposal: promises.actor('deleteProposal'),
        // The children have model tests of their own; here they are promises the path settles (the vote) or leaves.
        vote: promises.actor('vote') as never,
        report: promises.actor('report') as never,
      },
    });
    const coverage = new ModelCoverage(proposalDetailMachine);
    let steps = 0;
    // The author, a visitor, and an account signed in without a wallet (ID login).
    for (const [signedIn, address] of [
      [true, AUTHOR],
      [false, null],
      [true, null],
    ] as const) {
      const input = { id: 7, signedIn, address };
      steps += await runPaths({
        machine,
        input,
        paths: getEdgePaths(proposalDetailMachine, { input, events: samples }),
        coverage,
        promises,
        check: (actual, step, before) => {
          const type = step.event.type;
          if (type === 'xstate.done.actor.loadDetail') {
            expect(selectDetailView(actual)).toBe('shown');
            // The vote box opens with the viewer and whether the voters list already holds the viewer's vote.
            expect(promises.inputs('vote').at(-1)).toMatchObject({
              proposalId: 7,
              address,
              alreadyVoted: address === AUTHOR,
              choiceCount: 3,
              snapshotBlock: 42,
            });
            expect(selectResults(actual).rows.map((r) => r.percent)).toEqual([20, 80, 0]);
            // Delete only for the author, while the proposal is open.
            expect(selectCanDelete(actual)).toBe(address === AUTHOR && actual.context.detail?.proposal.status === 'active');
          }
          if (type === 'xstate.error.actor.loadDetail') {
            const key = (step.event as { error: { key?: string } }).error.key;
            expect(selectDetailView(actual)).toBe(key === 'error-msg-not-found' ? 'missing' : 'failed');
          }
          if (type === 'xstate.done.actor.vote') {
            expect(actual.matches('loading')).toBe(true);
            expect(actual.context.notice).toEqual({ id: DAO_MESSAGE.voted });
          }
          if (type === 'COMMENT.POST' && before.matches('shown')) {
            if (!signedIn) expect(actual.matches({ shown: { comment: 'idle' } })).toBe(true);
            else if (address === null) expect(actual.context.notice).toEqual({ id: DAO_MESSAGE.needWallet });
            else if (before.context.commentText === '') expect(actual.context.notice).toEqual({ id: DAO_MESSAGE.commentEmpty });
            else expect(promises.inputs('postComment').at(-1)).toEqual({ proposalId: before.context.id, author: AUTHOR, content: 'A fine idea' });
          }
          if (type === 'xstate.done.actor.postComment') {
            expect(actual.context.detail?.comments).toEqual([COMMENT]);
            expect(actual.context.commentText).toBe('');
          }
          if (type === 'xstate.error.actor.postComment') {
            expect(actual.context.commentText).toBe(before.context.commentText);
            expect(actual.context.notice).toEqual({ id: DAO_MESSAGE.commentFailed, detail: 'offline' });
          }
          if (type === 'DELETE.ASK') expect(actual.matches({ shown: { removal: 'confirming' } })).toBe(selectCanDelete(before));
          if (type === 'POPUP.CONFIRMED' && (step.event as { id: string }).id === DELETE_POPUP_ID) {
            expect(promises.inputs('deleteProposal').at(-1)).toEqual({ proposalId: before.context.id, user: AUTHOR });
          }
          if (type === 'POPUP.CONFIRMED' && (step.event as { id: string }).id !== DELETE_POPUP_ID) expect(actual.value).toEqual(before.value);
          if (type === 'xstate.done.actor.deleteProposal') expect(selectDetailView(actual)).toBe('deleted');
          if (type === 'DETAIL.SHOW') {
            const e = step.event as { id: number };
            expect(actual.matches('loading')).toBe(e.id !== before.context.id);
          }
        },
      });
    }
    expect(steps).toBeGreaterThan(30);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
