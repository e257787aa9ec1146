// List (item detail or inventory): price (not zero, up to 18 decimals), currency, amount for ERC-1155; the market
// approved for the collection only when it is not yet, then Sell_Item.
import { assign, enqueueActions, fromPromise, not, setup } from 'xstate';
import type { ListingCurrency } from '@common/api/marketItems';
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
import { amountProblem, listFailure, listingStale, marketNotice, parsePrice, parseQuantity, priceProblem, relistProblem, weiToUnits } from './rules';
import type { LandListing, LandSellInput, NftApprovalRequest, SellRequest, ViewerEvent } from './types';

export interface ListInput extends MarketFlowInput {
  /** Units in the wallet (an ERC-721 piece: 1). */
  owned: number;
  /** This user's open listings of this token: one must be unlisted first. */
  openListings: number;
  /** A LAND listed from the LAND market on a spec back end: once on chain, the sale is recorded with lgl0004_ex on its block. */
  land?: LandListing;
}

interface ListContext extends MarketFlowContext {
  land?: LandListing;
  owned: number;
  openListings: number;
  /** What the user typed and chose, kept through every failure. */
  price: string;
  currency: ListingCurrency;
  amount: string;
}

export type ListEvent =
  | { type: 'LIST.PRICE'; text: string }
  | { type: 'LIST.CURRENCY'; currency: ListingCurrency }
  | { type: 'LIST.AMOUNT'; text: string }
  | { type: 'LIST.SUBMIT' }
  | { type: 'MARKET.SWITCH_NETWORK' }
  | { type: 'MARKET.CLOSE' }
  | ViewerEvent;

const seller = (context: ListContext) => context.viewer.wallet?.address ?? '';
const amount = (context: ListContext) => (context.item.standard === 721 ? 1 : (parseQuantity(context.amount) ?? 0));

/** The first rule the listing breaks, in the order the user can fix them. */
function listProblem(context: ListContext): Message | null {
  return (
    relistProblem(context.openListings) ??
    priceProblem(context.price) ??
    (context.item.standard === 1155 ? amountProblem(context.amount, context.owned) : null) ??
    walletProblem(context)
  );
}

