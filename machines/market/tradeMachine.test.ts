// Buy (trade flow): model-based coverage with the API, the chain and the steps faked; every failure back to editing
// with the quantity kept; the approval exactly price x quantity; the hash recorded.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { message } from '../shared/message';
import { TX_LABEL } from '../tx/messages';
import type { txStepMachine } from '../tx/txStepMachine';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { MARKET_API_MESSAGE, MARKET_MESSAGE } from './messages';
import { parseQuantity, REVERT_PREFIX } from './rules';
import { BUYER, hash, inApp, ITEM, nativeListing, rejected, tokenListing, VIEWERS, fakeTimersPerTest } from '../testing/market/fixtures';
import { tradeMachine, type TradeInput } from './tradeMachine';

fakeTimersPerTest();

const tokenInput: TradeInput = { scope: 'detail:BSC:204', item: ITEM, listing: tokenListing, viewer: VIEWERS.good };
const nativeInput: TradeInput = { ...tokenInput, listing: nativeListing };
/** LAND of the LAND market: its prepending is asked of lgl0002_ex, so the listing's city and network go with it. */
const landInput: TradeInput = { ...tokenInput, listing: { ...tokenListing, land: { land_code: 'seoul', network: 'BSC' } } };
const enough = { native: '10000000000000000000', token: '10000000000000000000000', gasCost: '1000' };

function fakes() {
  const promises = new ControlledPromises();
  const machine = tradeMachine.provide({
    actors: {
      checkFunds: promises.actor('checkFunds'),
      createPrepending: promises.actor('createPrepending'),
      readAllowance: promises.actor('readAllowance'),
      recordTrade: promises.actor('recordTrade'),
      // The step has its own model test (machines/tx); here it only hands back an outcome.
      approve: promises.actor('approve') as unknown as typeof txStepMachine,
      trade: promises.actor('trade') as unknown as typeof txStepMachine,
    },
  });
  return { promises, machine };
}

type Snap = SnapshotFrom<typeof tradeMachine>;
const viewerName = (s: Snap) => Object.entries(VIEWERS).find(([, v]) => v === s.context.viewer || JSON.stringify(v) === JSON.stringify(s.context.viewer))?.[0];

function events(s: Snap): ModelEvent<typeof tradeMachine>[] {
  const step = (id: string, outcome: 'mined' | 'failed', notice: unknown = null) => ({
    type: `xstate.done.actor.${id}` as const,
    output: { outcome, notice, hashes: outcome === 'mined' ? [hash] : [] },
  });
  if (s.matches('editing')) {
    // A notice is cleared by editing the quantity; other edits from a clean form keep the graph small.
    if (s.context.notice) return [{ type: 'TRADE.QUANTITY', text: '1' }, { type: 'MARKET.CLOSE' }];
    const viewer = viewerName(s);
    const quantity: ModelEvent<typeof tradeMachine>[] =
      s.context.quantity === '1'
        ? [
            { type: 'TRADE.QUANTITY', text: '' },
            { type: 'TRADE.QUANTITY', text: '9' },
          ]
        : [{ type: 'TRADE.QUANTITY', text: '1' }];
    const viewers: ModelEvent<typeof tradeMachine>[] =
      viewer === 'good'
        ? [
            { type: 'VIEWER.CHANGED', viewer: VIEWERS.otherNetwork },
            { type: 'VIEWER.CHANGED', viewer: VIEWERS.signedOut },
            { type: 'VIEWER.CHANGED', viewer: VIEWERS.walletConnect },
            // Just after a page load: signed in, the wallet of the last visit still reconnecting.
            { type: 'VIEWER.CHANGED', viewer: { ...VIEWERS.good, wallet: null, settling: true } },
            {
              type: 'VIEWER.CHANGED',
              viewer: { ...VIEWERS.good, registered: tokenListing.seller, wallet: { ...VIEWERS.good.wallet, address: tokenListing.seller } },
            },
          ]
        : [{ type: 'VIEWER.CHANGED', viewer: VIEWERS.good }];
    return [...quantity, ...viewers, { type: 'TRADE.SUBMIT' }, { type: 'MARKET.SWITCH_NETWORK' }, { type: 'MARKET.CLOSE' }];
  }
  if (s.matches('checkingFunds'))
    return [
      { type: 'xstate.done.actor.checkFunds', output: enough },
      { type: 'xstate.done.actor.checkFunds', output: { ...enough, token: '0', native: '0' } },
      { type: 'xstate.error.actor.checkFunds', error: new Error('rpc down') },
    ];
  if (s.matches('creatingPrepending'))
    return [
      { type: 'xstate.done.actor.createPrepending', output: 7 },
      { type: 'xstate.done.actor.createPrepending', output: null },
      { type: 'xstate.error.actor.createPrepending', error: Object.assign(new Error('not for sale'), { key: 'error-msg-item' }) },
    ];
  if (s.matches('checkingAllowance'))
    return [
      { type: 'xstate.done.actor.readAllowance', output: '0' },
      { type: 'xstate.done.actor.readAllowance', output: '2500000000000000000000' },
      { type: 'xstate.error.actor.readAllowance', error: new Error('rpc down') },
    ];
  if (s.matches('waitingForWallet')) return [{ type: 'VIEWER.CHANGED', viewer: VIEWERS.good }, { type: 'TRADE.SUBMIT' }, { type: 'MARKET.CLOSE' }];
  if (s.matches('approvalNeeded')) return [{ type: 'TRADE.APPROVE' }, { type: 'TRADE.BACK' }, { type: 'MARKET.CLOSE' }, { type: 'TRADE.SUBMIT' }];
  if (s.matches('approving'))
    return [step('approve', 'mined'), step('approve', 'failed', message('wallet.userRejected')), { type: 'xstate.error.actor.approve', error: rejected }];
  if (s.matches('trading'))
    return [
      step('trade', 'mined'),
      step('trade', 'failed', message('wallet.failed', undefined, `${REVERT_PREFIX}NotForSale`)),
      { type: 'xstate.error.actor.trade', error: rejected },
      { type: 'TRADE.SUBMIT' },
    ];
  if (s.matches('recording'))
    return [
      { type: 'xstate.done.actor.recordTrade', output: undefined },
      { type: 'xstate.error.actor.recordTrade', error: new Error('conflict') },
    ];
  return [];
}

