// Real actors of the staking hub: the wallet the user connected in the app (the wallet session when it runs, else the
// adapter's reading of the same web3-onboard provider), connecting through the app's wallet select, and the provided
// staking flows.
import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { WALLET_TYPE } from '../../../../common/domain/wallet';
import { stakingHubMachine, type StakingHubEvent } from '../../../../machines/staking/stakingHubMachine';
import type { WalletInfo } from '../../../../machines/staking/types';
import type { WalletConnection } from '../../../../machines/wallet/types';
import type { WalletSessionEvent } from '../../../../machines/wallet/walletMachine';
import { defaultStakingDeps, type StakingDeps } from '../services/deps';
import { watchWallet } from '../services/walletAccess';
import { connect } from '../../wallet/services/session';
import { stakingClaimLogic } from './claim';
import { stakingCountdownLogic } from './countdown';
import { stakingPopupLogic } from './popup';
import { stakingUnlockLogic } from './unlock';

interface WalletSessionLike {
  address: string | null;
  chainId: number | null;
  walletType: number | null;
}

/** The wallet session actor's view of the wallet (systemId `wallet`), when it has a connected address. */
function fromSession(ref: AnyActorRef | undefined): WalletInfo | null {
  const context = (ref?.getSnapshot() as { context?: WalletSessionLike } | undefined)?.context;
  if (!context?.address || context.chainId === null) return null;
  return { address: context.address, chainId: context.chainId, ...(context.walletType ? { walletType: context.walletType } : {}) };
}

const sameWallet = (a: WalletInfo | null, b: WalletInfo | null) =>
  a === b || (a !== null && b !== null && a.address.toLowerCase() === b.address.toLowerCase() && a.chainId === b.chainId && a.walletType === b.walletType);

type ConnectApp = () => Promise<WalletConnection>;

/** The app's wallet select (web3-onboard; the wallet service loads it on first use). */
const connectThroughApp: ConnectApp = () => connect(null);

/**
 * "Connect wallet" of the staking tab: the user picks the wallet in the app's wallet select, and the wallet session
 * (systemId `wallet`) takes the connection, as after a login; the staking flows then follow that wallet.
 */
export function connectAppWallet(connect: ConnectApp = connectThroughApp) {
  return fromPromise<void>(async ({ system }) => {
    const connection = await connect();
    const session: WalletSessionEvent = { type: 'WALLET.CONNECTED', connection };
    system.get('wallet')?.send(session);
  });
}

/**
 * WALLET.UPDATED now and on every change of the wallet the user connected in the app: the wallet session's view when it
 * has an address, else the adapter's reading of the same provider (with the signed-in user's wallet type).
 */
export const watchConnectedWallet = fromCallback<StakingHubEvent>(({ sendBack, system }) => {
  let fromProvider: WalletInfo | null = null;
  let last: WalletInfo | null | undefined;
  let sessionSub: { unsubscribe(): void } | null = null;
  const report = () => {
    const next = fromSession(system.get('wallet')) ?? fromProvider;
    if (last !== undefined && sameWallet(last, next)) return;
    last = next;
    sendBack({ type: 'WALLET.UPDATED', wallet: next });
  };
  const stopProvider = watchWallet((wallet) => {
    const session = system.get('session')?.getSnapshot() as { context?: { user?: { walletType?: number } | null } } | undefined;
    const walletType = session?.context?.user?.walletType;
    fromProvider = wallet && walletType && walletType !== WALLET_TYPE.IdLogin ? { ...wallet, walletType } : wallet;
    report();
  });
  // The wallet session may be spawned after this hub: look for it once the app has started.
  const timer = setTimeout(() => {
    const ref = system.get('wallet');
    if (ref) sessionSub = ref.subscribe(report);
    report();
  }, 0);
  return () => {
    clearTimeout(timer);
    stopProvider();
    sessionSub?.unsubscribe();
  };
});

export function stakingHubLogic(deps: () => StakingDeps = defaultStakingDeps) {
  return stakingHubMachine.provide({
    actors: {
      watchWallet: watchConnectedWallet,
      connectWallet: connectAppWallet(),
      countdown: stakingCountdownLogic(deps),
      popup: stakingPopupLogic(deps),
      unlock: stakingUnlockLogic(deps),
      claim: stakingClaimLogic(deps),
    },
  });
}
