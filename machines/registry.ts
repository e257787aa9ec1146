// Every machine of the app by name, so the docs generator and tests can go through all of them.
import type { AnyStateMachine } from 'xstate';
import { appMachine } from './app/appMachine';
import { networkMachine } from './app/networkMachine';
import { sessionMachine } from './app/sessionMachine';
import { alertMachine } from './overlay/alertMachine';
import { loadingMachine } from './overlay/loadingMachine';
import { popupMachine } from './overlay/popupMachine';
import { toastMachine } from './overlay/toastMachine';
import { addWalletMachine } from './account/addWalletMachine';
import { changePasswordMachine } from './account/changePasswordMachine';
import { editProfileMachine } from './account/editProfileMachine';
import { findIdMachine } from './auth/findIdMachine';
import { loginMachine } from './auth/loginMachine';
import { resetPasswordMachine } from './auth/resetPasswordMachine';
import { signupMachine } from './auth/signupMachine';
import { verificationMachine } from './auth/verificationMachine';
import { walletMachine } from './wallet/walletMachine';
import { claimMachine } from './staking/claimMachine';
import { countdownMachine } from './staking/countdownMachine';
import { quantityMachine } from './staking/quantityMachine';
import { stakingHubMachine } from './staking/stakingHubMachine';
import { stakingPopupMachine } from './staking/stakingPopupMachine';
import { approvalMachine } from './staking/approvalMachine';
import { txStepMachine } from './tx/txStepMachine';
import { txTrackerMachine } from './tx/txTrackerMachine';
import { txWatchMachine } from './tx/txWatchMachine';
import { unlockMachine } from './staking/unlockMachine';
import { browseMachine } from './market/browseMachine';
import { itemDetailMachine } from './market/itemDetailMachine';
import { listMachine } from './market/listMachine';
import { tradeHubMachine } from './market/tradeHubMachine';
import { tradeMachine } from './market/tradeMachine';
import { unlistMachine } from './market/unlistMachine';
import { landMapMachine } from './landMap/landMapMachine';
import { mysteryBoxMachine } from './mysteryBox/mysteryBoxMachine';
import { salePopupMachine } from './mysteryBox/salePopupMachine';
import { eventVoteMachine } from './events/eventVoteMachine';
import { mainNoticeMachine } from './events/mainNoticeMachine';
import { approvalsMachine } from './approvals/approvalsMachine';
import { proposalListMachine } from './dao/list/proposalListMachine';
import { downloadMachine } from './game/downloadMachine';
import { gameStartMachine } from './game/gameStartMachine';
import { playerMachine } from './game/playerMachine';
import { binanceLandMachine } from './binance/binanceLandMachine';
import { startupMachine } from './startup/startupMachine';
import { proposalDetailMachine } from './dao/detail/proposalDetailMachine';
import { voteMachine } from './dao/detail/voteMachine';
import { reportMachine } from './dao/detail/reportMachine';
import { createProposalMachine } from './dao/create/createProposalMachine';
import { createQueryMachine } from './shared/queryMachine';
import { createConfirmedTxStep } from './tx/confirmedTxStep';

/**
 * The templates drawn once, with every option on: each loader and each confirmed transaction is a configuration of one
 * of them (its file says which options it takes), so it has no page of its own.
 */
const templates: readonly RegisteredMachine[] = [
  {
    name: 'query',
    machine: createQueryMachine<unknown, unknown>({
      id: 'query',
      description:
        'The generic loader (machines/shared/queryMachine.ts): loads the query a page names through its load port; another query loads again, the same ' +
        'one again only where configured; blank, empty, missing, not offered, failed (Retry) and reloaded in place (RELOAD) where configured. ' +
        'Configured as: news and homeNews (news list), newsDetail, homeFeatured, daoTransparency, daoActivity, votingPower, marketInventory, landTab.',
      same: Object.is,
      waitForQuery: true,
      isBlank: (query) => query === null,
      isEmpty: (data) => data === null,
      isMissing: () => false,
      isNotOffered: () => false,
      refreshOnSame: true,
      reloadInPlace: true,
    }),
  },
  {
    name: 'tx-confirmed-step',
    machine: createConfirmedTxStep<unknown, unknown, 'done'>({
      id: 'confirmedTxStep',
      description:
        "The confirmed-transaction step (machines/tx/confirmedTxStep.ts): the app's confirm popup (skipped for an input that needs none), then the " +
        'txStep (send, registered with the tracker, mined or not), a toast either way (a failure toast only where configured) and the outcome ' +
        'handed back; it may tell its parent when it sends. Configured as: Keep for next campaign (restake) and Unlock (withdraw, one LAND ' +
        "confirmed, all sent at once), children of staking's unlock flow; cancelSell, the child of the market's unlist flow (no failure toast, " +
        "'sending' told to it); and revoke, the child of the approvals flow.",
      popupId: 'confirm',
      done: 'done',
      confirm: () => ({ title: { id: '' }, message: { id: '' } }),
      tx: (request) => ({ request, kind: 'restake', label: { id: '' } }),
      sendingEvent: { type: 'SENDING' },
      succeeded: () => ({ id: '' }),
    }),
  },
];

