// The 4th LAND sale (mystery box): products and prices from the contract, remaining stock, quantity and total, then
// the allowance, an approval of exactly price x quantity (said first), buyToken, and the LAND the reveal sent.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { WALLET_TYPE } from '@common/domain/wallet';
import { MARKET_MESSAGE } from '../market/messages';
import { message, type Message } from '../shared/message';
import { appActors } from '../shared/system';
import { walletErrorMessage } from '../shared/walletErrors';
import { txStepMachine, type TxStepInput, type TxStepOutput } from '../tx/txStepMachine';
import {
  boxTotalText,
  boxTotalWei,
  buyer,
  fresh,
  purchaseLog,
  purchaseProblem,
  revertSubject,
  saleInput,
  selectedProduct,
  units,
  WALLET_NOTICES,
  wrongNetwork,
  type MysteryBoxContext,
  type MysteryBoxEvent,
  type MysteryBoxInput,
} from './context';
import { purchaseFailed, purchaseSucceeded } from './callback';
import { MYSTERY_BOX_MESSAGE } from './messages';
import { allowanceCovers, boxFailure, REVEAL_POLL_MS, saleStale } from './rules';
import type {
  AllowanceInput,
  BoxApproveRequest,
  BuyTokenRequest,
  LoadSaleInput,
  LoadSaleOutput,
  ReadReceivedInput,
  ReadReceivedOutput,
  SaleLogInput,
} from './types';

/** The context's types and reads live in context.ts; the views and tests import them from here as before. */
export { boxTotalText, selectedProduct, type MysteryBoxContext, type MysteryBoxEvent, type MysteryBoxInput };

