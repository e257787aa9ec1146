// Staking popup: model-based coverage of every state and transition with the chain and API actors faked, then the section 5 rules.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { message } from '../shared/message';
import { TX_LABEL, TX_MESSAGE } from '../tx/messages';
import { STAKING_MESSAGE } from './messages';
import { selectCanStake, selectIsEmpty, selectVisibleLands } from './selectors';
import { depositRequestOf, STAKING_SWITCH_POPUP_ID, stakingPopupMachine, type StakingPopupInput } from './stakingPopupMachine';
import type { AreaData } from './types';
import { noticeOf } from './stakingPopupModel';
import type { LandCard } from '@common/domain/landCard';
import type { WalletInfo } from './types';
import { ALICE, BOB, NOW, fakeTimersPerTest } from '../testing/staking/fixtures';

fakeTimersPerTest();

const land = (tokenId: string, isErc1155: boolean, maxQuantity: number): LandCard => ({
  x1: 1,
  y1: 1,
  x2: 2,
  y2: 1,
  tokenId,
  nftId: `${isErc1155 ? 1155 : 721}-${tokenId}`,
  name: `SeoulA LAND #${tokenId}`,
  imageUrl: '/l.png',
  isErc1155,
  maxQuantity,
  landType: '2x1',
});
const lands = [land('10001', false, 1), land('15001', true, 2)];
const upcoming: AreaData = { lands, campaign: { campaignId: 3, chainId: 31338, poolId: 1, start: NOW + 100, end: NOW + 200 }, nowSec: NOW };
const ongoing: AreaData = { lands, campaign: { campaignId: 2, chainId: 31338, poolId: 1, start: NOW - 100, end: NOW + 200 }, nowSec: NOW };
const good: WalletInfo = { address: ALICE, chainId: 31338 };
const input: StakingPopupInput = {
  poolId: 1,
  areas: [
    { key: 'seoul', chainId: 31338 },
    { key: 'london', chainId: 31339 },
  ],
  area: 'seoul',
  supportedChainIds: [31337, 31338, 31339],
  registeredAddress: ALICE,
  wallet: good,
};
const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 });

type Snap = SnapshotFrom<typeof stakingPopupMachine>;

function fakes() {
  const promises = new ControlledPromises();
  const machine = stakingPopupMachine.provide({
    actors: {
      loadArea: promises.actor('loadArea'),
      estimateDeposit: promises.actor('estimateDeposit'),
      // The child flows have their own model tests (approvalMachine, quantityMachine, machines/tx txStepMachine).
      approval: promises.actor('approval') as never,
      deposit: promises.actor('deposit') as never,
      quantity: promises.actor('quantity') as never,
    },
  });
  return { promises, machine };
}

