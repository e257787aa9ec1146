// List (list flow): model-based coverage with the chain and the steps faked; rules before the wallet, the approval only
// when missing, entries kept through every failure.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { message } from '../shared/message';
import { TX_LABEL } from '../tx/messages';
import type { txStepMachine } from '../tx/txStepMachine';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { listMachine, type ListInput } from './listMachine';
import { MARKET_MESSAGE } from './messages';
import { BUYER as OWNER, hash, inApp, ITEM, rejected, VIEWERS, fakeTimersPerTest } from '../testing/market/fixtures';

fakeTimersPerTest();

const input1155: ListInput = { scope: 'inventory:BSC:0x1155:204', item: ITEM, viewer: VIEWERS.good, owned: 5, openListings: 0 };
const input721: ListInput = { ...input1155, item: { ...ITEM, standard: 721, tokenId: '102011' }, owned: 1 };
const listed: ListInput = { ...input1155, openListings: 1 };
/** A LAND listed from the LAND market: the sale is recorded with lgl0004_ex once on chain. */
const land: ListInput = { ...input721, land: { land_code: 'seoul', network: 'BSC', itemId: 3041 } };
/** The config asks no on-chain approval (approvalRequirements.onChain false). */
const noApproval: ListInput = { ...input721, onChainApproval: false };

function fakes() {
  const promises = new ControlledPromises();
  const machine = listMachine.provide({
    actors: {
      checkNftApproval: promises.actor('checkNftApproval'),
      approve: promises.actor('approve') as unknown as typeof txStepMachine,
      sell: promises.actor('sell') as unknown as typeof txStepMachine,
      recordLandSale: promises.actor('recordLandSale'),
    },
  });
  return { promises, machine };
}

type Snap = SnapshotFrom<typeof listMachine>;
const step = (id: string, outcome: 'mined' | 'failed', notice: unknown = null) => ({
  type: `xstate.done.actor.${id}` as const,
  output: { outcome, notice, hashes: outcome === 'mined' ? [hash] : [] },
});

function events(s: Snap): ModelEvent<typeof listMachine>[] {
  if (s.matches('editing')) {
    if (s.context.notice) return [{ type: 'LIST.PRICE', text: '1,000.5' }, { type: 'MARKET.CLOSE' }];
    const good = s.context.viewer === VIEWERS.good || JSON.stringify(s.context.viewer) === JSON.stringify(VIEWERS.good);
    const price: ModelEvent<typeof listMachine>[] = s.context.price === '' ? [{ type: 'LIST.PRICE', text: '1,000.5' }] : [{ type: 'LIST.PRICE', text: '0' }];
    const amount: ModelEvent<typeof listMachine>[] = s.context.amount === '1' ? [{ type: 'LIST.AMOUNT', text: '9' }] : [];
    const currency: ModelEvent<typeof listMachine>[] = s.context.currency === 'token' ? [{ type: 'LIST.CURRENCY', currency: 'native' }] : [];
    const viewers: ModelEvent<typeof listMachine>[] = good
      ? [
          { type: 'VIEWER.CHANGED', viewer: VIEWERS.otherNetwork },
          { type: 'VIEWER.CHANGED', viewer: VIEWERS.signedOut },
        ]
      : [{ type: 'VIEWER.CHANGED', viewer: VIEWERS.good }];
    return [...price, ...amount, ...currency, ...viewers, { type: 'LIST.SUBMIT' }, { type: 'MARKET.SWITCH_NETWORK' }, { type: 'MARKET.CLOSE' }];
  }
  if (s.matches('checkingApproval'))
    return [
      { type: 'xstate.done.actor.checkNftApproval', output: true },
      { type: 'xstate.done.actor.checkNftApproval', output: false },
      { type: 'xstate.error.actor.checkNftApproval', error: new Error('rpc down') },
      { type: 'LIST.SUBMIT' },
    ];
  if (s.matches('approving'))
    return [step('approve', 'mined'), step('approve', 'failed', message('wallet.userRejected')), { type: 'xstate.error.actor.approve', error: rejected }];
  if (s.matches('listing'))
    return [step('sell', 'mined'), step('sell', 'failed', message('tx.reverted')), { type: 'xstate.error.actor.sell', error: rejected }];
  if (s.matches('recording'))
    return [
      { type: 'xstate.done.actor.recordLandSale', output: undefined },
      { type: 'xstate.error.actor.recordLandSale', error: new Error('API down') },
    ];
  return [];
}