export interface RegisteredMachine {
  /** File name of its docs page: lowercase letters, digits and dashes. */
  name: string;
  machine: AnyStateMachine;
  /** The systemId it is spawned with, when the app looks it up by one. */
  systemId?: string;
}

export const machineRegistry: readonly RegisteredMachine[] = [
  { name: 'app', machine: appMachine },
  { name: 'startup', machine: startupMachine, systemId: 'startup' },
  { name: 'network', machine: networkMachine, systemId: 'network' },
  { name: 'session', machine: sessionMachine, systemId: 'session' },
  { name: 'loading', machine: loadingMachine, systemId: 'loading' },
  { name: 'toast', machine: toastMachine, systemId: 'toast' },
  { name: 'alert', machine: alertMachine, systemId: 'alert' },
  { name: 'popups', machine: popupMachine, systemId: 'popups' },
  { name: 'login', machine: loginMachine },
  { name: 'signup', machine: signupMachine, systemId: 'signup' },
  { name: 'verification', machine: verificationMachine },
  { name: 'find-id', machine: findIdMachine, systemId: 'findId' },
  { name: 'reset-password', machine: resetPasswordMachine, systemId: 'resetPassword' },
  { name: 'wallet', machine: walletMachine },
  { name: 'edit-profile', machine: editProfileMachine, systemId: 'editProfile' },
  { name: 'change-password', machine: changePasswordMachine, systemId: 'changePassword' },
  { name: 'add-wallet', machine: addWalletMachine, systemId: 'addWallet' },
  { name: 'staking-hub', machine: stakingHubMachine, systemId: 'staking' },
  { name: 'staking-countdown', machine: countdownMachine, systemId: 'stakingCountdown' },
  { name: 'staking-popup', machine: stakingPopupMachine },
  { name: 'staking-quantity', machine: quantityMachine },
  { name: 'staking-unlock', machine: unlockMachine },
  { name: 'staking-claim', machine: claimMachine },
  { name: 'staking-approval', machine: approvalMachine },
  { name: 'tx-tracker', machine: txTrackerMachine, systemId: 'tx' },
  { name: 'tx-watch', machine: txWatchMachine },
  { name: 'tx-step', machine: txStepMachine },
  { name: 'market-browse', machine: browseMachine, systemId: 'marketBrowse' },
  { name: 'market-item', machine: itemDetailMachine, systemId: 'marketItem' },
  { name: 'market-trade-hub', machine: tradeHubMachine, systemId: 'marketTrade' },
  { name: 'market-trade', machine: tradeMachine },
  { name: 'market-list', machine: listMachine },
  { name: 'market-unlist', machine: unlistMachine },
  { name: 'land-map', machine: landMapMachine, systemId: 'landMap' },
  { name: 'mystery-box', machine: mysteryBoxMachine, systemId: 'mysteryBox' },
  { name: 'mystery-box-popup', machine: salePopupMachine },
  { name: 'event-vote', machine: eventVoteMachine, systemId: 'events' },
  { name: 'main-notice', machine: mainNoticeMachine, systemId: 'mainNotice' },
  { name: 'approvals', machine: approvalsMachine, systemId: 'approvals' },
  { name: 'dao-proposal-list', machine: proposalListMachine, systemId: 'daoProposals' },
  { name: 'game-start', machine: gameStartMachine, systemId: 'gameStart' },
  { name: 'game-download', machine: downloadMachine, systemId: 'gameDownload' },
  { name: 'game-player', machine: playerMachine, systemId: 'gamePlayer' },
  { name: 'binance-land', machine: binanceLandMachine, systemId: 'binanceLand' },
  { name: 'dao-detail', machine: proposalDetailMachine, systemId: 'daoDetail' },
  { name: 'dao-vote', machine: voteMachine },
  { name: 'dao-report', machine: reportMachine },
  { name: 'dao-create-proposal', machine: createProposalMachine, systemId: 'createProposal' },
  ...templates,
];
