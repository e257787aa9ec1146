// Unlock (staking tab): model-based coverage with the chain faked; locked until the end, unlock only while enabled (the withdraw child,
// faked here, confirms one); Keep for next campaign only after the end with an open next campaign of the pool (the restake child, faked).
import { describe, expect, it } from 'vitest';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { message } from '../shared/message';
import { TX_MESSAGE } from '../tx/messages';
import type { txStepMachine } from '../tx/txStepMachine';
import type { restakeMachine } from './restakeMachine';
import { STAKING_MESSAGE } from './messages';
import { selectStakedCampaigns, selectUnlockActionsEnabled, stakedPhaseAt } from './selectors';
import type { LandCard } from '@common/domain/landCard';
import { unlockMachine, type UnlockInput } from './unlockMachine';
import { UNLOCK_CONFIRM_POPUP_ID, withdrawMachine } from './withdrawMachine';
import type { StakedData } from './types';
import { ALICE, NOW, fakeTimersPerTest } from '../testing/staking/fixtures';

fakeTimersPerTest();

const land = (tokenId: string, isErc1155: boolean, maxQuantity: number): LandCard => ({
  x1: 1,
  y1: 1,
  x2: 1,
  y2: 1,
  tokenId,
  nftId: tokenId,
  name: `LAND #${tokenId}`,
  imageUrl: '',
  isErc1155,
  maxQuantity,
  landType: '1x1',
});
const lands = [land('10001', false, 1), land('15001', true, 2)];
const ended = (withdrawEnabled: boolean): StakedData => ({
  campaigns: [{ campaign: { campaignId: 1, chainId: 31338, poolId: 1, start: NOW - 200, end: NOW - 100 }, lands }],
  withdrawEnabled,
  nowSec: NOW,
});
/** Ended with the switch off, and the pool's campaign 3 still open for deposits: LAND can be kept for it. */
const withNext: StakedData = {
  campaigns: [
    { campaign: { campaignId: 1, chainId: 31338, poolId: 1, start: NOW - 200, end: NOW - 100 }, lands },
    { campaign: { campaignId: 3, chainId: 31338, poolId: 1, start: NOW + 100, end: NOW + 200 }, lands: [] },
  ],
  withdrawEnabled: false,
  nowSec: NOW,
};
const inProgress: StakedData = {
  campaigns: [{ campaign: { campaignId: 2, chainId: 31338, poolId: 1, start: NOW - 100, end: NOW + 100 }, lands }],
  withdrawEnabled: true,
  nowSec: NOW,
};
const input: UnlockInput = {
  poolId: 1,
  areas: [{ key: 'seoul', chainId: 31338 }],
  area: 'seoul',
  supportedChainIds: [31338, 31339],
  registeredAddress: ALICE,
  wallet: { address: ALICE, chainId: 31338 },
};
const rejected = Object.assign(new Error('User rejected'), { code: 4001 });

function fakes() {
  const promises = new ControlledPromises();
  const machine = unlockMachine.provide({
    actors: {
      loadStaked: promises.actor('loadStaked'),
      // The child flows have their own model tests; here they only have to hand back an outcome.
      withdraw: promises.actor('withdraw') as unknown as typeof withdrawMachine,
      restake: promises.actor('restake') as unknown as typeof restakeMachine,
    },
  });
  return { promises, machine };
}

