// The vote box of dao-detail/{itemId}: a visitor is asked to log in; a closed, not yet open or already voted proposal
// says so; otherwise the voter's power at the snapshot block is read (none: said clearly), choices (single or approval)
// and an optional reason are picked, the wallet signs the EIP-712 vote, the API stores it. A failed step keeps both.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { Vote, VotePower } from '@common/api/dao';
import { apiErrorMessage } from '@machines/shared/apiErrors';
import { message, type Message } from '@machines/shared/message';
import { appActors } from '@machines/shared/system';
import { walletErrorMessage } from '@machines/shared/walletErrors';
import { isTypedDataUnsupported, toggleChoice, voteProblem } from './detailRules';
import type { SignedVote, SignVoteInput, VoteInput, VotePowerInput } from './types';
import { DAO_MESSAGE } from './messages';

export interface VoteContext extends VoteInput {
  /** The voter's power at the snapshot block; null until read (or when it could not be read: the API decides then). */
  vp: number | null;
  choice: number[];
  reason: string;
  notice: Message | null;
  /** The signed vote on its way to the API (kept so the request carries exactly what was signed). */
  signed: SignedVote | null;
  /** The vote as the API stored it. */
  cast: Vote | null;
}

export type VoteEvent =
  | { type: 'VOTE.TOGGLE'; choice: number }
  | { type: 'VOTE.REASON'; reason: string }
  | { type: 'VOTE.SUBMIT' }
  /** A visitor's "Log in to vote": the root opens the login popup (a login here reloads the page, spec 4). */
  | { type: 'VOTE.LOGIN' };

type ErrorArgs = { event: { error: unknown } };
const errorKey = (error: unknown) => (error as { key?: unknown } | null)?.key;

