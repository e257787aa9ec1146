// Real actors of the staking hub: the wallet (the app's wallet session when it runs, else the injected-wallet adapter)
// and the provided staking flows.
import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { stakingHubMachine, type StakingHubEvent } from '../../machines/staking/stakingHubMachine';
import type { WalletInfo } from '../../machines/staking/types';
import { defaultStakingDeps, type StakingDeps } from '../services/staking/deps';
import { onActiveProviderChange } from '../services/wallet/active';
import { connectWallet, setStakingProvider, watchWallet } from '../services/staking/walletAccess';
import { stakingClaimLogic } from './stakingClaimActors';
import { stakingCountdownLogic } from './stakingCountdownActors';
import { stakingPopupLogic } from './stakingPopupActors';
import { stakingTxLogic } from './stakingTxActors';
import { stakingUnlockLogic } from './stakingUnlockActors';

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

// The staking flows talk to the wallet the user connected through the wallet session (web3-onboard).
onActiveProviderChange((wallet) => setStakingProvider(wallet?.provider ?? null));

export function stakingHubLogic(deps: () => StakingDeps = defaultStakingDeps) {
  return stakingHubMachine.provide({
    actors: {
      watchWallet: fromCallback<StakingHubEvent>(({ sendBack, system }) => {
        let injected: WalletInfo | null = null;
        let last: WalletInfo | null | undefined;
        let sessionSub: { unsubscribe(): void } | null = null;
        const report = () => {
          const next = fromSession(system.get('wallet')) ?? injected;
          if (last !== undefined && sameWallet(last, next)) return;
          last = next;
          sendBack({ type: 'WALLET.UPDATED', wallet: next });
        };
        const stopInjected = watchWallet((wallet) => {
          const session = system.get('session')?.getSnapshot() as { context?: { user?: { walletType?: number } | null } } | undefined;
          const walletType = session?.context?.user?.walletType;
          injected = wallet && walletType && walletType !== 9999 ? { ...wallet, walletType } : wallet;
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
          stopInjected();
          sessionSub?.unsubscribe();
        };
      }),
      connectWallet: fromPromise<void>(async () => connectWallet(deps().provider())),
      tx: stakingTxLogic(deps),
      countdown: stakingCountdownLogic(deps),
      popup: stakingPopupLogic(deps),
      unlock: stakingUnlockLogic(deps),
      claim: stakingClaimLogic(deps),
    },
  });
}
