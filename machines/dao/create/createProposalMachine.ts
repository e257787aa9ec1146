// Create a proposal (create-proposal/{category}): the draft as typed, every field checked as the server will; on submit
// the condition call (enough voting power for the category on this network), the author's EIP-712 signature, the POST,
// then the new proposal's page. A failed step goes back to the form with everything typed kept and says why.
import { assertEvent, assign, enqueueActions, fromPromise, not, raise, setup, spawnChild } from 'xstate';
import type { ProposalCategory } from '@common/domain/dao';
import { proposalTypedData, typedDataJson } from '@common/domain/daoSigning';
import { apiErrorMessage } from '@machines/shared/apiErrors';
import { message, type Message } from '@machines/shared/message';
import { appActors } from '@machines/shared/system';
import { emptyDraft, MAX_CHOICES, MIN_CHOICES, type ProposalDraft, type TextField } from './createProposalDraft';
import { CREATE_PROPOSAL_MESSAGE } from './messages';
import {
  conditionProblem,
  draftErrors,
  proposalFields,
  signErrorMessage,
  signedMessage,
  type Author,
  type ConditionAnswer,
  type ProposalToSign,
} from './createProposalRules';
import type { CreateProposalInput, LoadDraftInput, LoadDraftOutput, ProposalCreatedInput, SaveDraftInput, SignProposalInput } from './types';

export interface CreateProposalContext {
  category: ProposalCategory;
  draft: ProposalDraft;
  /** The clock of the last LOAD or SUBMIT (unix s): the start-in-the-past rule reads it. */
  nowSec: number;
  /** Fields the user has left or edited: their errors show; all of them after a submit. */
  touched: string[];
  submitted: boolean;
  /** The signed-in user's wallet and its network; null for a visitor or a wallet on no supported network. */
  author: Author | null;
  /** The wallet of the last visit is still being reconnected: a submit waits for it instead of asking to log in. */
  authorSettling: boolean;
  /** The proposal being signed and sent. */
  pending: ProposalToSign | null;
  /** The wallet's signature of pending, once given. */
  signature: string | null;
  error: Message | null;
  createdId: number | null;
}

export type CreateProposalEvent =
  | { type: 'CREATE.LOAD'; category: ProposalCategory; now: number }
  | { type: 'CREATE.EDIT'; field: TextField; value: string }
  | { type: 'CREATE.TIME'; field: 'start' | 'end'; value: number | null }
  | { type: 'CREATE.VOTE_TYPE'; value: ProposalDraft['voteType'] }
  | { type: 'CREATE.CHOICE'; index: number; value: string }
  | { type: 'CREATE.CHOICE_ADD' }
  | { type: 'CREATE.CHOICE_REMOVE'; index: number }
  | { type: 'CREATE.TOUCH'; field: string }
  | { type: 'CREATE.AUTHOR'; author: Author | null; settling?: boolean }
  | { type: 'CREATE.SUBMIT'; now: number };

const editDraft = (c: CreateProposalContext, draft: ProposalDraft, field: string) => ({
  draft,
  touched: c.touched.includes(field) ? c.touched : [...c.touched, field],
  error: null,
});

