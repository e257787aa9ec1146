// Actors of the wallet session machine: web3-onboard reconnect, the EIP-1193 event bridge, account polling,
// balances through ethers, disconnect and reload. Everything heavy is behind import() in the wallet service.
import { fromCallback, fromPromise } from 'xstate';
import type { Balances, DisconnectWalletInput, ReadBalancesInput, WalletConnection, WalletSessionEvent, WalletTypeInput } from '@machines/wallet/types';
import { walletMachine } from '@machines/wallet/walletMachine';
import * as wallet from './services/session';

function walletActors() {
  return {
    reconnectWallet: fromPromise<WalletConnection, WalletTypeInput>(({ input }) => wallet.reconnect(input.walletType)),
    watchWallet: fromCallback<WalletSessionEvent, WalletTypeInput>(({ sendBack }) => wallet.watch(sendBack)),
    readAccount: fromPromise<string | null, WalletTypeInput>(() => wallet.readAccount()),
    readBalances: fromPromise<Balances, ReadBalancesInput>(({ input }) => wallet.readBalances(input.address, input.chainId)),
    disconnectWallet: fromPromise<void, DisconnectWalletInput>(() => wallet.disconnectActiveWallet()),
    reloadPage: fromPromise<void>(async () => window.location.reload()),
  };
}

export const providedWalletMachine = () => walletMachine.provide({ actors: walletActors() });