export const voteMachine = setup({
  types: {
    context: {} as VoteContext,
    events: {} as VoteEvent,
    input: {} as VoteInput,
    output: {} as Vote,
  },
  actors: {
    readPower: fromPromise<VotePower, VotePowerInput>(async () => {
      throw new Error('readPower not provided');
    }),
    signVote: fromPromise<SignedVote, SignVoteInput>(async () => {
      throw new Error('signVote not provided');
    }),
    sendVote: fromPromise<Vote, SignedVote>(async () => {
      throw new Error('sendVote not provided');
    }),
  },
  guards: {
    isVisitor: ({ context }) => !context.signedIn,
    hasNoWallet: ({ context }) => context.address === null,
    isPending: ({ context }) => context.status === 'pending',
    isClosed: ({ context }) => context.status !== 'active',
    hasVoted: ({ context }) => context.alreadyVoted,
    hasPower: (_, power: VotePower) => power.total > 0,
    canSubmit: ({ context }) => voteProblem(context.choice, context.reason) === null,
    isUnsupported: (_, error: unknown) => isTypedDataUnsupported(error),
    /** The app has no wallet connected to sign with (signVote's NO_WALLET). */
    isNoWallet: (_, error: unknown) => (error as { code?: unknown } | null)?.code === 'NO_WALLET',
    isAlreadyVoted: (_, error: unknown) => errorKey(error) === 'error-msg-already-voted',
    isNoPower: (_, error: unknown) => errorKey(error) === 'error-msg-no-voting-power',
    isClosedError: (_, error: unknown) => errorKey(error) === 'error-msg-vote-closed',
    /** The API refused a vote signed in the old format (no proposal digest): the voter signs again. */
    isOutdated: (_, error: unknown) => errorKey(error) === 'error-msg-vote-outdated',
  },
  actions: {
    setNotice: assign((_, notice: Message | null) => ({ notice })),
  },
}).createMachine({
  id: 'daoVote',
  description:
    'Vote box: visitor (log in), signed in without a wallet, not started, closed, already voted, no power at the snapshot block; else choose (single ' +
    'or approval) with an optional reason, the wallet signs the EIP-712 vote (a wallet without typed data support is told so), the API stores it; a ' +
    'failed step keeps the choice and reason.',
  context: ({ input }) => ({ ...input, vp: null, choice: [], reason: '', notice: null, signed: null, cast: null }),
  initial: 'route',
  states: {
    /** Picks the box's state a millisecond later (a state of its own, so the first snapshot and the model tests see it). */
    route: {
      after: {
        1: [
          { guard: 'isVisitor', target: 'visitor' },
          { guard: 'hasNoWallet', target: 'noWallet' },
          { guard: 'isPending', target: 'notStarted' },
          { guard: 'isClosed', target: 'closed' },
          { guard: 'hasVoted', target: 'alreadyVoted' },
          { target: 'checkingPower' },
        ],
      },
    },
    visitor: {
      on: { 'VOTE.LOGIN': { actions: enqueueActions((args) => appActors(args).send('app', { type: 'LOGIN.OPEN' })) } },
    },
    /** Signed in without a wallet (ID login): nothing to sign with, nothing the API could count. */
    noWallet: {},
    notStarted: {},
    closed: {},
    alreadyVoted: {},
    checkingPower: {
      invoke: {
        id: 'readPower',
        src: 'readPower',
        input: ({ context }) => ({ address: context.address!, chainId: context.chainId, block: context.snapshotBlock }),
        onDone: [
          { guard: { type: 'hasPower', params: ({ event }) => event.output }, target: 'choosing', actions: assign({ vp: ({ event }) => event.output.total }) },
          { target: 'noPower', actions: assign({ vp: 0 }) },
        ],
        // The API checks the power again when the vote arrives: an unreadable power does not block the vote.
        onError: { target: 'choosing' },
      },
    },
    noPower: {},
    choosing: {
      on: {
        'VOTE.TOGGLE': {
          actions: assign({ choice: ({ context, event }) => toggleChoice(context.choice, event.choice, context.voteType, context.choiceCount), notice: null }),
        },
        'VOTE.REASON': { actions: assign({ reason: ({ event }) => event.reason }) },
        'VOTE.SUBMIT': [
          { guard: 'canSubmit', target: 'signing' },
          { actions: { type: 'setNotice', params: ({ context }) => voteProblem(context.choice, context.reason) } },
        ],
      },
    },
    signing: {
      entry: { type: 'setNotice', params: null },
      invoke: {
        id: 'signVote',
        src: 'signVote',
        input: ({ context }) => ({
          address: context.address!,
          proposalId: context.proposalId,
          choice: context.choice,
          reason: context.reason,
          signing: context.signing,
        }),
        onDone: { target: 'sending', actions: assign({ signed: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isUnsupported', params: ({ event }: ErrorArgs) => event.error },
            target: 'choosing',
            actions: { type: 'setNotice', params: message(DAO_MESSAGE.typedDataUnsupported) },
          },
          {
            guard: { type: 'isNoWallet', params: ({ event }: ErrorArgs) => event.error },
            target: 'choosing',
            actions: { type: 'setNotice', params: message(DAO_MESSAGE.noWallet) },
          },
          { target: 'choosing', actions: { type: 'setNotice', params: ({ event }) => walletErrorMessage(event.error) } },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'sendVote',
        src: 'sendVote',
        input: ({ context }) => context.signed!,
        onDone: { target: 'voted', actions: assign({ cast: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isAlreadyVoted', params: ({ event }: ErrorArgs) => event.error },
            target: 'alreadyVoted',
            actions: { type: 'setNotice', params: message(DAO_MESSAGE.alreadyVoted) },
          },
          {
            guard: { type: 'isNoPower', params: ({ event }: ErrorArgs) => event.error },
            target: 'noPower',
            actions: assign({ vp: 0 }),
          },
          {
            guard: { type: 'isClosedError', params: ({ event }: ErrorArgs) => event.error },
            target: 'closed',
            actions: { type: 'setNotice', params: message(DAO_MESSAGE.closed) },
          },
          {
            guard: { type: 'isOutdated', params: ({ event }: ErrorArgs) => event.error },
            target: 'choosing',
            actions: { type: 'setNotice', params: message(DAO_MESSAGE.voteOutdated) },
          },
          { target: 'choosing', actions: { type: 'setNotice', params: ({ event }) => apiErrorMessage(event.error, DAO_MESSAGE.voteFailed) } },
        ],
      },
    },
    voted: { type: 'final' },
  },
  output: ({ context }) => context.cast!,
});
