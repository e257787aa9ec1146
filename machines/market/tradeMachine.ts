// Buy (item detail): quantity and the section 5 checks, balances before the wallet opens, the API's prepending record,
// an exact token approval when the allowance is short, the trade, then the hash recorded with the API.
import { assign, enqueueActions, fromPromise, not, raise, setup } from 'xstate';
import { message, type Message } from '../shared/message';
import { appActors } from '../shared/system';
import { walletErrorMessage } from '../shared/walletErrors';
import { TX_LABEL } from '../tx/messages';
import { txStepMachine, type TxStepInput, type TxStepOutput } from '../tx/txStepMachine';
import {
  askLogin,
  onChainApproval,
  reportChanged,
  signedOut,
  switchNetwork,
  walletProblem,
  wrongNetwork,
  type MarketFlowContext,
  type MarketFlowInput,
} from './flowParts';
import { MARKET_MESSAGE } from './messages';
import {
  allowanceCovers,
  fundsProblem,
  listingStale,
  marketFailure,
  marketNotice,
  parseQuantity,
  quantityProblem,
  sameAccountProblem,
  totalWei,
  weiToUnits,
} from './rules';
import type {
  AllowanceInput,
  CheckFundsInput,
  FundsOutput,
  PrependingInput,
  PrependingOutput,
  RecordTradeInput,
  TokenApproveRequest,
  TradeListing,
  TradeRequest,
  ViewerEvent,
} from './types';

export interface TradeInput extends MarketFlowInput {
  listing: TradeListing;
}

interface TradeContext extends MarketFlowContext {
  listing: TradeListing;
  /** What the user typed, kept through every failure. */
  quantity: string;
  prependingId: number | null;
  /** The trade's hash once mined, for market_item_trade. */
  hash: string | null;
}

export type TradeEvent =
  | { type: 'TRADE.QUANTITY'; text: string }
  | { type: 'TRADE.SUBMIT' }
  | { type: 'TRADE.APPROVE' }
  | { type: 'TRADE.BACK' }
  | { type: 'MARKET.SWITCH_NETWORK' }
  | { type: 'MARKET.CLOSE' }
  | ViewerEvent;

const buyer = (context: TradeContext) => context.viewer.wallet?.address ?? '';
const units = (context: TradeContext) => parseQuantity(context.quantity) ?? 0;
const total = (context: TradeContext) => totalWei(context.listing.priceWei, units(context));
const needsAllowance = (context: TradeContext) => context.listing.currency === 'token' && onChainApproval(context);

/** The first section 5 rule the purchase breaks, in the order the user can fix them. */
function tradeProblem(context: TradeContext): Message | null {
  return quantityProblem(context.quantity, context.listing.sellAmount) ?? walletProblem(context) ?? sameAccountProblem(buyer(context), context.listing.seller);
}

