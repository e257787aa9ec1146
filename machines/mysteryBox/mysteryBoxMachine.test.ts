// The 4th LAND sale: model-based coverage (allowance enough or short, approve fail, buy fail, sold out, not enough
// items, not enough token, wrong network, a reload while a purchase is pending) and the logs, toast and switch it sends.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { MARKET_MESSAGE } from '../market/messages';
import { message } from '../shared/message';
import { WALLET_MESSAGE } from '../shared/walletErrors';
import type { txStepMachine } from '../tx/txStepMachine';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { inApp } from '../testing/market/fixtures';
import { MYSTERY_BOX_MESSAGE } from './messages';
import { boxTotalText, mysteryBoxMachine, selectedProduct, type MysteryBoxInput } from './mysteryBoxMachine';
import { BOX_REVERT_PREFIX, REVEAL_POLL_MS } from './rules';
import { BUYER, CHAIN, fakeTimersPerTest, hash, INPUT, LAND, LOADED, rejected, WALLETS } from '../testing/mysteryBox/fixtures';
import type { SaleLogInput } from './types';

fakeTimersPerTest();

function fakes() {
  const promises = new ControlledPromises();
  const logs: SaleLogInput[] = [];
  const machine = mysteryBoxMachine.provide({
    actors: {
      loadSale: promises.actor('loadSale'),
      readAllowance: promises.actor('readAllowance'),
      readReceived: promises.actor('readReceived'),
      saveLog: fromPromise<void, SaleLogInput>(async ({ input }) => {
        logs.push(input);
      }),
      // The step has its own model test (machines/tx); here it only hands back an outcome.
      approve: promises.actor('approve') as unknown as typeof txStepMachine,
      buy: promises.actor('buy') as unknown as typeof txStepMachine,
    },
  });
  return { promises, machine, logs };
}

type Snap = SnapshotFrom<typeof mysteryBoxMachine>;
type Ev = ModelEvent<typeof mysteryBoxMachine>;

const step = (id: string, outcome: 'mined' | 'failed', notice: unknown = null) => ({
  type: `xstate.done.actor.${id}` as const,
  output: { outcome, notice, hashes: outcome === 'mined' ? [hash] : [] },
});
const walletName = (s: Snap) => Object.entries(WALLETS).find(([, w]) => JSON.stringify(w) === JSON.stringify(s.context.wallet))?.[0] ?? 'none';

