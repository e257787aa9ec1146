// dao-detail/{itemId}: loads the proposal, its voters and comments; holds the vote box and the report popup as children
// (a vote counted reloads the tallies); posts comments; the author deletes a pending or active proposal after a confirm.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { Comment } from '@common/api/dao';
import { apiErrorMessage } from '@machines/shared/apiErrors';
import { message, type Message } from '@machines/shared/message';
import { appActors } from '@machines/shared/system';
import { commentProblem } from './detailRules';
import type { DeleteInput, DetailInput, PostCommentInput, ProposalDetail } from './types';
import { DAO_MESSAGE } from './messages';
import { reportMachine } from './reportMachine';
import { voteMachine } from './voteMachine';
import { sameAddress } from '@common/domain/address';

export const DELETE_POPUP_ID = 'dao-delete';

export interface DetailContext extends DetailInput {
  detail: ProposalDetail | null;
  commentText: string;
  notice: Message | null;
}

export type DetailEvent =
  /** The page shows this proposal to this viewer (a new id or a new viewer loads again). */
  | { type: 'DETAIL.SHOW'; id: number; signedIn: boolean; address: string | null }
  | { type: 'DETAIL.RETRY' }
  | { type: 'COMMENT.CHANGE'; text: string }
  | { type: 'COMMENT.POST' }
  | { type: 'DELETE.ASK' }
  | { type: 'POPUP.CONFIRMED'; id: string }
  | { type: 'POPUP.CANCELLED'; id: string };

const isNotFound = (error: unknown) => (error as { key?: unknown } | null)?.key === 'error-msg-not-found';

