// Claim (my reward): model-based coverage with the API and chain faked; the claim runs only with rewards, after the campaign, on the right chain and account.
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { claimMachine, type ClaimInput } from './claimMachine';
import type { RewardData } from './types';
import { message } from '../shared/message';
import { TX_LABEL, TX_MESSAGE } from '../tx/messages';
import type { txStepMachine } from '../tx/txStepMachine';
import { STAKING_MESSAGE } from './messages';
import { selectCanClaim } from './selectors';
import { ALICE, BOB, NOW, fakeTimersPerTest } from '../testing/staking/fixtures';

fakeTimersPerTest();

const group = { campaignId: 1, chainId: 31338, poolId: 1, claimed: false, boxes: [{ boxType: 1, amount: 10 }] };
const withRewards: RewardData = {
  ongoing: [],
  all: [group],
  campaign: { campaignId: 3, chainId: 31338, poolId: 1, start: NOW + 10, end: NOW + 20 },
  nowSec: NOW,
};
const ongoingCampaign: RewardData = { ...withRewards, campaign: { campaignId: 2, chainId: 31338, poolId: 1, start: NOW - 10, end: NOW + 20 } };
const noRewards: RewardData = { ...withRewards, all: [{ ...group, claimed: true }] };
const input: ClaimInput = { poolId: 1, chainId: 31338, registeredAddress: ALICE, wallet: { address: ALICE, chainId: 31338 } };
const signed = { data: '0xdata', signature: '0xsig', executor: '0xexec' };
const rejected = Object.assign(new Error('User rejected'), { code: 4001 });

function fakes() {
  const promises = new ControlledPromises();
  const machine = claimMachine.provide({
    actors: {
      loadRewards: promises.actor('loadRewards'),
      signClaim: promises.actor('signClaim'),
      fetchClaim: promises.actor('fetchClaim'),
      // The step has its own model test (machines/tx); here it only hands back an outcome.
      execClaim: promises.actor('execClaim') as unknown as typeof txStepMachine,
    },
  });
  return { promises, machine };
}

function events(s: SnapshotFrom<typeof claimMachine>): ModelEvent<typeof claimMachine>[] {
  if (s.status === 'done') return [];
  if (s.matches('loading'))
    return [
      { type: 'xstate.done.actor.loadRewards', output: withRewards },
      { type: 'xstate.done.actor.loadRewards', output: ongoingCampaign },
      { type: 'xstate.done.actor.loadRewards', output: noRewards },
      { type: 'xstate.error.actor.loadRewards', error: new Error('down') },
      { type: 'CLOSE' },
    ];
  if (s.matches('failed')) return [{ type: 'REFRESH' }, { type: 'CLOSE' }];
  if (s.matches({ pending: 'signing' }))
    return [
      // A second click while the claim is in flight sends nothing.
      { type: 'CLAIM' },
      { type: 'xstate.done.actor.signClaim', output: { message: '{}', signature: '0x01' } },
      { type: 'xstate.error.actor.signClaim', error: rejected },
    ];
  if (s.matches({ pending: 'fetching' }))
    return [{ type: 'CLAIM' }, { type: 'xstate.done.actor.fetchClaim', output: signed }, { type: 'xstate.error.actor.fetchClaim', error: new Error('409') }];
  if (s.matches({ pending: 'submitting' }))
    return [
      { type: 'CLAIM' },
      { type: 'xstate.done.actor.execClaim', output: { outcome: 'mined', notice: null } },
      { type: 'xstate.done.actor.execClaim', output: { outcome: 'failed', notice: message(TX_MESSAGE.reverted) } },
      { type: 'xstate.done.actor.execClaim', output: { outcome: 'failed', notice: message('wallet.userRejected') } },
      { type: 'xstate.error.actor.execClaim', error: new Error('stopped') },
    ];
  if (s.context.notice !== null) return [{ type: 'REFRESH' }];
  const good = s.context.wallet?.address === ALICE && s.context.wallet.chainId === 31338;
  return [
    { type: 'CLAIM' },
    { type: 'REFRESH' },
    { type: 'CLOSE' },
    ...(s.context.tab === 'ongoing' && s.context.data === withRewards ? [{ type: 'TAB.SELECT' as const, tab: 'all' as const }] : []),
    ...(s.context.tab === 'all' ? [{ type: 'TAB.SELECT' as const, tab: 'ongoing' as const }] : []),
    ...(good && s.context.tab === 'ongoing' && s.context.data === withRewards
      ? [
          { type: 'WALLET.UPDATED' as const, wallet: { address: ALICE, chainId: 31339 } },
          { type: 'WALLET.UPDATED' as const, wallet: { address: BOB, chainId: 31338 } },
        ]
      : []),
    ...(!good ? [{ type: 'WALLET.UPDATED' as const, wallet: input.wallet }] : []),
  ];
}