function events(s: Snap): Ev[] {
  const c = s.context;
  if (s.matches('loading'))
    return [
      { type: 'xstate.done.actor.loadSale', output: LOADED },
      { type: 'xstate.done.actor.loadSale', output: { ...LOADED, awaitingReveal: true } },
      { type: 'xstate.error.actor.loadSale', error: new Error('rpc down') },
    ];
  if (s.matches('failed')) return [{ type: 'BOX.RETRY' }];
  if (s.matches('choosing')) {
    // A notice is cleared by editing the quantity; the other edits start from a clean form to keep the graph small.
    // A wallet notice is cleared by the wallet coming right too.
    if (c.notice && walletName(s) !== 'good')
      return [
        { type: 'BOX.QUANTITY', text: '1' },
        { type: 'BOX.WALLET', wallet: WALLETS.good },
      ];
    if (c.notice) return [{ type: 'BOX.QUANTITY', text: '1' }];
    const wallet = walletName(s);
    if (wallet !== 'good') return [{ type: 'BOX.SUBMIT' }, { type: 'BOX.SWITCH_NETWORK' }, { type: 'BOX.WALLET', wallet: WALLETS.good }];
    if (c.tokenId === 2) return [{ type: 'BOX.SUBMIT' }, { type: 'BOX.PRODUCT', tokenId: 1 }];
    if (c.quantity !== '1') return [{ type: 'BOX.SUBMIT' }, { type: 'BOX.QUANTITY', text: '1' }];
    return [
      { type: 'BOX.SUBMIT' },
      { type: 'BOX.QUANTITY', text: '2' },
      { type: 'BOX.QUANTITY', text: '3' },
      { type: 'BOX.QUANTITY', text: '9' },
      { type: 'BOX.QUANTITY', text: '1.5' },
      { type: 'BOX.PRODUCT', tokenId: 2 },
      { type: 'BOX.WALLET', wallet: WALLETS.otherNetwork },
      { type: 'BOX.WALLET', wallet: WALLETS.walletConnect },
      { type: 'BOX.WALLET', wallet: null },
      { type: 'BOX.SWITCH_NETWORK' },
      { type: 'BOX.RETRY' },
    ];
  }
  // The second read on Buy: unchanged, or box 1 bought out meanwhile by someone else; a second Buy is ignored.
  if (s.matches('checkingSale'))
    return [
      { type: 'xstate.done.actor.loadSale', output: LOADED },
      { type: 'xstate.done.actor.loadSale', output: SOLD_OUT },
      { type: 'xstate.error.actor.loadSale', error: new Error('rpc down') },
      { type: 'BOX.SUBMIT' },
    ];
  if (s.matches('checkingAllowance'))
    return [
      { type: 'xstate.done.actor.readAllowance', output: '0' },
      { type: 'xstate.done.actor.readAllowance', output: (10n ** 24n).toString() },
      { type: 'xstate.error.actor.readAllowance', error: new Error('rpc down') },
    ];
  if (s.matches('approvalNeeded')) return [{ type: 'BOX.APPROVE' }, { type: 'BOX.BACK' }, { type: 'BOX.SUBMIT' }];
  if (s.matches('approving'))
    return [
      step('approve', 'mined'),
      step('approve', 'failed', message('tx.reverted')),
      { type: 'xstate.error.actor.approve', error: rejected },
      { type: 'xstate.error.actor.approve', error: new Error('nonce too low') },
    ];
  if (s.matches('buying'))
    return [
      step('buy', 'mined'),
      step('buy', 'failed', message('tx.reverted')),
      step('buy', 'failed', message('tx.notMined')),
      { type: 'xstate.error.actor.buy', error: rejected },
      { type: 'xstate.error.actor.buy', error: new Error(`${BOX_REVERT_PREFIX}OutOfStock`) },
      { type: 'BOX.SUBMIT' },
    ];
  if (s.matches('revealing'))
    return [
      {
        type: 'xstate.done.actor.readReceived',
        output: { status: 'received', lands: [LAND], rewards: [{ itemCode: 'irln001', itemName: 'Gold box', cnt: 1 }] },
      },
      { type: 'xstate.done.actor.readReceived', output: { status: 'waiting' } },
      { type: 'xstate.done.actor.readReceived', output: { status: 'failed' } },
      { type: 'xstate.error.actor.readReceived', error: new Error('rpc down') },
    ];
  if (s.matches('received')) return [{ type: 'BOX.AGAIN' }];
  return [];
}

const TOKEN = 10n ** 18n;
const SOLD_OUT = { ...LOADED, products: LOADED.products.map((p) => ({ ...p, remaining: 0 })) };