describe('listMachine model', () => {
  it('covers every state and transition for ERC-1155 and ERC-721, a token listed already, and no on-chain approval asked', async () => {
    const coverage = new ModelCoverage(listMachine);
    for (const input of [input1155, input721, listed, land, noApproval]) {
      const { promises, machine } = fakes();
      const paths = getEdgePaths(machine, { input, events });
      await runPaths({
        machine,
        input,
        paths,
        coverage,
        promises,
        check: (actual, stepTaken, before) => {
          if (stepTaken.event.type === 'LIST.SUBMIT' && !before.matches('editing')) expect(actual.value).toEqual(before.value);
          // A token already listed by this user never reaches the wallet.
          if (input === listed) expect(actual.matches('checkingApproval')).toBe(false);
          // onChain false: no isApprovedForAll read and no approval sent; submit goes straight to Sell_Item.
          if (input === noApproval) {
            expect(actual.matches('checkingApproval') || actual.matches('approving')).toBe(false);
            expect(promises.inputs('checkNftApproval')).toEqual([]);
          }
          if (actual.matches('checkingApproval') && before.matches('editing')) expect(before.context.price).toBe('1,000.5');
          if (actual.matches('listing') && !before.matches('listing')) {
            expect(promises.inputs('sell').at(-1)).toEqual({
              request: {
                chainId: ITEM.chainId,
                from: OWNER,
                nft: ITEM.nft,
                tokenId: input.item.tokenId,
                amount: 1,
                priceWei: '1000500000000000000000',
                currency: actual.context.currency,
              },
              kind: 'list',
              label: { id: TX_LABEL.list, values: { count: 1, name: ITEM.name, scope: input.scope } },
            });
          }
          // Only LAND of the LAND market is recorded, with its block and the price in whole tokens; it ends listed either way.
          if (actual.matches('recording')) {
            expect(input).toBe(land);
            expect(promises.inputs('recordLandSale').at(-1)).toEqual({ land_code: 'seoul', network: 'BSC', itemId: 3041, price: '1000.5' });
          }
          if (before.matches('recording')) expect(actual.value).toBe('listed');
          if (actual.matches('editing') && !before.matches('editing')) {
            expect(actual.context.price).toBe(before.context.price);
            expect(actual.context.currency).toBe(before.context.currency);
          }
        },
      });
    }
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('list inside the app', () => {
  it("says 'Failed to listing' when the listing fails for a reason the wallet has no text for", async () => {
    const { promises, machine } = fakes();
    const { flow } = inApp(machine, input721, ['toast']);
    flow.send({ type: 'LIST.PRICE', text: '5' });
    flow.send({ type: 'LIST.SUBMIT' });
    promises.settle({ type: 'xstate.done.actor.checkNftApproval', output: true });
    await flushPromises();
    promises.settle({ type: 'xstate.error.actor.sell', error: new Error('could not coalesce error') } as never);
    await flushPromises();
    // The node's own words never reach the page (issue 23): the spec's text alone.
    expect(flow.getSnapshot().context.notice).toEqual(message(MARKET_MESSAGE.listingFailed));
  });

  it('refuses a relist, then toasts success and reports the change', async () => {
    const { promises, machine } = fakes();
    const { flow } = inApp(machine, listed, ['toast']);
    flow.send({ type: 'LIST.PRICE', text: '5' });
    flow.send({ type: 'LIST.SUBMIT' });
    expect(flow.getSnapshot().context.notice).toEqual(message(MARKET_MESSAGE.unlistFirst));

    const { received, flow: flow2 } = inApp(machine, input1155, ['toast']);
    flow2.send({ type: 'LIST.PRICE', text: '5' });
    flow2.send({ type: 'LIST.SUBMIT' });
    promises.settle({ type: 'xstate.done.actor.checkNftApproval', output: true });
    await flushPromises();
    promises.settle(step('sell', 'mined') as never);
    await flushPromises();
    expect(received.find((r) => r.to === 'toast')?.event).toMatchObject({ message: { id: MARKET_MESSAGE.listed }, tone: 'success' });
    expect(received.filter((r) => r.to === 'hub').map((r) => r.event)).toEqual([{ type: 'MARKET.CHANGED', scope: input1155.scope }]);
  });
});
