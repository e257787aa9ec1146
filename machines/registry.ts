// Every machine of the app by name, so the docs generator and tests can go through all of them.
import type { AnyStateMachine } from 'xstate';
import { appMachine } from './app/appMachine';
import { networkMachine } from './app/networkMachine';
import { alertMachine } from './overlay/alertMachine';
import { loadingMachine } from './overlay/loadingMachine';
import { popupMachine } from './overlay/popupMachine';
import { toastMachine } from './overlay/toastMachine';
import { claimMachine } from './staking/claimMachine';
import { countdownMachine } from './staking/countdownMachine';
import { quantityMachine } from './staking/quantityMachine';
import { stakingPopupMachine } from './staking/stakingPopupMachine';
import { txTrackerMachine } from './staking/txTrackerMachine';
import { unlockMachine } from './staking/unlockMachine';

export interface RegisteredMachine {
  /** File name of its docs page: lowercase letters, digits and dashes. */
  name: string;
  machine: AnyStateMachine;
  /** The systemId it is spawned with, when the app looks it up by one. */
  systemId?: string;
}

export const machineRegistry: readonly RegisteredMachine[] = [
  { name: 'app', machine: appMachine },
  { name: 'network', machine: networkMachine, systemId: 'network' },
  { name: 'loading', machine: loadingMachine, systemId: 'loading' },
  { name: 'toast', machine: toastMachine, systemId: 'toast' },
  { name: 'alert', machine: alertMachine, systemId: 'alert' },
  { name: 'popups', machine: popupMachine, systemId: 'popups' },
  { name: 'staking-countdown', machine: countdownMachine },
  { name: 'staking-popup', machine: stakingPopupMachine },
  { name: 'staking-quantity', machine: quantityMachine },
  { name: 'staking-unlock', machine: unlockMachine },
  { name: 'staking-claim', machine: claimMachine },
  { name: 'staking-tx', machine: txTrackerMachine },
];
