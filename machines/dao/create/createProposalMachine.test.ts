// Create proposal: model-based coverage of every state and transition, with the form kept after each failed step, and
// the exact condition, typed data and POST each step hands its actor.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '@machines/testing/modelTest';
import { emptyDraft, type ProposalDraft } from './createProposalDraft';
import { createProposalMachine, type CreateProposalContext } from './createProposalMachine';
import { CREATE_PROPOSAL_MESSAGE } from './messages';
import { draftErrors, proposalFields, type ConditionAnswer } from './createProposalRules';
import type { LoadDraftInput, LoadDraftOutput, ProposalCreatedInput } from './types';
import { selectCreateStep, selectCreateView, selectFieldErrors, selectPowerAddress } from './createProposalSelectors';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof createProposalMachine;
const NOW = 1_800_000_000;
const ALICE = { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', chainId: 31337 };
const VALID: ProposalDraft = { ...emptyDraft(NOW), title: '  A  park in Seoul', body: 'Shall we **build** it?', choices: ['Park', 'Plaza', 'Lake'] };
const condition = (votePower: number): ConditionAnswer => ({
  canCreate: votePower >= 1_000,
  votePower,
  block: 42,
  categories: [{ category: 'poll', minVotePower: 1_000, canCreate: votePower >= 1_000 }],
});
const SIGNATURE = `0x${'ab'.repeat(65)}`;

/** The events that change the draft (TOUCH and SUBMIT only show its errors). */
const DRAFT_EDITS = ['CREATE.EDIT', 'CREATE.TIME', 'CREATE.VOTE_TYPE', 'CREATE.CHOICE', 'CREATE.CHOICE_ADD', 'CREATE.CHOICE_REMOVE'];

const isEmptyStart = (c: CreateProposalContext) =>
  c.author === null && !c.submitted && c.touched.length === 0 && JSON.stringify(c.draft) === JSON.stringify(emptyDraft(NOW));

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const c = s.context;
  if (s.matches('idle')) return [{ type: 'CREATE.LOAD', category: 'poll', now: NOW }];
  // The category's kept draft: none, one (a login or a reload comes back to it), or a store that cannot be read.
  if (s.matches('loading')) {
    const none = { type: 'xstate.done.actor.loadDraft', output: null } as const;
    if (c.category !== 'poll') return [none];
    return [none, { type: 'xstate.done.actor.loadDraft', output: VALID }, { type: 'xstate.error.actor.loadDraft', error: new Error('blocked') }];
  }
  if (s.matches('checking')) {
    return [
      { type: 'CREATE.LOAD', category: 'grant', now: NOW },
      { type: 'xstate.done.actor.checkCondition', output: condition(12_000) },
      { type: 'xstate.done.actor.checkCondition', output: condition(300) },
      { type: 'xstate.error.actor.checkCondition', error: Object.assign(new Error('busy'), { key: 'error-msg-rate-limit' }) },
    ];
  }
  if (s.matches('signing')) {
    return [
      { type: 'xstate.done.actor.signProposal', output: SIGNATURE },
      { type: 'xstate.error.actor.signProposal', error: { code: 4001, message: 'User rejected the request.' } },
      { type: 'xstate.error.actor.signProposal', error: { code: 4200, message: 'The requested method is not supported' } },
    ];
  }
  if (s.matches('posting')) {
    return [
      { type: 'xstate.done.actor.createProposal', output: 77 },
      { type: 'xstate.error.actor.createProposal', error: Object.assign(new Error('bad signature'), { key: 'error-msg-signature' }) },
    ];
  }
  if (s.matches('created')) return [{ type: 'CREATE.LOAD', category: 'poll', now: NOW }];
  // The wallet of the last visit reconnected (or not): the submit pressed meanwhile runs now.
  if (s.matches('waitingForAuthor'))
    return [
      { type: 'CREATE.AUTHOR', author: ALICE },
      { type: 'CREATE.AUTHOR', author: null },
    ];
  // editing
  const events: ModelEvent<Model>[] = [];
  if (isEmptyStart(c) && c.draft.choices.length === 2) {
    events.push(
      { type: 'CREATE.EDIT', field: 'title', value: 'x'.repeat(201) },
      { type: 'CREATE.EDIT', field: 'body', value: '# Why' },
      { type: 'CREATE.TIME', field: 'end', value: NOW + 600 },
      { type: 'CREATE.VOTE_TYPE', value: 'approval' },
      { type: 'CREATE.CHOICE', index: 1, value: 'Lake' },
      { type: 'CREATE.TOUCH', field: 'title' },
      { type: 'CREATE.CHOICE_ADD' },
    );
  }
  if (c.author === null && !c.submitted && c.touched.length === 0 && c.draft.choices.length === 3 && c.draft.title === '') {
    events.push({ type: 'CREATE.CHOICE_REMOVE', index: 2 });
  }
  if (c.author === null && !c.submitted && c.draft.title === VALID.title) {
    events.push({ type: 'CREATE.AUTHOR', author: ALICE });
    // Just after a page load: signed in, the wallet still reconnecting.
    if (!c.authorSettling) events.push({ type: 'CREATE.AUTHOR', author: null, settling: true });
  }
  if (!c.submitted) events.push({ type: 'CREATE.SUBMIT', now: NOW });
  if (c.submitted && c.author === null && c.draft.title === '') events.push({ type: 'CREATE.LOAD', category: 'poll', now: NOW });
  return events;
}

