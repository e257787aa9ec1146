// Real actors of the staking hub: the viewer (the app's Viewer port: registered and connected wallet), connecting
// through the app's wallet select, and the provided staking flows.
import { fromPromise } from 'xstate';
import { stakingHubMachine } from '@machines/staking/stakingHubMachine';
import type { WalletConnection } from '@machines/wallet/types';
import { watchViewer } from '../../../services/viewer';
import { defaultStakingDeps, type StakingDeps } from '../services/deps';
import { connect } from '../../wallet/services/session';
import { stakingClaimLogic } from './claim';
import { stakingCountdownLogic } from './countdown';
import { stakingPopupLogic } from './popup';
import { stakingUnlockLogic } from './unlock';

/** "Connect wallet" of the staking tab: the app's wallet select (web3-onboard, loaded on first use); the hub hands the connection to the wallet session. */
export const connectAppWallet = (select: () => Promise<WalletConnection> = () => connect(null)) => fromPromise<WalletConnection>(() => select());

export function stakingHubLogic(deps: () => StakingDeps = defaultStakingDeps) {
  return stakingHubMachine.provide({
    actors: {
      watchViewer,
      connectWallet: connectAppWallet(),
      countdown: stakingCountdownLogic(deps),
      popup: stakingPopupLogic(deps),
      unlock: stakingUnlockLogic(deps),
      claim: stakingClaimLogic(deps),
    },
  });
}