function events(s: SnapshotFrom<typeof unlockMachine>): ModelEvent<typeof unlockMachine>[] {
  if (s.matches('loading'))
    // Every answer on a first load (and after a pool or area change); a reload answers the plain list or fails, which
    // keeps the graph small without losing an edge.
    return s.context.data === null
      ? [
          { type: 'xstate.done.actor.loadStaked', output: ended(true) },
          { type: 'xstate.done.actor.loadStaked', output: ended(false) },
          { type: 'xstate.done.actor.loadStaked', output: inProgress },
          { type: 'xstate.done.actor.loadStaked', output: withNext },
          { type: 'xstate.error.actor.loadStaked', error: new Error('down') },
        ]
      : [
          { type: 'xstate.done.actor.loadStaked', output: ended(true) },
          { type: 'xstate.error.actor.loadStaked', error: new Error('down') },
        ];
  if (s.matches('failed')) return [{ type: 'REFRESH' }];
  if (s.matches('withdrawing'))
    return [
      { type: 'xstate.done.actor.withdraw', output: { outcome: 'unlocked', notice: null } },
      { type: 'xstate.done.actor.withdraw', output: { outcome: 'cancelled', notice: null } },
      { type: 'xstate.done.actor.withdraw', output: { outcome: 'failed', notice: message(TX_MESSAGE.reverted) } },
      { type: 'xstate.done.actor.withdraw', output: { outcome: 'failed', notice: message('wallet.userRejected') } },
      { type: 'xstate.error.actor.withdraw', error: rejected },
    ];
  if (s.matches('keeping'))
    return [
      { type: 'xstate.done.actor.restake', output: { outcome: 'kept', notice: null } },
      { type: 'xstate.done.actor.restake', output: { outcome: 'cancelled', notice: null } },
      { type: 'xstate.done.actor.restake', output: { outcome: 'failed', notice: message('wallet.userRejected') } },
      { type: 'xstate.error.actor.restake', error: new Error('stopped') },
    ];
  const id = s.context.data?.campaigns[0]?.campaign.campaignId ?? 1;
  if (s.context.notice !== null) return [{ type: 'REFRESH' }];
  const c = s.context;
  // Pool, area and wallet changes only from the plain ended-and-enabled view, to keep the graph small.
  const main =
    c.poolId === 1 && c.wallet?.chainId === 31338 && c.data?.withdrawEnabled === true && c.data.campaigns[0]?.campaign.campaignId === 1 && c.request === null;
  // Keep events only where they matter: with campaign 3 open, and once in the plain view (no open campaign: ignored).
  const keep = c.data?.campaigns.length === 2 && c.poolId === 1 && c.request === null;
  return [
    { type: 'UNLOCK.ONE', campaignId: id, tokenId: '10001', isErc1155: false },
    { type: 'UNLOCK.ONE', campaignId: id, tokenId: '99', isErc1155: false },
    { type: 'UNLOCK.ALL', campaignId: id },
    ...(keep || main
      ? [
          { type: 'KEEP.ONE' as const, campaignId: id, tokenId: '15001', isErc1155: true },
          { type: 'KEEP.ONE' as const, campaignId: id, tokenId: '99', isErc1155: false },
          { type: 'KEEP.ALL' as const, campaignId: id },
        ]
      : []),
    { type: 'REFRESH' },
    ...(main
      ? [
          { type: 'POOL.SELECT' as const, poolId: 2 as const },
          { type: 'AREA.SELECT' as const, area: 'seoul' as const },
        ]
      : []),
    ...(main || (keep && c.wallet?.chainId === 31338) ? [{ type: 'WALLET.UPDATED' as const, wallet: { address: ALICE, chainId: 31339 } }] : []),
  ];
}