describe('claimMachine model', () => {
  it('covers every state and transition; claims only when enabled, with the signed claim from the API', async () => {
    const { promises, machine } = fakes();
    const paths = getEdgePaths(machine, { input, events });
    const coverage = new ModelCoverage(claimMachine);
    // Calls made to each actor up to the previous step (every path starts with a check of its first snapshot).
    let callsBefore: Record<string, number> = {};
    const callCounts = () => Object.fromEntries(['signClaim', 'fetchClaim', 'execClaim'].map((a) => [a, promises.inputs(a).length]));
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const type = step.event.type;
        if (type === 'CLAIM' && before.matches('ready')) {
          const left = !before.matches('ready') || actual.matches('ready');
          if (!selectCanClaim(before)) expect(left).toBe(true);
          if (before.context.data === ongoingCampaign) expect(actual.context.notice?.id).toBe(STAKING_MESSAGE.claimOngoing);
          const w = before.context.wallet;
          if (before.context.data === withRewards && w?.chainId === 31339) expect(actual.context.notice?.id).toBe(STAKING_MESSAGE.wrongNetwork);
          if (before.context.data === withRewards && w?.address === BOB) expect(actual.context.notice?.id).toBe(STAKING_MESSAGE.wrongAccount);
          if (actual.matches({ pending: 'signing' })) expect(promises.inputs('signClaim').at(-1)).toEqual({ address: ALICE, campaignId: 1, chainId: 31338 });
        }
        if (type === 'CLAIM' && before.matches('pending')) {
          // In flight: the same state, no second signature, payload or transaction asked for.
          expect(actual.value).toEqual(before.value);
          for (const actor of ['signClaim', 'fetchClaim', 'execClaim']) expect(promises.inputs(actor).length).toBe(callsBefore[actor]);
        }
        if (actual.matches({ pending: 'submitting' }) && before.matches({ pending: 'fetching' })) {
          expect(promises.inputs('execClaim').at(-1)).toEqual({
            request: { ...signed, chainId: 31338, from: ALICE },
            kind: 'claim',
            label: { id: TX_LABEL.claim, values: { campaignId: 1 } },
          });
        }
        if (type === 'xstate.done.actor.execClaim') {
          // Mined: the rewards are reloaded (claimed now); otherwise back to the list with the step's reason, ready to retry.
          const { outcome, notice } = (step.event as { output: { outcome: string; notice: unknown } }).output;
          expect(actual.matches(outcome === 'mined' ? 'loading' : 'ready')).toBe(true);
          expect(actual.context.notice).toEqual(notice);
          expect(actual.context.signed).toBeNull();
        }
        if (type === 'xstate.error.actor.signClaim') expect(actual.context.notice?.id).toBe('wallet.userRejected');
        callsBefore = callCounts();
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 60_000);
});

describe('claim rules', () => {
  it('the claim button is disabled with no rewards and while the campaign is ongoing (status 3)', async () => {
    for (const [data, enabled] of [
      [withRewards, true],
      [noRewards, false],
      [ongoingCampaign, false],
    ] as const) {
      const { promises, machine } = fakes();
      const actor = createActor(machine, { input }).start();
      promises.settle({ type: 'xstate.done.actor.loadRewards', output: data });
      await flushPromises();
      expect(selectCanClaim(actor.getSnapshot())).toBe(enabled);
    }
  });
});