/** Samples per snapshot: promise results only where the call runs; wallet changes only where a rule can be broken, to keep the graph small. */
function events(s: Snap): ModelEvent<typeof stakingPopupMachine>[] {
  const c = s.context;
  const selected = Object.keys(c.selection).length > 0;
  if (s.matches('loading'))
    return [
      { type: 'xstate.done.actor.loadArea', output: upcoming },
      // The config asks no on-chain approval: Stake goes straight to the gas estimate.
      { type: 'xstate.done.actor.loadArea', output: { ...upcoming, onChainApproval: false } },
      { type: 'xstate.error.actor.loadArea', error: new Error('down') },
      { type: 'CLOSE' },
    ];
  if (s.matches('loadFailed')) return [{ type: 'RETRY' }, { type: 'CLOSE' }];
  if (s.matches('confirmingSwitch'))
    return [
      { type: 'POPUP.CONFIRMED', id: STAKING_SWITCH_POPUP_ID },
      { type: 'POPUP.CANCELLED', id: STAKING_SWITCH_POPUP_ID },
      { type: 'POPUP.CONFIRMED', id: 'other' },
    ];
  if (s.matches('choosingQuantity'))
    return [
      { type: 'xstate.done.actor.quantity', output: { quantity: 2 } },
      { type: 'xstate.done.actor.quantity', output: { quantity: null } },
    ];
  if (s.matches('approving'))
    return [
      { type: 'xstate.done.actor.approval', output: { approved: true, notice: null } },
      { type: 'xstate.done.actor.approval', output: { approved: false, notice: message('wallet.userRejected') } },
      { type: 'xstate.error.actor.approval', error: rejected },
    ];
  if (s.matches('estimating'))
    return [
      { type: 'xstate.done.actor.estimateDeposit', output: { gasCost: '100', balance: '1000' } },
      { type: 'xstate.done.actor.estimateDeposit', output: { gasCost: '100', balance: '99' } },
      { type: 'xstate.error.actor.estimateDeposit', error: new Error('execution reverted') },
    ];
  if (s.matches('depositing'))
    return [
      { type: 'xstate.done.actor.deposit', output: { outcome: 'mined', notice: null } },
      { type: 'xstate.done.actor.deposit', output: { outcome: 'failed', notice: message(TX_MESSAGE.reverted) } },
      { type: 'xstate.done.actor.deposit', output: { outcome: 'failed', notice: message('wallet.userRejected') } },
      { type: 'xstate.error.actor.deposit', error: rejected },
      // Close is refused until the step says the deposit is sent (the tracker then watches it), and closes after.
      { type: 'CLOSE' },
      ...(s.context.depositSent ? [] : [{ type: 'TX.STEP_SENT' as const }]),
    ];
  if (!s.matches('browsing')) return [];
  // Off the main road (a notice showing, a search typed, a rule broken, a failed transaction): only the ways back.
  const base = c.wallet === good && c.search === '' && c.notice === null;
  if (!base) {
    const back: ModelEvent<typeof stakingPopupMachine>[] = [{ type: 'CLOSE' }];
    if (c.search !== '') back.push({ type: 'SEARCH.CHANGE', text: '' });
    if (c.wallet !== good && c.notice === null) back.push({ type: 'STAKE' });
    return back;
  }
  const seoul = c.area === 'seoul';
  const out: ModelEvent<typeof stakingPopupMachine>[] = [
    { type: 'UNDERSTAND.TOGGLE' },
    { type: 'LAND.TOGGLE', tokenId: c.standard === 721 ? '10001' : '15001' },
    { type: 'STANDARD.SELECT', standard: c.standard },
    { type: 'AREA.SELECT', area: c.area },
    { type: 'STAKE' },
    { type: 'CLOSE' },
  ];
  if (seoul) out.push({ type: 'STANDARD.SELECT', standard: c.standard === 721 ? 1155 : 721 });
  if (c.standard === 721) out.push({ type: 'AREA.SELECT', area: seoul ? 'london' : 'seoul' });
  if (c.standard === 1155) out.push({ type: 'LAND.EDIT_QUANTITY', tokenId: '15001' });
  if (seoul && !selected && !c.understood && c.standard === 721) out.push({ type: 'SEARCH.CHANGE', text: 'x'.repeat(300) });
  // Rule breakers: before ticking (nothing chosen) and with the box ticked and a LAND chosen, so each notice is reached.
  if (seoul && c.standard === 721 && (c.understood ? selected : !selected))
    out.push({ type: 'WALLET.UPDATED', wallet: { address: BOB, chainId: 31338 } }, { type: 'WALLET.UPDATED', wallet: null });
  return out;
}