export const mysteryBoxMachine = setup({
  types: {
    context: {} as MysteryBoxContext,
    events: {} as MysteryBoxEvent,
    input: {} as MysteryBoxInput,
  },
  actors: {
    /** Prices, the contract's and the API's remaining counts, the balance, and a commitment waiting for its reveal. */
    loadSale: fromPromise<LoadSaleOutput, LoadSaleInput>(async () => {
      throw new Error('loadSale not provided');
    }),
    readAllowance: fromPromise<string, AllowanceInput>(async () => {
      throw new Error('readAllowance not provided');
    }),
    /** approve(mysteryBox, price x quantity): never more. */
    approve: txStepMachine,
    /** buyToken(index, tokenId, amount, maxUnitPrice). */
    buy: txStepMachine,
    /** The purchase's parcels once the keeper revealed it (lastReceiveToken, LAND cards), and any VRF reward items. */
    readReceived: fromPromise<ReadReceivedOutput, ReadReceivedInput>(async () => {
      throw new Error('readReceived not provided');
    }),
    /** Best effort: the provided actor never rejects. */
    saveLog: fromPromise<void, SaleLogInput>(async () => {
      throw new Error('saveLog not provided');
    }),
  },
  delays: {
    revealPoll: REVEAL_POLL_MS,
  },
  guards: {
    hasProblem: ({ context }) => purchaseProblem(context) !== null,
    problemAfter: ({ context }, out: LoadSaleOutput) => purchaseProblem({ ...context, ...fresh(context, out) }) !== null,
    wrongNetwork: ({ context }) => wrongNetwork(context),
    pendingPurchase: ({ context }, out: LoadSaleOutput) => context.pendingHash !== null || out.awaitingReveal,
    allowanceCovers: ({ context }, allowance: string) => allowanceCovers(allowance, boxTotalWei(context)),
    noOnChainApproval: ({ context }) => context.sale.onChainApproval === false,
    mined: (_, output: TxStepOutput) => output.outcome === 'mined',
    received: (_, out: ReadReceivedOutput) => out.status === 'received',
    purchaseFailed: (_, out: ReadReceivedOutput) => out.status === 'failed',
    stale: (_, notice: Message) => saleStale(notice),
  },
  actions: {
    visitLog: enqueueActions(({ enqueue }) => enqueue.spawnChild('saveLog', { input: { action: 5100 } })),
    setSale: enqueueActions(({ enqueue, context }, out: LoadSaleOutput) => {
      enqueue.assign(fresh(context, out));
      enqueue.spawnChild('saveLog', { input: { action: 5103, remaining: out.products.reduce((n, p) => n + p.remaining, 0) } });
    }),
    /** The sale read again on Buy; a rule it now breaks (sold out meanwhile) is said, with the quantity kept. */
    refreshed: assign(({ context }, out: LoadSaleOutput) => {
      const next = { ...context, ...fresh(context, out) };
      const notice = purchaseProblem(next);
      return { ...fresh(context, out), notice, result: notice ? purchaseFailed(notice) : null };
    }),
    setProduct: assign(({ event }) => (event.type === 'BOX.PRODUCT' ? { tokenId: event.tokenId, notice: null } : {})),
    setQuantity: assign(({ event }) => (event.type === 'BOX.QUANTITY' ? { quantity: event.text, notice: null } : {})),
    /** A notice about the wallet (none, another network) is stale once the wallet changes: the form comes back clean. */
    setWallet: assign(({ context, event }) =>
      event.type === 'BOX.WALLET' ? { wallet: event.wallet, notice: context.notice && WALLET_NOTICES.includes(context.notice.id) ? null : context.notice } : {},
    ),
    showProblem: assign(({ context }) => {
      const notice = purchaseProblem(context)!;
      return { notice, result: purchaseFailed(notice) };
    }),
    clearNotice: assign({ notice: null, result: null }),
    clickLog: enqueueActions(({ enqueue, context }) => enqueue.spawnChild('saveLog', { input: { action: 5101, ...purchaseLog(context) } })),
    /** A WalletConnect session changes networks only in the wallet (spec 8); otherwise the app's wallet session switches. */
    switchNetwork: enqueueActions((args) => {
      if (args.context.wallet?.walletType === WALLET_TYPE.WalletConnect) args.enqueue.assign({ notice: message(MARKET_MESSAGE.changeInWallet) });
      else appActors(args).send('wallet', { type: 'WALLET.SELECT_NETWORK', chainId: args.context.chainId });
    }),
    /** Every purchase attempt that ends without buying answers 401 with what the user reads (spec 8's callback). */
    failed: assign((_, notice: Message) => ({ notice, result: purchaseFailed(notice) })),
    bought: enqueueActions(({ enqueue, context }, output: TxStepOutput) => {
      const hash = output.hashes.at(-1) ?? '';
      enqueue.assign({ pendingHash: hash || null, result: purchaseSucceeded(hash) });
      enqueue.spawnChild('saveLog', { input: { action: 5102, ...purchaseLog(context), hash } });
    }),
    setReceived: enqueueActions((args, out: ReadReceivedOutput) => {
      if (out.status !== 'received') return;
      args.enqueue.assign({ lands: out.lands, rewards: out.rewards, pendingHash: null, notice: null });
      appActors(args).toast(message(MARKET_MESSAGE.purchased), 'success');
    }),
    purchaseGone: assign({
      pendingHash: null,
      notice: message(MYSTERY_BOX_MESSAGE.buyFail),
      result: purchaseFailed(message(MYSTERY_BOX_MESSAGE.buyFail)),
    }),
    startOver: assign({ lands: [], rewards: [], quantity: '1', notice: null, result: null }),
  },
}).createMachine({
  id: 'mysteryBox',
  description:
    'The 4th LAND sale: loads prices and remaining stock (logs 5100, 5103), checks quantity, network and balance on Buy (log 5101) and again against a ' +
    'fresh read of the sale, reads the allowance, approves exactly price x quantity after saying so, sends buyToken (log 5102), then waits for the ' +
    'reveal and shows the LAND received. Every failure goes back to choosing with the quantity kept; a purchase pending over a reload is awaited, ' +
    'not bought again.',
  context: ({ input }) => ({
    ...input,
    products: [],
    tokenId: input.sale.entries[0]?.tokenId ?? 0,
    quantity: '1',
    balanceWei: '0',
    nativeWei: '0',
    gasCostWei: '0',
    notice: null,
    result: null,
    lands: [],
    rewards: [],
  }),
  initial: 'loading',
  entry: 'visitLog',
  on: { 'BOX.WALLET': { actions: 'setWallet' } },
  states: {
    loading: {
      invoke: {
        id: 'loadSale',
        src: 'loadSale',
        input: ({ context }) => saleInput(context),
        onDone: [
          {
            guard: { type: 'pendingPurchase', params: ({ event }) => event.output },
            target: 'revealing',
            actions: { type: 'setSale', params: ({ event }) => event.output },
          },
          { target: 'choosing', actions: { type: 'setSale', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'BOX.RETRY': { target: 'loading' } },
    },
    choosing: {
      on: {
        'BOX.PRODUCT': { actions: 'setProduct' },
        'BOX.QUANTITY': { actions: 'setQuantity' },
        'BOX.SUBMIT': [
          { guard: 'hasProblem', actions: 'showProblem' },
          { target: 'checkingSale', actions: ['clearNotice', 'clickLog'] },
        ],
        'BOX.SWITCH_NETWORK': { guard: 'wrongNetwork', actions: 'switchNetwork' },
        'BOX.RETRY': { target: 'loading' },
      },
    },
    // The stock, price and balance on screen may be stale (bought meanwhile by others): read again before the wallet
    // is asked anything, so a sold-out box costs no approval (and leaves no allowance behind).
    checkingSale: {
      invoke: {
        id: 'loadSale',
        src: 'loadSale',
        input: ({ context }) => saleInput(context),
        onDone: [
          {
            guard: { type: 'problemAfter', params: ({ event }) => event.output },
            target: 'choosing',
            actions: { type: 'refreshed', params: ({ event }) => event.output },
          },
          // The config says the sale needs no on-chain approval: no allowance read, no approval.
          { guard: 'noOnChainApproval', target: 'buying', actions: { type: 'refreshed', params: ({ event }) => event.output } },
          { target: 'checkingAllowance', actions: { type: 'refreshed', params: ({ event }) => event.output } },
        ],
        onError: { target: 'choosing', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
      },
    },
    checkingAllowance: {
      invoke: {
        id: 'readAllowance',
        src: 'readAllowance',
        input: ({ context }) => ({ chainId: context.chainId, owner: buyer(context) }),
        onDone: [{ guard: { type: 'allowanceCovers', params: ({ event }) => event.output }, target: 'buying' }, { target: 'approvalNeeded' }],
        onError: { target: 'choosing', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
      },
    },
    // The view says in our words how much the box may take (exactly price x quantity) before the wallet asks.
    approvalNeeded: {
      on: {
        'BOX.APPROVE': { target: 'approving' },
        'BOX.BACK': { target: 'choosing' },
      },
    },
    approving: {
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }): TxStepInput<BoxApproveRequest> => ({
          request: { chainId: context.chainId, from: buyer(context), amountWei: boxTotalWei(context) },
          kind: 'approve',
          label: message(MYSTERY_BOX_MESSAGE.txApprove, { amount: boxTotalText(context), symbol: context.symbol }),
        }),
        onDone: [
          { guard: { type: 'mined', params: ({ event }) => event.output }, target: 'buying' },
          { target: 'choosing', actions: { type: 'failed', params: ({ event }) => boxFailure(event.output.notice, MYSTERY_BOX_MESSAGE.approveFail) } },
        ],
        onError: {
          target: 'choosing',
          actions: { type: 'failed', params: ({ event }) => boxFailure(walletErrorMessage(event.error), MYSTERY_BOX_MESSAGE.approveFail) },
        },
      },
    },
    buying: {
      invoke: {
        id: 'buy',
        src: 'buy',
        input: ({ context }): TxStepInput<BuyTokenRequest> => ({
          request: {
            chainId: context.chainId,
            from: buyer(context),
            index: context.sale.index,
            tokenId: context.tokenId,
            amount: units(context),
            maxUnitPriceWei: selectedProduct(context)?.priceWei ?? '0',
          },
          kind: 'purchase',
          label: message(MYSTERY_BOX_MESSAGE.txPurchase, { count: units(context), tokenId: context.tokenId }),
        }),
        onDone: [
          {
            guard: { type: 'mined', params: ({ event }) => event.output },
            target: 'revealing',
            actions: { type: 'bought', params: ({ event }) => event.output },
          },
          {
            target: 'failedBuy',
            actions: { type: 'failed', params: ({ context, event }) => boxFailure(event.output.notice, MYSTERY_BOX_MESSAGE.buyFail, revertSubject(context)) },
          },
        ],
        onError: {
          target: 'failedBuy',
          actions: { type: 'failed', params: ({ event }) => boxFailure(walletErrorMessage(event.error), MYSTERY_BOX_MESSAGE.buyFail) },
        },
      },
    },
    /** Sold out or repriced meanwhile: the products are read again (the notice stays); otherwise back to choosing. */
    failedBuy: {
      always: [{ guard: { type: 'stale', params: ({ context }) => context.notice! }, target: 'loading' }, { target: 'choosing' }],
    },
    revealing: {
      invoke: {
        id: 'readReceived',
        src: 'readReceived',
        input: ({ context }) => ({ chainId: context.chainId, owner: buyer(context), hash: context.pendingHash }),
        onDone: [
          {
            guard: { type: 'received', params: ({ event }) => event.output },
            target: 'received',
            actions: { type: 'setReceived', params: ({ event }) => event.output },
          },
          { guard: { type: 'purchaseFailed', params: ({ event }) => event.output }, target: 'loading', actions: 'purchaseGone' },
          { target: 'waitingReveal' },
        ],
        onError: { target: 'waitingReveal' },
      },
    },
    // The keeper reveals in a later block; the purchase is paid and reserved meanwhile, so the flow only waits.
    waitingReveal: {
      after: { revealPoll: { target: 'revealing' } },
    },
    received: {
      on: { 'BOX.AGAIN': { target: 'loading', actions: 'startOver' } },
    },
  },
});