export const createProposalMachine = setup({
  types: {
    context: {} as CreateProposalContext,
    events: {} as CreateProposalEvent,
  },
  actors: {
    /** The category's kept draft (a login or a reload comes back to it); null when none is kept. */
    loadDraft: fromPromise<LoadDraftOutput, LoadDraftInput>(async () => {
      throw new Error('loadDraft not provided');
    }),
    /** Keeps the draft as typed for its category (fire and forget: a lost copy only loses the copy). */
    saveDraft: fromPromise<void, SaveDraftInput>(async () => {
      throw new Error('saveDraft not provided');
    }),
    /** GET the condition for the wallet on its network (api.proposalCondition). */
    checkCondition: fromPromise<ConditionAnswer, Author>(async () => {
      throw new Error('checkCondition not provided');
    }),
    /** eth_signTypedData_v4 by the author's wallet; resolves to the signature. */
    signProposal: fromPromise<string, SignProposalInput>(async () => {
      throw new Error('signProposal not provided');
    }),
    /** POST /api/proposals (api.createProposal); resolves to the new proposal's id. */
    createProposal: fromPromise<number, CreateProposalInput>(async () => {
      throw new Error('createProposal not provided');
    }),
    /** Forgets the stored draft of the category (the page then opens dao-detail/{id}). */
    proposalCreated: fromPromise<void, ProposalCreatedInput>(async () => {
      throw new Error('proposalCreated not provided');
    }),
  },
  actions: {
    load: assign(({ event }) => {
      assertEvent(event, 'CREATE.LOAD');
      return {
        category: event.category,
        draft: emptyDraft(event.now),
        nowSec: event.now,
        touched: [],
        submitted: false,
        pending: null,
        signature: null,
        error: null,
        createdId: null,
      };
    }),
    // The new proposal's page, in the page's language, through the one navigate port.
    openCreated: enqueueActions((args) => appActors(args).navigate({ kind: 'page', page: `dao-detail/${args.context.createdId}` })),
    // After every change of the draft: the copy a login or a reload finds.
    saveDraft: spawnChild('saveDraft', { input: ({ context }) => ({ category: context.category, draft: context.draft }) }),
  },
  guards: {
    hasErrors: ({ context, event }) => {
      assertEvent(event, 'CREATE.SUBMIT');
      return Object.keys(draftErrors(context.category, context.draft, event.now)).length > 0;
    },
    signedOut: ({ context }) => context.author === null,
    authorSettling: ({ context }) => context.authorSettling,
    canAddChoice: ({ context }) => context.category === 'poll' && context.draft.choices.length < MAX_CHOICES,
    canRemoveChoice: ({ context }) => context.category === 'poll' && context.draft.choices.length > MIN_CHOICES,
    enoughPower: ({ context }, params: { condition: ConditionAnswer }) => conditionProblem(params.condition, context.category) === null,
  },
}).createMachine({
  id: 'createProposal',
  context: {
    category: 'poll',
    draft: emptyDraft(0),
    nowSec: 0,
    touched: [],
    submitted: false,
    author: null,
    authorSettling: false,
    pending: null,
    signature: null,
    error: null,
    createdId: null,
  },
  initial: 'idle',
  on: {
    'CREATE.AUTHOR': { actions: assign({ author: ({ event }) => event.author, authorSettling: ({ event }) => event.settling === true }) },
    // The page (another category, or this one again) starts from its kept draft; a step under way is dropped.
    'CREATE.LOAD': { target: '.loading', actions: 'load' },
  },
  states: {
    idle: {},
    // The category's kept draft, else a new one (an unreadable store is no draft).
    loading: {
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => context.category,
        onDone: { target: 'editing', actions: assign(({ context, event }) => ({ draft: event.output ?? context.draft })) },
        onError: 'editing',
      },
    },
    editing: {
      on: {
        'CREATE.EDIT': {
          actions: [
            assign(({ context, event }) => {
              const draft =
                event.field === 'title' || event.field === 'body'
                  ? { ...context.draft, [event.field]: event.value }
                  : { ...context.draft, fields: { ...context.draft.fields, [event.field]: event.value } };
              return editDraft(context, draft, event.field);
            }),
            'saveDraft',
          ],
        },
        'CREATE.TIME': {
          actions: [assign(({ context, event }) => editDraft(context, { ...context.draft, [event.field]: event.value }, event.field)), 'saveDraft'],
        },
        'CREATE.VOTE_TYPE': {
          actions: [assign(({ context, event }) => editDraft(context, { ...context.draft, voteType: event.value }, 'voteType')), 'saveDraft'],
        },
        'CREATE.CHOICE': {
          actions: [
            assign(({ context, event }) =>
              editDraft(
                context,
                { ...context.draft, choices: context.draft.choices.map((c, i) => (i === event.index ? event.value : c)) },
                `choice.${event.index}`,
              ),
            ),
            'saveDraft',
          ],
        },
        'CREATE.CHOICE_ADD': {
          guard: 'canAddChoice',
          actions: [assign(({ context }) => ({ draft: { ...context.draft, choices: [...context.draft.choices, ''] }, error: null })), 'saveDraft'],
        },
        'CREATE.CHOICE_REMOVE': {
          guard: 'canRemoveChoice',
          actions: [
            assign(({ context, event }) => ({
              draft: { ...context.draft, choices: context.draft.choices.filter((_, i) => i !== event.index) },
              error: null,
            })),
            'saveDraft',
          ],
        },
        'CREATE.TOUCH': {
          actions: assign(({ context, event }) => ({ touched: context.touched.includes(event.field) ? context.touched : [...context.touched, event.field] })),
        },
        'CREATE.SUBMIT': [
          {
            guard: 'hasErrors',
            actions: assign(({ event }) => ({ submitted: true, nowSec: event.now, error: message(CREATE_PROPOSAL_MESSAGE.fixFields) })),
          },
          { guard: 'authorSettling', target: 'waitingForAuthor', actions: assign(({ event }) => ({ submitted: true, nowSec: event.now, error: null })) },
          { guard: 'signedOut', actions: assign(({ event }) => ({ submitted: true, nowSec: event.now, error: message(CREATE_PROPOSAL_MESSAGE.loginFirst) })) },
          {
            target: 'checking',
            actions: assign(({ context, event }) => ({
              submitted: true,
              nowSec: event.now,
              error: null,
              pending: proposalFields(context.category, context.draft, context.author!, event.now),
            })),
          },
        ],
      },
    },
    // 'Sign and create' pressed just after a page load, while the wallet reconnects: the submit runs once it has settled.
    waitingForAuthor: {
      always: { guard: not('authorSettling'), target: 'editing', actions: raise(({ context }) => ({ type: 'CREATE.SUBMIT' as const, now: context.nowSec })) },
    },
    checking: {
      invoke: {
        id: 'checkCondition',
        src: 'checkCondition',
        input: ({ context }) => ({ address: context.pending!.from, chainId: context.pending!.chainId }),
        onDone: [
          { guard: { type: 'enoughPower', params: ({ event }) => ({ condition: event.output }) }, target: 'signing' },
          {
            target: 'editing',
            actions: assign(({ context, event }) => ({ pending: null, error: conditionProblem(event.output, context.category) })),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ pending: null, error: apiErrorMessage(event.error, CREATE_PROPOSAL_MESSAGE.conditionFailed) })),
        },
      },
    },
    signing: {
      invoke: {
        id: 'signProposal',
        src: 'signProposal',
        input: ({ context }) => ({ address: context.pending!.from, typedData: typedDataJson(proposalTypedData(context.pending!)) }),
        onDone: { target: 'posting', actions: assign({ signature: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign(({ event }) => ({ pending: null, error: signErrorMessage(event.error) })) },
      },
    },
    posting: {
      invoke: {
        id: 'createProposal',
        src: 'createProposal',
        input: ({ context }) => ({ message: signedMessage(context.pending!), signature: context.signature! }),
        onDone: { target: 'created', actions: assign({ createdId: ({ event }) => event.output, pending: null, signature: null }) },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ pending: null, signature: null, error: apiErrorMessage(event.error, CREATE_PROPOSAL_MESSAGE.failed) })),
        },
      },
    },
    created: {
      entry: 'openCreated',
      invoke: {
        id: 'proposalCreated',
        src: 'proposalCreated',
        input: ({ context }) => ({ category: context.category, id: context.createdId! }),
      },
    },
  },
});
