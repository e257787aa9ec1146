// What the buy, list and unlist flows share: the viewer they follow, the network switch they offer, and the reports to their hub.
import type { AnyActorRef } from 'xstate';
import { WALLET_TYPE } from '@common/domain/wallet';
import { message, type Message } from '../shared/message';
import { appActors, type SystemArgs } from '../shared/system';
import { MARKET_MESSAGE } from './messages';
import { onWrongNetwork, viewerProblem } from './rules';
import type { MarketChangedEvent, MarketItemRef, Viewer } from './types';

/** What every market flow starts from. */
export interface MarketFlowInput {
  /** What the page calls this item: the hub counts changes per scope, and the transactions' labels carry it. */
  scope: string;
  item: MarketItemRef;
  viewer: Viewer;
  /**
   * The config's approvalRequirements.onChain (common/domain/approvals.ts), handed by the hub: false, the flow reads no
   * allowance or isApprovedForAll and sends no approval. Absent: required (the safe reading).
   */
  onChainApproval?: boolean;
  /** The hub: hears MARKET.CHANGED and MARKET.LOGIN. */
  reportTo?: AnyActorRef;
}

/** The flows' common context: the input and what the user reads now. */
export interface MarketFlowContext extends MarketFlowInput {
  notice: Message | null;
}

/** A flow asks its hub to open the login popup (the root opens it). */
export interface MarketLoginEvent {
  type: 'MARKET.LOGIN';
}

type FlowArgs = SystemArgs & { context: MarketFlowContext };

/** Tells the hub the item changed on chain, so the page reloads it. */
export function reportChanged(args: FlowArgs): void {
  const { reportTo, scope } = args.context;
  const changed: MarketChangedEvent = { type: 'MARKET.CHANGED', scope };
  if (reportTo) args.enqueue.sendTo(reportTo, changed);
}

export function askLogin(args: FlowArgs): void {
  const { reportTo } = args.context;
  if (reportTo) args.enqueue.sendTo(reportTo, { type: 'MARKET.LOGIN' } satisfies MarketLoginEvent);
}

/**
 * The switch to the item's network goes through the app's wallet session (which tells the network machine); a
 * WalletConnect session changes networks only in the wallet, so the flow says so (spec 8).
 */
export function switchNetwork(args: FlowArgs): Message | null {
  const { viewer, item } = args.context;
  if (viewer.wallet?.walletType === WALLET_TYPE.WalletConnect) return message(MARKET_MESSAGE.changeInWallet);
  appActors(args).send('wallet', { type: 'WALLET.SELECT_NETWORK', chainId: item.chainId });
  return null;
}

export const signedOut = (context: MarketFlowContext) => !context.viewer.signedIn;
export const onChainApproval = (context: MarketFlowContext) => context.onChainApproval !== false;
export const walletProblem = (context: MarketFlowContext) => viewerProblem(context.viewer, context.item.chainId);
export const wrongNetwork = (context: MarketFlowContext) => onWrongNetwork(context.viewer, context.item.chainId);