export const listMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as ListInput,
  },
  actors: {
    checkNftApproval: fromPromise<boolean, NftApprovalRequest>(async () => {
      throw new Error('checkNftApproval not provided');
    }),
    /** setApprovalForAll(market, true) on the collection, only when not yet approved. */
    approve: txStepMachine,
    /** Sell_Item with the market's mintFee as value. */
    sell: txStepMachine,
    /** lgl0004_ex: the LAND market records the sale the chain now shows. */
    recordLandSale: fromPromise<void, LandSellInput>(async () => {
      throw new Error('recordLandSale not provided');
    }),
  },
  guards: {
    signedOut: ({ context }) => signedOut(context),
    hasProblem: ({ context }) => listProblem(context) !== null,
    wrongNetwork: ({ context }) => wrongNetwork(context),
    approved: (_, approved: boolean) => approved,
    noOnChainApproval: ({ context }) => !onChainApproval(context),
    mined: (_, output: TxStepOutput) => output.outcome === 'mined',
    isLand: ({ context }) => context.land !== undefined,
  },
  actions: {
    edit: assign(({ event }) => {
      if (event.type === 'LIST.PRICE') return { price: event.text, notice: null };
      if (event.type === 'LIST.CURRENCY') return { currency: event.currency, notice: null };
      if (event.type === 'LIST.AMOUNT') return { amount: event.text, notice: null };
      return {};
    }),
    setViewer: assign(({ event }) => (event.type === 'VIEWER.CHANGED' ? { viewer: event.viewer } : {})),
    showProblem: assign(({ context }) => ({ notice: listProblem(context) })),
    clearNotice: assign({ notice: null }),
    login: enqueueActions((args) => askLogin(args)),
    switchNetwork: enqueueActions((args) => args.enqueue.assign({ notice: switchNetwork(args) })),
    failed: enqueueActions((args, notice: Message | null) => {
      const shown = marketNotice(notice);
      args.enqueue.assign({ notice: shown });
      if (listingStale(shown)) reportChanged(args);
    }),
    listed: enqueueActions((args) => {
      appActors(args).toast(message(MARKET_MESSAGE.listed), 'success');
      reportChanged(args);
    }),
  },
}).createMachine({
  id: 'list',
  description:
    'List: price, currency and (ERC-1155) amount checked on submit with the section 5 wallet rules (login first when signed out; the switch offered on ' +
    'a wrong network; a token already listed by this user is unlisted first), when the config asks on-chain approval, isApprovedForAll(owner, ' +
    'market) and setApprovalForAll only when missing (txStep), then Sell_Item (txStep) and, for LAND of the LAND market, its sale recorded with ' +
    'lgl0004_ex. Failures go back to editing with the entries kept.',
  context: ({ input }) => ({ ...input, price: '', currency: 'token', amount: '1', notice: null }),
  initial: 'editing',
  on: { 'VIEWER.CHANGED': { actions: 'setViewer' } },
  states: {
    editing: {
      on: {
        'LIST.PRICE': { actions: 'edit' },
        'LIST.CURRENCY': { actions: 'edit' },
        'LIST.AMOUNT': { actions: 'edit' },
        'LIST.SUBMIT': [
          { guard: 'signedOut', actions: 'login' },
          { guard: 'hasProblem', actions: 'showProblem' },
          // The config asks no on-chain approval: no isApprovedForAll read, no approval (docs/decisions.md).
          { guard: 'noOnChainApproval', target: 'listing', actions: 'clearNotice' },
          { target: 'checkingApproval', actions: 'clearNotice' },
        ],
        'MARKET.SWITCH_NETWORK': { guard: 'wrongNetwork', actions: 'switchNetwork' },
        'MARKET.CLOSE': { target: 'closed' },
      },
    },
    checkingApproval: {
      invoke: {
        id: 'checkNftApproval',
        src: 'checkNftApproval',
        input: ({ context }) => ({ chainId: context.item.chainId, nft: context.item.nft, owner: seller(context) }),
        onDone: [{ guard: { type: 'approved', params: ({ event }) => event.output }, target: 'listing' }, { target: 'approving' }],
        onError: { target: 'editing', actions: { type: 'failed', params: ({ event }) => listFailure(walletErrorMessage(event.error)) } },
      },
    },
    approving: {
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }): TxStepInput<NftApprovalRequest> => ({
          request: { chainId: context.item.chainId, nft: context.item.nft, owner: seller(context) },
          kind: 'approve',
          label: message(TX_LABEL.approveNft, { name: context.item.name, scope: context.scope }),
        }),
        onDone: [
          { guard: { type: 'mined', params: ({ event }) => event.output }, target: 'listing' },
          { target: 'editing', actions: { type: 'failed', params: ({ event }) => listFailure(event.output.notice) } },
        ],
        onError: { target: 'editing', actions: { type: 'failed', params: ({ event }) => listFailure(walletErrorMessage(event.error)) } },
      },
    },
    listing: {
      invoke: {
        id: 'sell',
        src: 'sell',
        input: ({ context }): TxStepInput<SellRequest> => ({
          request: {
            chainId: context.item.chainId,
            from: seller(context),
            nft: context.item.nft,
            tokenId: context.item.tokenId,
            amount: amount(context),
            priceWei: (parsePrice(context.price) ?? 0n).toString(),
            currency: context.currency,
          },
          kind: 'list',
          label: message(TX_LABEL.list, { count: amount(context), name: context.item.name, scope: context.scope }),
        }),
        onDone: [
          { guard: { type: 'mined', params: ({ event }) => event.output }, target: 'recording' },
          { target: 'editing', actions: { type: 'failed', params: ({ event }) => listFailure(event.output.notice) } },
        ],
        onError: { target: 'editing', actions: { type: 'failed', params: ({ event }) => listFailure(walletErrorMessage(event.error)) } },
      },
    },
    // The listing is on chain (the truth): a LAND market back end that cannot record it now learns it from the chain
    // later, so the flow ends listed either way.
    recording: {
      always: { guard: not('isLand'), target: 'listed' },
      invoke: {
        id: 'recordLandSale',
        src: 'recordLandSale',
        input: ({ context }): LandSellInput => ({ ...context.land!, price: weiToUnits(parsePrice(context.price) ?? 0n) }),
        onDone: { target: 'listed' },
        onError: { target: 'listed' },
      },
    },
    listed: { type: 'final', entry: 'listed' },
    closed: { type: 'final' },
  },
});