describe('createProposalMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const opened: unknown[] = [];
    const machine = createProposalMachine.provide({
      actors: {
        checkCondition: promises.actor('checkCondition'),
        signProposal: promises.actor('signProposal'),
        createProposal: promises.actor('createProposal'),
        proposalCreated: promises.actor('proposalCreated'),
        loadDraft: promises.actor('loadDraft'),
        saveDraft: promises.actor('saveDraft'),
      },
    });
    const coverage = new ModelCoverage(createProposalMachine);
    let savesBefore = 0;
    const paths = getEdgePaths(createProposalMachine, { events: samples });
    await runPaths({
      machine,
      paths,
      coverage,
      promises,
      beforePath: () => {
        opened.length = 0;
        savesBefore = 0;
      },
      check: (actual, step, before) => {
        const view = selectCreateView(actual);
        expect(view).toBe(
          actual.matches('idle') || actual.matches('loading')
            ? 'loading'
            : actual.matches('editing')
              ? 'editing'
              : actual.matches('created')
                ? 'created'
                : 'busy',
        );
        expect(selectCreateStep(actual) === null).toBe(view !== 'busy');
        const { type } = step.event;
        // A failed step keeps everything typed.
        if (type.startsWith('xstate.error.actor.') || (type === 'xstate.done.actor.checkCondition' && actual.matches('editing'))) {
          expect(actual.matches('editing')).toBe(true);
          expect(actual.context.draft).toEqual(before.context.draft);
          expect(actual.context.pending).toBeNull();
        }
        if (type === 'CREATE.SUBMIT') {
          const invalid = Object.keys(draftErrors(before.context.category, before.context.draft, NOW)).length > 0;
          if (invalid) {
            expect(actual.context.error?.id).toBe(CREATE_PROPOSAL_MESSAGE.fixFields);
            // Every problem shows after a submit, next to its field.
            expect(Object.keys(selectFieldErrors(actual))).toEqual(Object.keys(draftErrors(actual.context.category, actual.context.draft, NOW)));
          } else if (before.context.authorSettling) {
            // Pressed before the wallet session is ready: it waits, and says nothing yet.
            expect(actual.matches('waitingForAuthor')).toBe(true);
            expect(actual.context.error).toBeNull();
          } else if (before.context.author === null) expect(actual.context.error?.id).toBe(CREATE_PROPOSAL_MESSAGE.loginFirst);
          else {
            expect(actual.matches('checking')).toBe(true);
            expect(actual.context.pending).toEqual(proposalFields('poll', VALID, ALICE, NOW));
            expect(actual.context.pending?.title).toBe('A park in Seoul');
            expect(promises.inputs('checkCondition').at(-1)).toEqual(ALICE);
          }
        }
        if (type === 'xstate.done.actor.checkCondition' && actual.matches('signing')) {
          const typed = JSON.parse((promises.inputs('signProposal').at(-1) as { typedData: string }).typedData) as {
            primaryType: string;
            domain: unknown;
            message: Record<string, unknown>;
          };
          expect(typed.primaryType).toBe('Proposal');
          expect(typed.domain).toEqual({ name: 'snapshot', version: '0.1.4' });
          expect(typed.message).toMatchObject({ from: ALICE.address, chainId: 31337, choices: ['Park', 'Plaza', 'Lake'], data: '{}', timestamp: NOW });
        }
        if (type === 'xstate.done.actor.checkCondition' && actual.matches('editing')) {
          // Not enough power: how much is needed, how much the wallet has, and whose voting-power page explains it.
          expect(actual.context.error).toEqual({ id: CREATE_PROPOSAL_MESSAGE.notEnoughPower, values: { needed: 1_000, have: 300 } });
          expect(selectPowerAddress(actual)).toBe(ALICE.address);
        } else expect(selectPowerAddress(actual)).toBeNull();
        if (type === 'xstate.error.actor.checkCondition') expect(actual.context.error?.id).toBe('api.rateLimit');
        if (type === 'xstate.error.actor.signProposal') {
          const code = (step.event as { error: { code: number } }).error.code;
          expect(actual.context.error?.id).toBe(code === 4001 ? 'wallet.userRejected' : CREATE_PROPOSAL_MESSAGE.typedDataUnsupported);
        }
        if (type === 'xstate.done.actor.signProposal') {
          expect(promises.inputs('createProposal').at(-1)).toEqual({
            message: { ...proposalFields('poll', VALID, ALICE, NOW), space: 'metaworld.dao' },
            signature: SIGNATURE,
          });
        }
        if (type === 'xstate.error.actor.createProposal') expect(actual.context.error).toEqual({ id: CREATE_PROPOSAL_MESSAGE.failed, detail: 'bad signature' });
        if (type === 'xstate.done.actor.createProposal') {
          expect(actual.context.createdId).toBe(77);
          expect(promises.inputs('proposalCreated').at(-1)).toEqual({ category: 'poll', id: 77 });
        }
        if (type === 'CREATE.LOAD') {
          expect(actual.matches('loading')).toBe(true);
          expect(promises.inputs('loadDraft').at(-1)).toBe(step.event.category);
          expect(actual.context.category).toBe(step.event.category);
          expect(actual.context.pending).toBeNull();
          expect(actual.context.error).toBeNull();
          expect(actual.context.submitted).toBe(false);
        }
        // The kept draft, else a new one; the form opens either way.
        if (type === 'xstate.done.actor.loadDraft') expect(actual.context.draft).toEqual(step.event.output ?? emptyDraft(NOW));
        if (type === 'xstate.error.actor.loadDraft') expect(actual.context.draft).toEqual(emptyDraft(NOW));
        if (type.startsWith('xstate.') && type.endsWith('.loadDraft')) expect(actual.matches('editing')).toBe(true);
        // Every change of the draft is kept under its category, as the form now shows it.
        const saves = promises.inputs('saveDraft');
        if (DRAFT_EDITS.includes(type)) expect(saves.at(-1)).toEqual({ category: actual.context.category, draft: actual.context.draft });
        else expect(saves.length).toBe(savesBefore);
        savesBefore = saves.length;
        if (type === 'CREATE.CHOICE_ADD') expect(actual.context.draft.choices).toEqual(['', '', '']);
        if (type === 'CREATE.TIME') expect(selectFieldErrors(actual).end?.id).toBe(CREATE_PROPOSAL_MESSAGE.invalid.tooShort);
        if (type === 'CREATE.EDIT' && (step.event as { field: string }).field === 'title') {
          // Only the edited field shows its problem before a submit.
          expect(Object.keys(selectFieldErrors(actual))).toEqual(['title']);
        }
      },
    });
    expect(paths.length).toBeGreaterThan(10);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('createProposalMachine in the app', () => {
  it("reads the kept draft, keeps each edit, and once created opens the proposal's page through the navigate port", async () => {
    const saved: unknown[] = [];
    const navigated: AnyEventObject[] = [];
    const flow = createProposalMachine.provide({
      actors: {
        loadDraft: fromPromise<LoadDraftOutput, LoadDraftInput>(async () => VALID),
        saveDraft: fromPromise(async ({ input }) => void saved.push(input)),
        checkCondition: fromPromise(async () => condition(12_000)),
        signProposal: fromPromise(async () => SIGNATURE),
        createProposal: fromPromise(async () => 77),
        proposalCreated: fromPromise<void, ProposalCreatedInput>(async () => undefined),
      },
    });
    const app = createMachine({
      invoke: [
        { src: fromCallback<AnyEventObject>(({ receive }) => receive((e) => navigated.push(e))), systemId: 'navigator' },
        { id: 'createProposal', src: flow },
      ],
    });
    const root = createActor(app).start();
    const actor = root.getSnapshot().children.createProposal as unknown as { send: (e: AnyEventObject) => void; getSnapshot: () => SnapshotFrom<Model> };
    actor.send({ type: 'CREATE.LOAD', category: 'poll', now: NOW });
    await flushPromises();
    expect(actor.getSnapshot().context.draft).toEqual(VALID);
    actor.send({ type: 'CREATE.EDIT', field: 'body', value: 'Shall we build it?' });
    expect(saved).toEqual([{ category: 'poll', draft: { ...VALID, body: 'Shall we build it?' } }]);
    actor.send({ type: 'CREATE.AUTHOR', author: ALICE });
    actor.send({ type: 'CREATE.SUBMIT', now: NOW });
    await flushPromises();
    expect(actor.getSnapshot().matches('created')).toBe(true);
    expect(navigated).toEqual([{ type: 'NAVIGATE', request: { kind: 'page', page: 'dao-detail/77' } }]);
  });
});