export const tradeMachine = setup({
  types: {
    context: {} as TradeContext,
    events: {} as TradeEvent,
    input: {} as TradeInput,
  },
  actors: {
    checkFunds: fromPromise<FundsOutput, CheckFundsInput>(async () => {
      throw new Error('checkFunds not provided');
    }),
    createPrepending: fromPromise<PrependingOutput, PrependingInput>(async () => {
      throw new Error('createPrepending not provided');
    }),
    readAllowance: fromPromise<string, AllowanceInput>(async () => {
      throw new Error('readAllowance not provided');
    }),
    /** approve(market, price x quantity) on the platform token: never more. */
    approve: txStepMachine,
    /** Transaction_Item_WithToken, or Transaction_Item with the total as value. */
    trade: txStepMachine,
    recordTrade: fromPromise<void, RecordTradeInput>(async () => {
      throw new Error('recordTrade not provided');
    }),
  },
  guards: {
    signedOut: ({ context }) => signedOut(context),
    settling: ({ context }) => context.viewer.settling === true,
    hasProblem: ({ context }) => tradeProblem(context) !== null,
    wrongNetwork: ({ context }) => wrongNetwork(context),
    fundsShort: ({ context }, funds: FundsOutput) => fundsProblem(funds, context.listing.currency, total(context), context.item.tokenSymbol) !== null,
    noPrepending: (_, id: PrependingOutput) => id === null,
    /** A token price needs the market's allowance, unless the config asks no on-chain approval (docs/decisions.md). */
    needsAllowance: ({ context }) => needsAllowance(context),
    allowanceCovers: ({ context }, allowance: string) => allowanceCovers(allowance, total(context)),
    mined: (_, output: TxStepOutput) => output.outcome === 'mined',
  },
  actions: {
    setQuantity: assign(({ event }) => (event.type === 'TRADE.QUANTITY' ? { quantity: event.text, notice: null } : {})),
    setViewer: assign(({ event }) => (event.type === 'VIEWER.CHANGED' ? { viewer: event.viewer } : {})),
    showProblem: assign(({ context }) => ({ notice: tradeProblem(context) })),
    clearNotice: assign({ notice: null }),
    login: enqueueActions((args) => askLogin(args)),
    switchNetwork: enqueueActions((args) => args.enqueue.assign({ notice: switchNetwork(args) })),
    fundsShort: assign(({ context }, funds: FundsOutput) => ({
      notice: fundsProblem(funds, context.listing.currency, total(context), context.item.tokenSymbol),
    })),
    setPrepending: assign((_, id: PrependingOutput) => ({ prependingId: id })),
    setHash: assign((_, output: TxStepOutput) => ({ hash: output.hashes.at(-1) ?? null })),
    noPrepending: assign({ notice: message(MARKET_MESSAGE.noPrepending) }),
    /** Shows why; a listing that is not what the page shows any more makes the page reload it. */
    failed: enqueueActions((args, notice: Message | null) => {
      const shown = marketNotice(notice);
      args.enqueue.assign({ notice: shown });
      if (listingStale(shown)) reportChanged(args);
    }),
    bought: enqueueActions((args) => {
      appActors(args).toast(message(MARKET_MESSAGE.purchased), 'success');
      reportChanged(args);
    }),
  },
}).createMachine({
  id: 'trade',
  description:
    'Buy: quantity and the section 5 checks on submit (waiting first while the wallet of the last visit reconnects; login first when signed out; the ' +
    'switch offered on a wrong network), balances, market_prepending_create, for a token price (when the config asks on-chain approval) the ' +
    'allowance and an approval of exactly price x quantity (the amount shown first), the trade (txStep), market_item_trade with the hash. Every ' +
    'failure goes back to editing with the quantity kept.',
  context: ({ input }) => ({ ...input, quantity: '1', prependingId: null, hash: null, notice: null }),
  initial: 'editing',
  on: { 'VIEWER.CHANGED': { actions: 'setViewer' } },
  states: {
    editing: {
      on: {
        'TRADE.QUANTITY': { actions: 'setQuantity' },
        'TRADE.SUBMIT': [
          { guard: 'settling', target: 'waitingForWallet' },
          { guard: 'signedOut', actions: 'login' },
          { guard: 'hasProblem', actions: 'showProblem' },
          { target: 'checkingFunds', actions: 'clearNotice' },
        ],
        'MARKET.SWITCH_NETWORK': { guard: 'wrongNetwork', actions: 'switchNetwork' },
        'MARKET.CLOSE': { target: 'closed' },
      },
    },
    // Pressed while the wallet of a previous visit is still being reconnected (just after a page load): the checks run
    // once it has settled, instead of answering 'connect your wallet' while the header already shows the account.
    waitingForWallet: {
      always: { guard: not('settling'), target: 'editing', actions: raise({ type: 'TRADE.SUBMIT' }) },
      on: { 'MARKET.CLOSE': { target: 'closed' } },
    },
    checkingFunds: {
      invoke: {
        id: 'checkFunds',
        src: 'checkFunds',
        input: ({ context }) => ({
          chainId: context.item.chainId,
          owner: buyer(context),
          currency: context.listing.currency,
          withApproval: needsAllowance(context),
        }),
        onDone: [
          {
            guard: { type: 'fundsShort', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'fundsShort', params: ({ event }) => event.output },
          },
          { target: 'creatingPrepending' },
        ],
        onError: { target: 'editing', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
      },
    },
    creatingPrepending: {
      invoke: {
        id: 'createPrepending',
        src: 'createPrepending',
        input: ({ context }) => ({
          item_id: context.listing.recordId,
          seller: context.listing.seller,
          buyer: buyer(context),
          amount: units(context),
          price: context.listing.price,
          ...(context.listing.land ? { land: context.listing.land } : {}),
        }),
        onDone: [
          { guard: { type: 'noPrepending', params: ({ event }) => event.output }, target: 'editing', actions: 'noPrepending' },
          { guard: 'needsAllowance', target: 'checkingAllowance', actions: { type: 'setPrepending', params: ({ event }) => event.output } },
          { target: 'trading', actions: { type: 'setPrepending', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing', actions: { type: 'failed', params: ({ event }) => marketFailure(event.error, MARKET_MESSAGE.purchaseFailed) } },
      },
    },
    checkingAllowance: {
      invoke: {
        id: 'readAllowance',
        src: 'readAllowance',
        input: ({ context }) => ({ chainId: context.item.chainId, owner: buyer(context) }),
        onDone: [{ guard: { type: 'allowanceCovers', params: ({ event }) => event.output }, target: 'trading' }, { target: 'approvalNeeded' }],
        onError: { target: 'editing', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
      },
    },
    // The amount the market may take is said in our words before the wallet asks (exactly price x quantity).
    approvalNeeded: {
      on: {
        'TRADE.APPROVE': { target: 'approving' },
        'TRADE.BACK': { target: 'editing' },
        'MARKET.CLOSE': { target: 'closed' },
      },
    },
    approving: {
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }): TxStepInput<TokenApproveRequest> => ({
          request: { chainId: context.item.chainId, from: buyer(context), amountWei: total(context) },
          kind: 'approve',
          label: message(TX_LABEL.approveToken, { amount: weiToUnits(total(context)), symbol: context.item.tokenSymbol, scope: context.scope }),
        }),
        onDone: [
          { guard: { type: 'mined', params: ({ event }) => event.output }, target: 'trading' },
          { target: 'editing', actions: { type: 'failed', params: ({ event }) => event.output.notice } },
        ],
        onError: { target: 'editing', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
      },
    },
    trading: {
      invoke: {
        id: 'trade',
        src: 'trade',
        input: ({ context }): TxStepInput<TradeRequest> => ({
          request: {
            chainId: context.item.chainId,
            from: buyer(context),
            index: context.listing.index,
            amount: units(context),
            currency: context.listing.currency,
            totalWei: total(context),
          },
          kind: 'buy',
          label: message(TX_LABEL.buy, { count: units(context), name: context.item.name, scope: context.scope }),
        }),
        onDone: [
          {
            guard: { type: 'mined', params: ({ event }) => event.output },
            target: 'recording',
            actions: { type: 'setHash', params: ({ event }) => event.output },
          },
          { target: 'editing', actions: { type: 'failed', params: ({ event }) => event.output.notice } },
        ],
        onError: { target: 'editing', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
      },
    },
    // The chain is the truth: the API also indexes the Traded event, so a failed record does not undo the purchase.
    recording: {
      invoke: {
        id: 'recordTrade',
        src: 'recordTrade',
        input: ({ context }) => ({ prependingId: context.prependingId ?? 0, hash: context.hash ?? '' }),
        onDone: { target: 'bought' },
        onError: { target: 'bought' },
      },
    },
    bought: { type: 'final', entry: 'bought' },
    closed: { type: 'final' },
  },
});