describe('unlockMachine model', () => {
  it('covers every state and transition; unlock only after the end while enabled, with the whole staked amount', async () => {
    const { promises, machine } = fakes();
    const paths = getEdgePaths(machine, { input, events });
    const coverage = new ModelCoverage(unlockMachine);
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const type = step.event.type;
        for (const view of selectStakedCampaigns(actual)) {
          const c = actual.context.data!.campaigns.find((e) => e.campaign.campaignId === view.campaignId)!;
          const now = actual.context.data!.nowSec;
          expect(view.phase).toBe(c.campaign.end <= now ? 'ended' : c.campaign.start > now ? 'waiting' : 'locked');
          if (view.canUnlock) expect(actual.context.data!.withdrawEnabled && view.phase === 'ended').toBe(true);
          // Keep is offered only for an ended campaign while the pool has campaign 3 open, whatever the switch says.
          const open = actual.context.data!.campaigns.some((e) => e.campaign.start > actual.context.data!.nowSec);
          // While a step runs it stays offered, with its buttons disabled (selectUnlockActionsEnabled).
          expect(view.keepFor).toEqual(view.phase === 'ended' && open ? { campaignId: 3, start: NOW + 100 } : null);
          expect(selectUnlockActionsEnabled(actual)).toBe(actual.matches('ready'));
        }
        if (type === 'KEEP.ONE' || type === 'KEEP.ALL') {
          const data = before.context.data!;
          const offered = data.campaigns.length === 2 && (type === 'KEEP.ALL' || (step.event as { tokenId: string }).tokenId !== '99');
          if (!offered) expect(actual.context).toEqual(before.context);
          else if (actual.matches('ready')) expect(actual.context.notice?.id).toBe(STAKING_MESSAGE.areaNetwork);
          else {
            expect(actual.matches('keeping')).toBe(true);
            const items = type === 'KEEP.ONE' ? [lands[1]!] : lands;
            expect(promises.inputs('restake').at(-1)).toEqual({
              chainId: 31338,
              fromCampaignId: 1,
              toCampaignId: 3,
              items: items.map((l) => ({ tokenId: l.tokenId, isErc1155: l.isErc1155, amount: l.maxQuantity })),
              from: ALICE,
              scope: type === 'KEEP.ONE' ? 'one' : 'all',
            });
          }
        }
        if (type === 'xstate.done.actor.restake') {
          const { outcome, notice } = (step.event as { output: { outcome: string; notice: unknown } }).output;
          // Kept: the list is reloaded, so the LAND shows under the new campaign; otherwise back to the list with the notice.
          expect(actual.matches(outcome === 'kept' ? 'loading' : 'ready')).toBe(true);
          expect([actual.context.request, actual.context.notice]).toEqual([null, notice]);
        }
        if ((type === 'UNLOCK.ONE' || type === 'UNLOCK.ALL') && actual.matches('ready') && before.matches('ready')) {
          const data = before.context.data!;
          const wasEnded = data.campaigns[0]!.campaign.end <= data.nowSec;
          const expected = !wasEnded ? STAKING_MESSAGE.unlockOngoing : !data.withdrawEnabled ? STAKING_MESSAGE.unlockDisabled : STAKING_MESSAGE.areaNetwork;
          if (actual.context.notice) expect(actual.context.notice.id).toBe(expected);
        }
        // One LAND (the child asks first) or every staked LAND of the campaign (sent at once), from the connected wallet.
        if ((type === 'UNLOCK.ONE' || type === 'UNLOCK.ALL') && actual.matches('withdrawing')) {
          const one = type === 'UNLOCK.ONE';
          expect(promises.inputs('withdraw').at(-1)).toEqual({
            chainId: 31338,
            campaignId: 1,
            items: one
              ? [{ tokenId: '10001', isErc1155: false, amount: 1 }]
              : [
                  { tokenId: '10001', isErc1155: false, amount: 1 },
                  { tokenId: '15001', isErc1155: true, amount: 2 },
                ],
            from: ALICE,
            scope: one ? 'one' : 'all',
          });
        }
        if (type === 'xstate.error.actor.withdraw') expect([actual.value, actual.context.notice?.id]).toEqual(['ready', 'wallet.userRejected']);
        if (type === 'xstate.done.actor.withdraw') {
          // Sent: reloaded either way (one transaction per LAND contract: some LAND may have moved), the step's reason kept.
          // Cancelled: back to the list as it was.
          const { outcome, notice } = (step.event as { output: { outcome: string; notice: unknown } }).output;
          expect(actual.matches(outcome === 'cancelled' ? 'ready' : 'loading')).toBe(true);
          expect([actual.context.request, actual.context.notice]).toEqual([null, notice]);
        }
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 60_000);
});

describe('unlock rules', () => {
  it("during the campaign: 'You can't unlock your LANDs because the campaign is ongoing.' and no withdrawal", async () => {
    const { promises, machine } = fakes();
    const actor = createActor(machine, { input }).start();
    promises.settle({ type: 'xstate.done.actor.loadStaked', output: inProgress });
    await flushPromises();
    expect(selectStakedCampaigns(actor.getSnapshot())[0]).toMatchObject({ phase: 'locked', canUnlock: false });
    actor.send({ type: 'UNLOCK.ALL', campaignId: 2 });
    expect(actor.getSnapshot().context.notice?.id).toBe(STAKING_MESSAGE.unlockOngoing);
    expect(promises.inputs('withdraw')).toEqual([]);
  });

  it('unlock one asks for confirmation first (a no goes back to the list); unlock all does not', async () => {
    const { promises, machine } = fakes();
    // The real withdraw child, its transaction faked.
    const actor = createActor(
      machine.provide({ actors: { withdraw: withdrawMachine.provide({ actors: { send: promises.actor('send') as unknown as typeof txStepMachine } }) } }),
      { input },
    ).start();
    promises.settle({ type: 'xstate.done.actor.loadStaked', output: ended(true) });
    await flushPromises();
    actor.send({ type: 'UNLOCK.ONE', campaignId: 1, tokenId: '15001', isErc1155: true });
    const child = () => actor.getSnapshot().children.withdraw as ActorRefFrom<typeof withdrawMachine>;
    expect(child().getSnapshot().value).toBe('confirming');
    expect(promises.inputs('send')).toEqual([]);
    child().send({ type: 'POPUP.CANCELLED', id: UNLOCK_CONFIRM_POPUP_ID });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectUnlockActionsEnabled(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'UNLOCK.ALL', campaignId: 1 });
    expect(child().getSnapshot().value).toBe('sending');
    expect(promises.inputs('send')).toHaveLength(1);
  });
});