describe('stakingPopupMachine model', () => {
  it('covers every state and transition; approve only from Stake on a ticked box, selections kept on failures, deposit of what was chosen', async () => {
    const { promises, machine } = fakes();
    const paths = getEdgePaths(machine, { input, events });
    const coverage = new ModelCoverage(stakingPopupMachine);
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const c = actual.context;
        const type = step.event.type;
        expect(c.search.length).toBeLessThanOrEqual(255);
        // Every chosen LAND is one of the user's LAND cards of the current standard, within its owned quantity.
        for (const [tokenId, qty] of Object.entries(c.selection)) {
          const card = c.lands.find((l) => l.tokenId === tokenId && l.isErc1155 === (c.standard === 1155));
          expect(card, tokenId).toBeDefined();
          expect(qty).toBeGreaterThanOrEqual(1);
          expect(qty).toBeLessThanOrEqual(card!.maxQuantity);
        }
        // Ticking only acknowledges; the approval is asked by Stake, after the rules, and the deposit waits for it.
        if (c.understood && !before.context.understood) expect(type).toBe('UNDERSTAND.TOGGLE');
        if (actual.matches('approving') && !before.matches('approving')) {
          expect(type).toBe('STAKE');
          expect(promises.inputs('approval').at(-1)).toEqual({ chainId: c.area === 'seoul' ? 31338 : 31339, standard: c.standard, owner: ALICE });
        }
        // Without the config's on-chain requirement no approval is read or asked: Stake's rules lead to the estimate.
        if (actual.matches('approving')) expect(c.onChainApproval).toBe(true);
        if (actual.matches('estimating') && !before.matches('estimating')) {
          if (c.onChainApproval) {
            expect(type).toBe('xstate.done.actor.approval');
            expect((step.event as { output: { approved: boolean } }).output.approved).toBe(true);
          } else expect(type).toBe('STAKE');
        }
        if (type === 'xstate.error.actor.approval' || (type === 'xstate.done.actor.approval' && !c.understood)) {
          expect(c.understood).toBe(false);
          expect(c.notice?.id).toBe('wallet.userRejected');
        }
        // A failed or refused step leaves the selections in place to retry.
        if (/^xstate\.(error|done)\.actor\.(approval|estimateDeposit|deposit)$/.test(type) && actual.matches('browsing')) {
          expect(c.selection).toEqual(before.context.selection);
        }
        if (type === 'xstate.done.actor.deposit' && actual.matches('browsing')) {
          expect(c.notice).toEqual((step.event as { output: { notice: unknown } }).output.notice);
        }
        if (type === 'xstate.done.actor.estimateDeposit' && actual.matches('browsing')) expect(c.notice?.id).toBe('wallet.notEnoughNative');
        if (actual.matches('depositing') && before.matches('estimating')) {
          const request = depositRequestOf(before.context);
          const count = request.amounts.reduce((sum, n) => sum + n, 0);
          expect(promises.inputs('deposit').at(-1)).toMatchObject({ request, kind: 'deposit', label: { id: TX_LABEL.deposit, values: { count } } });
          expect(c.depositSent).toBe(false);
        }
        if (actual.matches('estimating')) {
          const request = promises.inputs('estimateDeposit').at(-1) as ReturnType<typeof depositRequestOf>;
          expect(request.tokenIds.length).toBeGreaterThan(0);
          expect(request.chainId).toBe(31338);
          expect(request.campaignId).toBe(3);
        }
        if (type === 'STAKE' && actual.matches('browsing') && before.context.understood && Object.keys(before.context.selection).length > 0) {
          // Refused by a section 5 rule (wallet, account, network of the area) before any approval call.
          expect(c.notice).not.toBeNull();
          expect(c.notice).toEqual(noticeOf('stake', before.context, {}));
        }
        if (type === 'POPUP.CONFIRMED' && before.matches('confirmingSwitch') && !actual.matches('confirmingSwitch')) {
          expect(c.selection).toEqual({});
          expect(c.understood).toBe(false);
        }
        if (type === 'POPUP.CANCELLED' && before.matches('confirmingSwitch')) {
          expect(c.selection).toEqual(before.context.selection);
          expect(c.standard).toBe(before.context.standard);
          expect(c.area).toBe(before.context.area);
        }
        if (type === 'CLOSE' && before.matches('depositing')) expect(actual.matches('closed')).toBe(before.context.depositSent);
        expect(selectCanStake(actual)).toBe(actual.matches('browsing') && c.understood && Object.keys(c.selection).length > 0);
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 120_000);
});

describe('staking popup rules', () => {
  async function ready(data: AreaData, wallet: WalletInfo | null = good) {
    const { promises, machine } = fakes();
    const actor = createActor(machine, { input: { ...input, wallet } }).start();
    promises.settle({ type: 'xstate.done.actor.loadArea', output: data });
    await flushPromises();
    return { actor, promises };
  }

  async function tickAndChoose(actor: Awaited<ReturnType<typeof ready>>['actor'], promises: ControlledPromises) {
    void promises;
    actor.send({ type: 'UNDERSTAND.TOGGLE' });
    await flushPromises();
    actor.send({ type: 'LAND.TOGGLE', tokenId: '10001' });
  }

  it("refuses to stake once the campaign is ongoing: 'You can't stake your LANDs because the campaign is ongoing.'", async () => {
    const { actor, promises } = await ready(ongoing);
    await tickAndChoose(actor, promises);
    actor.send({ type: 'STAKE' });
    expect(actor.getSnapshot().matches('browsing')).toBe(true);
    expect(actor.getSnapshot().context.notice?.id).toBe(STAKING_MESSAGE.stakeOngoing);
    expect(promises.inputs('estimateDeposit')).toEqual([]);
  });

  it('refuses a wallet on another network than the land area, and an unsupported network', async () => {
    const { actor, promises } = await ready(upcoming);
    await tickAndChoose(actor, promises);
    actor.send({ type: 'WALLET.UPDATED', wallet: { address: ALICE, chainId: 31339 } });
    actor.send({ type: 'STAKE' });
    expect(actor.getSnapshot().context.notice?.id).toBe(STAKING_MESSAGE.areaNetwork);
    actor.send({ type: 'WALLET.UPDATED', wallet: { address: ALICE, chainId: 56 } });
    actor.send({ type: 'STAKE' });
    expect(actor.getSnapshot().context.notice?.id).toBe('error.unsupportedNetwork');
    expect(Object.keys(actor.getSnapshot().context.selection)).toEqual(['10001']);
  });

  it('ticking the box asks the wallet for nothing; Stake checks the wallet rules before any approval call', async () => {
    const { actor, promises } = await ready(upcoming, { address: ALICE, chainId: 31339 });
    await tickAndChoose(actor, promises);
    expect(actor.getSnapshot().context.understood).toBe(true);
    expect(promises.inputs('approval')).toEqual([]);
    actor.send({ type: 'STAKE' });
    expect(actor.getSnapshot().context.notice?.id).toBe(STAKING_MESSAGE.areaNetwork);
    expect(promises.inputs('approval')).toEqual([]);
  });

  it("the config's approvalRequirements.onChain decides: false deposits with no approval read or sent, missing asks it", async () => {
    const off = await ready({ ...upcoming, onChainApproval: false });
    await tickAndChoose(off.actor, off.promises);
    off.actor.send({ type: 'STAKE' });
    expect(off.actor.getSnapshot().matches('estimating')).toBe(true);
    expect(off.promises.inputs('approval')).toEqual([]);
    expect(off.promises.inputs('estimateDeposit')).toHaveLength(1);
    const on = await ready(upcoming);
    await tickAndChoose(on.actor, on.promises);
    on.actor.send({ type: 'STAKE' });
    expect(on.actor.getSnapshot().matches('approving')).toBe(true);
    expect(on.promises.inputs('approval')).toHaveLength(1);
  });

  it('lists only the current standard; search filters by name or token id; empty shows No LANDs found', async () => {
    const { actor } = await ready(upcoming);
    expect(selectVisibleLands(actor.getSnapshot()).map((l) => l.tokenId)).toEqual(['10001']);
    actor.send({ type: 'STANDARD.SELECT', standard: 1155 });
    expect(selectVisibleLands(actor.getSnapshot()).map((l) => l.tokenId)).toEqual(['15001']);
    actor.send({ type: 'SEARCH.CHANGE', text: 'nothing' });
    expect(selectIsEmpty(actor.getSnapshot())).toBe(true);
  });

  it('no double submission: a second Stake while the deposit runs is ignored', async () => {
    const { actor, promises } = await ready(upcoming);
    await tickAndChoose(actor, promises);
    actor.send({ type: 'STAKE' });
    promises.settle({ type: 'xstate.done.actor.approval', output: { approved: true, notice: null } });
    await flushPromises();
    promises.settle({ type: 'xstate.done.actor.estimateDeposit', output: { gasCost: '1', balance: '2' } });
    await flushPromises();
    actor.send({ type: 'STAKE' });
    actor.send({ type: 'STAKE' });
    expect(promises.inputs('deposit')).toHaveLength(1);
    expect(promises.inputs('estimateDeposit')).toHaveLength(1);
  });

  it('fires the success handler 5 s after a mined deposit', async () => {
    const { actor, promises } = await ready(upcoming);
    await tickAndChoose(actor, promises);
    actor.send({ type: 'STAKE' });
    promises.settle({ type: 'xstate.done.actor.approval', output: { approved: true, notice: null } });
    await flushPromises();
    promises.settle({ type: 'xstate.done.actor.estimateDeposit', output: { gasCost: '1', balance: '2' } });
    await flushPromises();
    promises.settle({ type: 'xstate.done.actor.deposit', output: { outcome: 'mined', notice: null } });
    await flushPromises();
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
    vi.advanceTimersByTime(4_999);
    expect(actor.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
