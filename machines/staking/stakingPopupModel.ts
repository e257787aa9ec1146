// The staking popup's data, events and pure rules (what a deposit sends, why a stake or an approval is refused), apart from its machine.
import type { AnyActorRef } from 'xstate';
import { CAMPAIGN_STATUS } from '@common/domain/campaign';
import { message, type Message } from '../shared/message';
import { walletErrorMessage } from '../shared/walletErrors';
import { TX_LABEL } from '../tx/messages';
import type { TxStepInput, TxStepSentEvent } from '../tx/txStepMachine';
import { campaignStatusAt } from './campaign';
import { STAKING_MESSAGE } from './messages';
import { stakingWalletProblem } from './rules';
import type { QuantityInput } from './quantityMachine';
import type { LandCard } from '@common/domain/landCard';
import type { AreaKey, CampaignInfo, DepositRequest, StakingFlowInput, Standard, WalletInfo } from './types';

export type StakingPopupInput = StakingFlowInput;

export interface StakingPopupContext extends StakingFlowInput {
  standard: Standard;
  search: string;
  lands: LandCard[];
  campaign: CampaignInfo | null;
  nowSec: number;
  /** Whether Stake checks and asks the on-chain approval first (the config's, read with the area; required until known). */
  onChainApproval: boolean;
  understood: boolean;
  /** Chosen token ids with their quantity (1 for ERC-721). */
  selection: Record<string, number>;
  pendingSwitch: { kind: 'standard'; standard: Standard } | { kind: 'area'; area: AreaKey } | null;
  quantityFor: string | null;
  /** The deposit is sent and tracked by the app: the popup may close while it is mined. */
  depositSent: boolean;
  /** The last message the flow showed (also sent as a toast), for the popup to show beside the Stake button. */
  notice: Message | null;
}

export type StakingPopupEvent =
  | { type: 'UNDERSTAND.TOGGLE' }
  | { type: 'SEARCH.CHANGE'; text: string }
  | { type: 'LAND.TOGGLE'; tokenId: string }
  | { type: 'LAND.EDIT_QUANTITY'; tokenId: string }
  | { type: 'STANDARD.SELECT'; standard: Standard }
  | { type: 'AREA.SELECT'; area: AreaKey }
  | { type: 'WALLET.UPDATED'; wallet: WalletInfo | null }
  | { type: 'STAKE' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' }
  | { type: 'POPUP.CONFIRMED'; id: string }
  | { type: 'POPUP.CANCELLED'; id: string }
  | TxStepSentEvent;

/** The popup as it opens: ERC-721 first, nothing chosen, the box not ticked. */
export function initialPopupContext(input: StakingPopupInput): StakingPopupContext {
  const { poolId, areas, area, supportedChainIds, registeredAddress, wallet } = input;
  return {
    poolId,
    areas,
    area,
    supportedChainIds,
    registeredAddress,
    wallet,
    standard: 721,
    search: '',
    lands: [],
    campaign: null,
    nowSec: 0,
    onChainApproval: true,
    understood: false,
    selection: {},
    pendingSwitch: null,
    quantityFor: null,
    depositSent: false,
    notice: null,
  };
}

/** What the quantity modal starts from: the LAND's owned quantity and the one chosen before, if any. */
export function quantityInputOf(context: StakingPopupContext): QuantityInput {
  const land = context.lands.find((candidate) => candidate.tokenId === context.quantityFor && candidate.isErc1155);
  return { max: land?.maxQuantity ?? 1, initial: context.selection[context.quantityFor ?? ''] };
}

/** The modal's answer: the chosen quantity for the LAND it was opened for, or nothing on Cancel. */
export function withQuantity(context: StakingPopupContext, quantity: number | null): Partial<StakingPopupContext> {
  const tokenId = context.quantityFor ?? '';
  if (quantity === null) return { quantityFor: null };
  return { selection: { ...context.selection, [tokenId]: quantity }, quantityFor: null, notice: null };
}

/** A confirmed switch of standard or area: the box unticked and the selection cleared (approval is per LAND contract). */
export function afterSwitch(context: StakingPopupContext): Partial<StakingPopupContext> {
  const pending = context.pendingSwitch;
  if (pending?.kind === 'area') return { area: pending.area, understood: false, selection: {}, lands: [], campaign: null, pendingSwitch: null };
  if (pending?.kind === 'standard') return { standard: pending.standard, understood: false, selection: {}, pendingSwitch: null };
  return { pendingSwitch: null };
}

/** The deposit step: what it sends, how the list names it, and the popup that hears when it is sent. */
export function depositStepInput(context: StakingPopupContext, popup: AnyActorRef): TxStepInput<DepositRequest> {
  const request = depositRequestOf(context);
  const count = request.amounts.reduce((sum, n) => sum + n, 0);
  return { request, kind: 'deposit', label: message(TX_LABEL.deposit, { count }), reportTo: popup };
}

export const STAKING_SWITCH_POPUP_ID = 'staking-switch';
export const STAKING_SUCCESS_POPUP_ID = 'staking-success';

export const areaChain = (context: Pick<StakingPopupContext, 'areas' | 'area'>) => context.areas.find((a) => a.key === context.area)?.chainId ?? 0;
export const hasSelection = (context: StakingPopupContext) => Object.keys(context.selection).length > 0;
export const landOf = (context: StakingPopupContext, tokenId: string) =>
  context.lands.find((land) => land.tokenId === tokenId && land.isErc1155 === (context.standard === 1155));

/** What the deposit sends: the current standard's chosen tokens, in list order. */
export function depositRequestOf(context: StakingPopupContext): DepositRequest {
  const chosen = context.lands.filter((land) => land.isErc1155 === (context.standard === 1155) && context.selection[land.tokenId]);
  return {
    chainId: areaChain(context),
    campaignId: context.campaign?.campaignId ?? 0,
    standard: context.standard,
    tokenIds: chosen.map((land) => land.tokenId),
    amounts: chosen.map((land) => context.selection[land.tokenId] ?? 0),
    from: context.wallet?.address ?? '',
  };
}

/** The first rule a stake or an approval breaks (section 5), or null. */
export function walletProblem(context: StakingPopupContext): Message | null {
  return stakingWalletProblem(context.wallet, context.registeredAddress, context.supportedChainIds, areaChain(context));
}

export function campaignProblem(context: StakingPopupContext): Message | null {
  if (!context.campaign) return message(STAKING_MESSAGE.noStakeableCampaign);
  const status = campaignStatusAt(context.campaign, context.nowSec);
  if (status === CAMPAIGN_STATUS.ongoing) return message(STAKING_MESSAGE.stakeOngoing);
  if (status === CAMPAIGN_STATUS.ended) return message(STAKING_MESSAGE.noStakeableCampaign);
  return null;
}

export type NoticeKind = 'stake' | 'error' | 'notEnough';

export function noticeOf(kind: NoticeKind, context: StakingPopupContext, event: { error?: unknown }): Message | null {
  switch (kind) {
    case 'stake':
      return walletProblem(context) ?? campaignProblem(context);
    case 'error':
      return walletErrorMessage(event.error);
    case 'notEnough':
      return message('wallet.notEnoughNative');
  }
}