describe('mysteryBoxMachine model', () => {
  it('covers every state and transition, with a fresh start and a reload while a purchase is pending', async () => {
    const coverage = new ModelCoverage(mysteryBoxMachine);
    // The third: the config's approval requirements say the sale needs no on-chain approval.
    for (const input of [INPUT, { ...INPUT, pendingHash: hash }, { ...INPUT, sale: { ...INPUT.sale, onChainApproval: false } }] satisfies MysteryBoxInput[]) {
      const { promises, machine } = fakes();
      const paths = getEdgePaths(machine, { input, events });
      await runPaths({
        machine,
        input,
        paths,
        coverage,
        promises,
        check: (actual, st, before) => {
          const type = st.event.type;
          // A second Buy while the flow works is ignored.
          if (type === 'BOX.SUBMIT' && !before.matches('choosing')) expect(actual.value).toEqual(before.value);
          if (actual.matches('loading') && !before.matches('loading')) {
            expect(promises.inputs('loadSale').at(-1)).toEqual({
              chainId: CHAIN,
              network: 'BSC',
              owner: before.context.wallet?.address ?? '',
              sale: input.sale,
            });
          }
          // A reload with the tracker's pending purchase waits for it: nothing is bought twice.
          if (before.matches('loading') && input.pendingHash && type === 'xstate.done.actor.loadSale' && before.context.pendingHash) {
            expect(actual.matches('revealing')).toBe(true);
          }
          if (before.matches('choosing') && type === 'BOX.SUBMIT') {
            const q = before.context.quantity;
            const expected =
              walletName(before) === 'none'
                ? message(MARKET_MESSAGE.connectWallet)
                : walletName(before) !== 'good'
                  ? message(MARKET_MESSAGE.wrongNetwork)
                  : selectedProduct(before.context)?.remaining === 0
                    ? message(MYSTERY_BOX_MESSAGE.soldOut)
                    : q === '9'
                      ? message(MARKET_MESSAGE.notEnoughItems)
                      : q === '1.5'
                        ? message(MARKET_MESSAGE.specifyQuantity)
                        : q === '3'
                          ? message(MARKET_MESSAGE.notEnoughToken, { symbol: 'DVI' })
                          : null;
            if (expected) expect(actual.context.notice).toEqual(expected);
            else expect(actual.matches('checkingSale')).toBe(true);
          }
          if (type === 'BOX.WALLET' && before.context.notice) {
            const walletNotice = [MARKET_MESSAGE.connectWallet, MARKET_MESSAGE.wrongNetwork].includes(before.context.notice.id as never);
            expect(actual.context.notice).toEqual(walletNotice ? null : before.context.notice);
          }
          if (actual.matches('checkingSale') && !before.matches('checkingSale')) {
            expect(promises.inputs('loadSale').at(-1)).toEqual({ chainId: CHAIN, network: 'BSC', owner: BUYER, sale: input.sale });
          }
          if (before.matches('checkingSale') && type !== 'BOX.SUBMIT') {
            // Sold out meanwhile: said before the wallet is asked anything, the box shown sold out, the quantity kept.
            if (type === 'xstate.done.actor.loadSale' && st.event.output === SOLD_OUT) {
              expect(actual.matches('choosing')).toBe(true);
              expect(actual.context.notice).toEqual(message(MYSTERY_BOX_MESSAGE.soldOut));
              expect(actual.context.products).toEqual(SOLD_OUT.products);
            } else if (type === 'xstate.done.actor.loadSale')
              expect(actual.matches(input.sale.onChainApproval === false ? 'buying' : 'checkingAllowance')).toBe(true);
            else expect([actual.value, actual.context.notice]).toEqual(['choosing', message(WALLET_MESSAGE.failed)]);
            expect(actual.context.quantity).toBe(before.context.quantity);
          }
          if (actual.matches('approvalNeeded')) {
            // What the view shows before the wallet opens: exactly price x quantity, with thousand separators.
            expect(boxTotalText(actual.context)).toBe(actual.context.quantity === '2' ? '200' : '100');
          }
          if (actual.matches('approving') && !before.matches('approving')) {
            const n = BigInt(actual.context.quantity);
            expect(promises.inputs('approve').at(-1)).toEqual({
              request: { chainId: CHAIN, from: BUYER, amountWei: (100n * n * TOKEN).toString() },
              kind: 'approve',
              label: message(MYSTERY_BOX_MESSAGE.txApprove, { amount: (100n * n).toString(), symbol: 'DVI' }),
            });
          }
          if (actual.matches('buying') && !before.matches('buying')) {
            expect(promises.inputs('buy').at(-1)).toEqual({
              request: {
                chainId: CHAIN,
                from: BUYER,
                index: 4,
                tokenId: 1,
                amount: Number(actual.context.quantity),
                maxUnitPriceWei: (100n * TOKEN).toString(),
              },
              kind: 'purchase',
              label: message(MYSTERY_BOX_MESSAGE.txPurchase, { count: Number(actual.context.quantity), tokenId: 1 }),
            });
          }
          if (before.matches('approving') && actual.matches('choosing')) {
            expect(actual.context.notice).toEqual(
              type === 'xstate.error.actor.approve' && st.event.error === rejected
                ? message(WALLET_MESSAGE.userRejected)
                : // A node's own sentence ('nonce too low') never reaches the screen: the spec's text stands alone.
                  message(MYSTERY_BOX_MESSAGE.approveFail),
            );
          }
          if (before.matches('buying') && !actual.matches('buying') && !actual.matches('revealing')) {
            if (type === 'xstate.error.actor.buy' && st.event.error === rejected) expect(actual.context.notice).toEqual(message(WALLET_MESSAGE.userRejected));
            else if (type === 'xstate.error.actor.buy') {
              // Sold out while buying: said, and the products are read again.
              expect(actual.context.notice).toEqual(message(MYSTERY_BOX_MESSAGE.soldOut));
              expect(actual.matches('loading')).toBe(true);
            } else {
              // Spec 8: a revert names the purchase (its tokenId and the sale index), no receipt is 'fail rv is NONE'.
              const settled = (st.event as { output?: { notice?: { id: string } } }).output?.notice?.id;
              expect(actual.context.notice).toEqual(
                settled === 'tx.reverted'
                  ? message(MYSTERY_BOX_MESSAGE.reverted, { type: 1, category: 4 })
                  : settled === 'tx.notMined'
                    ? message(MYSTERY_BOX_MESSAGE.noReturnValue)
                    : message(MYSTERY_BOX_MESSAGE.buyFail),
              );
            }
          }
          // The purchase callback (spec 8): 200 with the hash once bought, 401 with what the user reads on a failure.
          if (before.matches('buying') && actual.matches('revealing')) {
            expect(actual.context.result).toEqual({ code: 200, message: message(MYSTERY_BOX_MESSAGE.success), hash });
          }
          if (actual.context.notice && actual.context.notice !== before.context.notice && type !== 'BOX.SWITCH_NETWORK') {
            expect(actual.context.result).toEqual({ code: 401, message: actual.context.notice });
          }
          // Every failure comes back with the quantity kept.
          if (actual.matches('choosing') && !before.matches('choosing') && !before.matches('loading'))
            expect(actual.context.quantity).toBe(before.context.quantity);
          if (actual.matches('revealing') && before.matches('buying')) expect(actual.context.pendingHash).toBe(hash);
          if (actual.matches('revealing') && !before.matches('revealing')) {
            expect(promises.inputs('readReceived').at(-1)).toEqual({ chainId: CHAIN, owner: BUYER, hash: actual.context.pendingHash });
          }
          if (actual.matches('received')) {
            expect(actual.context.lands).toEqual([LAND]);
            expect(actual.context.rewards).toEqual([{ itemCode: 'irln001', itemName: 'Gold box', cnt: 1 }]);
            expect(actual.context.pendingHash).toBeNull();
          }
          if (before.matches('revealing') && actual.matches('loading')) expect(actual.context.notice).toEqual(message(MYSTERY_BOX_MESSAGE.buyFail));
        },
      });
    }
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 60_000);
});

describe('mysteryBox inside the app', () => {
  it('logs 5100, 5103, 5101 and 5102, toasts the purchase and asks the wallet session to switch networks', async () => {
    const { promises, machine, logs } = fakes();
    const { received, flow } = inApp(machine, { ...INPUT, wallet: WALLETS.otherNetwork }, ['toast', 'wallet']);
    expect(logs).toEqual([{ action: 5100 }]);
    promises.settle({ type: 'xstate.done.actor.loadSale', output: LOADED });
    await flushPromises();
    expect(logs.at(-1)).toEqual({ action: 5103, remaining: 3 });
    flow.send({ type: 'BOX.SWITCH_NETWORK' });
    expect(received.find((r) => r.to === 'wallet')?.event).toEqual({ type: 'WALLET.SELECT_NETWORK', chainId: CHAIN });
    flow.send({ type: 'BOX.WALLET', wallet: WALLETS.good });
    flow.send({ type: 'BOX.QUANTITY', text: '2' });
    flow.send({ type: 'BOX.SUBMIT' });
    await flushPromises();
    expect(logs.at(-1)).toEqual({ action: 5101, tokenId: 1, quantity: 2, totalWei: (200n * TOKEN).toString() });
    promises.settle({ type: 'xstate.done.actor.loadSale', output: LOADED });
    await flushPromises();
    promises.settle({ type: 'xstate.done.actor.readAllowance', output: '0' });
    await flushPromises();
    flow.send({ type: 'BOX.APPROVE' });
    promises.settle(step('approve', 'mined'));
    await flushPromises();
    promises.settle(step('buy', 'mined'));
    await flushPromises();
    expect(logs.at(-1)).toEqual({ action: 5102, tokenId: 1, quantity: 2, totalWei: (200n * TOKEN).toString(), hash });
    promises.settle({ type: 'xstate.done.actor.readReceived', output: { status: 'waiting' } });
    await flushPromises();
    vi.advanceTimersByTime(REVEAL_POLL_MS);
    promises.settle({ type: 'xstate.done.actor.readReceived', output: { status: 'received', lands: [LAND], rewards: [] } });
    await flushPromises();
    expect(flow.getSnapshot().value).toBe('received');
    expect(received.filter((r) => r.to === 'toast').map((r) => r.event)).toEqual([
      { type: 'TOAST.SHOW', message: message(MARKET_MESSAGE.purchased), tone: 'success' },
    ]);
  });

  it('says a WalletConnect session switches networks only in the wallet', async () => {
    const { promises, machine } = fakes();
    const flow = createActor(machine, { input: { ...INPUT, wallet: WALLETS.walletConnect } }).start();
    promises.settle({ type: 'xstate.done.actor.loadSale', output: LOADED });
    await flushPromises();
    flow.send({ type: 'BOX.SWITCH_NETWORK' });
    expect(flow.getSnapshot().context.notice).toEqual(message(MARKET_MESSAGE.changeInWallet));
  });
});

describe('mysteryBox purchase callback', () => {
  it("answers 401 'Unsupported type of contract Purchase' for a sale naming no purchase, before the wallet is asked", async () => {
    const { promises, machine } = fakes();
    const flow = createActor(machine, { input: { ...INPUT, sale: { index: 4, entries: [] } } }).start();
    promises.settle({ type: 'xstate.done.actor.loadSale', output: { ...LOADED, products: [] } });
    await flushPromises();
    flow.send({ type: 'BOX.SUBMIT' });
    const notice = message(MYSTERY_BOX_MESSAGE.unsupportedContract);
    expect(flow.getSnapshot().context).toMatchObject({ notice, result: { code: 401, message: notice } });
    expect(flow.getSnapshot().value).toBe('choosing');
  });

  it("answers 401 'Unsupported NFT type' for an entry the contract does not know (its price reads 0)", async () => {
    const { promises, machine } = fakes();
    const flow = createActor(machine, { input: INPUT }).start();
    promises.settle({ type: 'xstate.done.actor.loadSale', output: { ...LOADED, products: [{ tokenId: 1, priceWei: '0', remaining: 0 }] } });
    await flushPromises();
    flow.send({ type: 'BOX.SUBMIT' });
    const notice = message(MYSTERY_BOX_MESSAGE.unknownProduct);
    expect(flow.getSnapshot().context).toMatchObject({ notice, result: { code: 401, message: notice } });
  });
});