describe('staked campaign phase', () => {
  it("LAND staked before the start waits for it (not 'Staking in progress'); locked from the start; ended from the end", async () => {
    const campaign = { start: NOW + 100, end: NOW + 200 };
    expect([NOW, NOW + 99, NOW + 100, NOW + 199, NOW + 200].map((t) => stakedPhaseAt(campaign, t))).toEqual([
      'waiting',
      'waiting',
      'locked',
      'locked',
      'ended',
    ]);

    const { promises, machine } = fakes();
    const actor = createActor(machine, { input }).start();
    const waiting: StakedData = {
      campaigns: [{ campaign: { campaignId: 3, chainId: 31338, poolId: 1, ...campaign }, lands }],
      withdrawEnabled: true,
      nowSec: NOW,
    };
    promises.settle({ type: 'xstate.done.actor.loadStaked', output: waiting });
    await flushPromises();
    expect(selectStakedCampaigns(actor.getSnapshot())).toMatchObject([{ campaignId: 3, phase: 'waiting', start: NOW + 100, canUnlock: false, keepFor: null }]);
  });
});

describe('keep for next campaign rules', () => {
  it('is offered and runs with the withdrawal switch off when the pool has an open next campaign; without one KEEP does nothing', async () => {
    const { promises, machine } = fakes();
    const actor = createActor(machine, { input }).start();
    promises.settle({ type: 'xstate.done.actor.loadStaked', output: ended(true) });
    await flushPromises();
    expect(selectStakedCampaigns(actor.getSnapshot())[0]).toMatchObject({ phase: 'ended', canUnlock: true, keepFor: null });
    actor.send({ type: 'KEEP.ALL', campaignId: 1 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBeNull();

    actor.send({ type: 'REFRESH' });
    promises.settle({ type: 'xstate.done.actor.loadStaked', output: withNext });
    await flushPromises();
    expect(selectStakedCampaigns(actor.getSnapshot())[0]).toMatchObject({ phase: 'ended', canUnlock: false, keepFor: { campaignId: 3 } });
    actor.send({ type: 'KEEP.ONE', campaignId: 1, tokenId: '10001', isErc1155: false });
    expect(actor.getSnapshot().matches('keeping')).toBe(true);
    expect(promises.inputs('restake').at(-1)).toMatchObject({ fromCampaignId: 1, toCampaignId: 3, scope: 'one' });
  });
});