export const proposalDetailMachine = setup({
  types: {
    context: {} as DetailContext,
    events: {} as DetailEvent,
    input: {} as DetailInput,
  },
  actors: {
    loadDetail: fromPromise<ProposalDetail, number>(async () => {
      throw new Error('loadDetail not provided');
    }),
    postComment: fromPromise<Comment, PostCommentInput>(async () => {
      throw new Error('postComment not provided');
    }),
    deleteProposal: fromPromise<void, DeleteInput>(async () => {
      throw new Error('deleteProposal not provided');
    }),
    vote: voteMachine,
    report: reportMachine,
  },
  guards: {
    isNewView: ({ context, event }) =>
      event.type === 'DETAIL.SHOW' && (event.id !== context.id || event.signedIn !== context.signedIn || event.address !== context.address),
    isNotFound: (_, error: unknown) => isNotFound(error),
    isVisitor: ({ context }) => !context.signedIn,
    hasNoWallet: ({ context }) => context.address === null,
    canComment: ({ context }) => commentProblem(context.commentText) === null,
    /** Delete is the author's, while the proposal is pending or active (the API refuses it later). */
    canDelete: ({ context }) =>
      sameAddress(context.address, context.detail?.proposal.author) && ['pending', 'active'].includes(context.detail?.proposal.status ?? ''),
    isDeletePopup: ({ event }) => (event.type === 'POPUP.CONFIRMED' || event.type === 'POPUP.CANCELLED') && event.id === DELETE_POPUP_ID,
  },
  actions: {
    setNotice: assign((_, notice: Message | null) => ({ notice })),
    openLogin: enqueueActions((args) => appActors(args).send('app', { type: 'LOGIN.OPEN' })),
  },
}).createMachine({
  id: 'daoDetail',
  description:
    'Proposal detail: loads the proposal, voters (each signature checked in the browser) and comments; missing (404) or failed with Retry; the vote ' +
    'box and report popup run as children, a counted vote reloads the tallies; comments are posted (a visitor is asked to log in, a failure keeps ' +
    'the text); the author deletes a pending or active proposal after confirming.',
  context: ({ input }) => ({ ...input, detail: null, commentText: '', notice: null }),
  initial: 'loading',
  on: {
    'DETAIL.SHOW': {
      guard: 'isNewView',
      target: '.loading',
      actions: assign({
        id: ({ event }) => event.id,
        signedIn: ({ event }) => event.signedIn,
        address: ({ event }) => event.address,
        commentText: '',
        notice: null,
      }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => context.id,
        onDone: { target: 'shown', actions: assign({ detail: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'missing',
            actions: assign({ detail: null }),
          },
          {
            target: 'failed',
            actions: [assign({ detail: null }), { type: 'setNotice', params: ({ event }) => apiErrorMessage(event.error, DAO_MESSAGE.loadFailed) }],
          },
        ],
      },
    },
    missing: {},
    failed: { on: { 'DETAIL.RETRY': 'loading' } },
    deleted: {},
    shown: {
      type: 'parallel',
      invoke: [
        {
          id: 'vote',
          src: 'vote',
          input: ({ context }) => {
            const p = context.detail!.proposal;
            return {
              proposalId: p.id,
              chainId: p.chainId,
              snapshotBlock: p.snapshotBlock,
              voteType: p.voteType,
              status: p.status,
              choiceCount: p.choices.length,
              signedIn: context.signedIn,
              address: context.address,
              alreadyVoted: context.detail!.votes.some((v) => sameAddress(v.voter, context.address)),
              signing: { chainId: p.chainId, title: p.title, choices: p.choices, digest: p.digest, space: p.space },
            };
          },
          // The vote is stored: the tallies, voters and the box (now "already voted") load again.
          onDone: { target: 'loading', actions: { type: 'setNotice', params: message(DAO_MESSAGE.voted) } },
        },
        { id: 'report', src: 'report', input: ({ context }) => ({ proposalId: context.id, signedIn: context.signedIn, address: context.address }) },
      ],
      states: {
        comment: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'COMMENT.CHANGE': { actions: assign({ commentText: ({ event }) => event.text }) },
                'COMMENT.POST': [
                  { guard: 'isVisitor', actions: 'openLogin' },
                  { guard: 'hasNoWallet', actions: { type: 'setNotice', params: message(DAO_MESSAGE.needWallet) } },
                  { guard: 'canComment', target: 'posting' },
                  { actions: { type: 'setNotice', params: ({ context }) => commentProblem(context.commentText) } },
                ],
              },
            },
            posting: {
              entry: { type: 'setNotice', params: null },
              invoke: {
                id: 'postComment',
                src: 'postComment',
                input: ({ context }) => ({ proposalId: context.id, author: context.address!, content: context.commentText.trim() }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    commentText: '',
                    detail: context.detail && { ...context.detail, comments: [...context.detail.comments, event.output] },
                  })),
                },
                onError: { target: 'idle', actions: { type: 'setNotice', params: ({ event }) => apiErrorMessage(event.error, DAO_MESSAGE.commentFailed) } },
              },
            },
          },
        },
        removal: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'DELETE.ASK': {
                  guard: 'canDelete',
                  target: 'confirming',
                  actions: enqueueActions((args) =>
                    appActors(args).confirm({ id: DELETE_POPUP_ID, title: message(DAO_MESSAGE.deleteTitle), message: message(DAO_MESSAGE.deleteConfirm) }),
                  ),
                },
              },
            },
            confirming: {
              on: {
                'POPUP.CONFIRMED': { guard: 'isDeletePopup', target: 'deleting' },
                'POPUP.CANCELLED': { guard: 'isDeletePopup', target: 'idle' },
              },
            },
            deleting: {
              invoke: {
                id: 'deleteProposal',
                src: 'deleteProposal',
                input: ({ context }) => ({ proposalId: context.id, user: context.address! }),
                onDone: { target: '#daoDetail.deleted' },
                onError: { target: 'idle', actions: { type: 'setNotice', params: ({ event }) => apiErrorMessage(event.error, DAO_MESSAGE.deleteFailed) } },
              },
            },
          },
        },
      },
    },
  },
});