describe('tradeMachine model', () => {
  it('covers every state and transition with token and native listings', async () => {
    const coverage = new ModelCoverage(tradeMachine);
    for (const input of [tokenInput, nativeInput, landInput]) {
      const { promises, machine } = fakes();
      const paths = getEdgePaths(machine, { input, events });
      await runPaths({
        machine,
        input,
        paths,
        coverage,
        promises,
        check: (actual, step, before) => {
          // A second submit while the flow works is ignored: nothing new is sent.
          if (step.event.type === 'TRADE.SUBMIT' && !before.matches('editing')) expect(actual.value).toEqual(before.value);
          // Buy pressed while the wallet reconnects waits, says nothing, and goes on once the wallet is there.
          if (actual.matches('waitingForWallet')) expect(actual.context.notice).toBeNull();
          if (before.matches('waitingForWallet') && step.event.type === 'VIEWER.CHANGED') {
            // The submit runs now: the balance check, or the quantity rule it breaks; never 'connect your wallet'.
            if (parseQuantity(actual.context.quantity) === 1) expect(actual.matches('checkingFunds')).toBe(true);
            else expect(actual.matches('editing') && actual.context.notice !== null).toBe(true);
            expect(actual.context.notice?.id).not.toBe(MARKET_MESSAGE.connectWallet);
          }
          if (actual.matches('checkingFunds') && before.matches('editing')) {
            expect(promises.inputs('checkFunds').at(-1)).toEqual({
              chainId: ITEM.chainId,
              owner: BUYER,
              currency: input.listing.currency,
              withApproval: input.listing.currency === 'token',
            });
          }
          if (actual.matches('creatingPrepending')) {
            expect(promises.inputs('createPrepending').at(-1)).toEqual({
              item_id: 41,
              seller: input.listing.seller,
              buyer: BUYER,
              amount: 1,
              price: input.listing.price,
              ...(input === landInput ? { land: { land_code: 'seoul', network: 'BSC' } } : {}),
            });
          }
          if (actual.matches('approving')) {
            // Exactly price x quantity, said in the label too.
            expect(promises.inputs('approve').at(-1)).toEqual({
              request: { chainId: ITEM.chainId, from: BUYER, amountWei: '1250000000000000000000' },
              kind: 'approve',
              label: { id: TX_LABEL.approveToken, values: { amount: '1250', symbol: 'DVI', scope: tokenInput.scope } },
            });
          }
          if (actual.matches('trading') && !before.matches('trading')) {
            expect(promises.inputs('trade').at(-1)).toMatchObject({
              request: { index: 9, amount: 1, currency: input.listing.currency, totalWei: input.listing.priceWei },
              kind: 'buy',
              label: { id: TX_LABEL.buy, values: { count: 1, name: ITEM.name, scope: tokenInput.scope } },
            });
          }
          if (actual.matches('recording')) expect(promises.inputs('recordTrade').at(-1)).toEqual({ prependingId: 7, hash });
          // Every failure comes back to editing with the quantity kept.
          if (actual.matches('editing') && !before.matches('editing')) expect(actual.context.quantity).toBe(before.context.quantity);
          if (before.matches('trading') && actual.matches('editing') && step.event.type === 'xstate.done.actor.trade') {
            expect(actual.context.notice).toEqual(message(MARKET_API_MESSAGE.item));
          }
          if (before.matches('creatingPrepending') && step.event.type === 'xstate.done.actor.createPrepending' && actual.matches('editing')) {
            expect(actual.context.notice).toEqual(message(MARKET_MESSAGE.noPrepending));
          }
        },
      });
    }
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('trade inside the app', () => {
  function withSystem(input: TradeInput) {
    const { promises, machine } = fakes();
    return { promises, ...inApp(machine, input, ['toast', 'wallet']) };
  }

  it('checks the rules before anything is asked, opens the login for a visitor, offers the switch, toasts success and reports the change', async () => {
    const { received, promises, flow } = withSystem({ ...tokenInput, viewer: VIEWERS.signedOut });
    flow.send({ type: 'TRADE.SUBMIT' });
    expect(received.filter((r) => r.to === 'hub').map((r) => r.event.type)).toEqual(['MARKET.LOGIN']);
    flow.send({ type: 'VIEWER.CHANGED', viewer: VIEWERS.otherNetwork });
    flow.send({ type: 'TRADE.SUBMIT' });
    expect(flow.getSnapshot().context.notice).toEqual(message(MARKET_MESSAGE.wrongNetwork));
    flow.send({ type: 'MARKET.SWITCH_NETWORK' });
    expect(received.find((r) => r.to === 'wallet')?.event).toEqual({ type: 'WALLET.SELECT_NETWORK', chainId: ITEM.chainId });
    flow.send({ type: 'VIEWER.CHANGED', viewer: VIEWERS.walletConnect });
    flow.send({ type: 'MARKET.SWITCH_NETWORK' });
    expect(flow.getSnapshot().context.notice).toEqual(message('error.changeNetworkInWallet'));
    expect(promises.inputs('checkFunds')).toEqual([]);

    flow.send({ type: 'VIEWER.CHANGED', viewer: VIEWERS.good });
    flow.send({ type: 'TRADE.SUBMIT' });
    promises.settle({ type: 'xstate.done.actor.checkFunds', output: enough });
    await flushPromises();
    promises.settle({ type: 'xstate.done.actor.createPrepending', output: 7 });
    await flushPromises();
    promises.settle({ type: 'xstate.done.actor.readAllowance', output: '2500000000000000000000' });
    await flushPromises();
    // Enough allowance already: no approval.
    expect(flow.getSnapshot().value).toBe('trading');
    promises.settle({ type: 'xstate.done.actor.trade', output: { outcome: 'mined', notice: null, hashes: [hash] } });
    await flushPromises();
    promises.settle({ type: 'xstate.done.actor.recordTrade', output: undefined });
    await flushPromises();
    expect(received.find((r) => r.to === 'toast')?.event).toMatchObject({ message: { id: MARKET_MESSAGE.purchased }, tone: 'success' });
    expect(received.filter((r) => r.to === 'hub').map((r) => r.event)).toContainEqual({ type: 'MARKET.CHANGED', scope: tokenInput.scope });
  });

  it("a token price with the config's approvalRequirements.onChain false: no allowance read, no approval, the trade at once", async () => {
    const { promises, flow } = withSystem({ ...tokenInput, onChainApproval: false });
    flow.send({ type: 'TRADE.SUBMIT' });
    // Gas for an approval is not counted either: none will be sent.
    expect(promises.inputs('checkFunds').at(-1)).toMatchObject({ currency: 'token', withApproval: false });
    promises.settle({ type: 'xstate.done.actor.checkFunds', output: enough });
    await flushPromises();
    promises.settle({ type: 'xstate.done.actor.createPrepending', output: 7 });
    await flushPromises();
    expect(flow.getSnapshot().value).toBe('trading');
    expect(promises.inputs('readAllowance')).toEqual([]);
    expect(promises.inputs('approve')).toEqual([]);
    expect(promises.inputs('trade')).toHaveLength(1);
  });

  it('a listing sold meanwhile shows why and makes the page reload', async () => {
    const { received, promises, flow } = withSystem(nativeInput);
    flow.send({ type: 'TRADE.SUBMIT' });
    promises.settle({ type: 'xstate.done.actor.checkFunds', output: enough });
    await flushPromises();
    promises.settle({ type: 'xstate.error.actor.createPrepending', error: Object.assign(new Error('gone'), { key: 'error-msg-item' }) });
    await flushPromises();
    expect(flow.getSnapshot().context.notice).toEqual(message(MARKET_API_MESSAGE.item));
    expect(received.filter((r) => r.to === 'hub').map((r) => r.event)).toEqual([{ type: 'MARKET.CHANGED', scope: tokenInput.scope }]);
  });
});
