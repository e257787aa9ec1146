// Actors of the wallet session machine: web3-onboard reconnect, the EIP-1193 event bridge, account polling,
// balances through ethers, disconnect and reload. Everything heavy is behind import() in the wallet service.
import { fromCallback, fromPromise } from 'xstate';
import type { Balances, DisconnectWalletInput, ReadBalancesInput, WalletConnection, WalletTypeInput } from '@machines/wallet/types';
import { walletMachine, type WalletSessionEvent } from '@machines/wallet/walletMachine';
import * as wallet from './services/session';

function walletActors(service: typeof wallet = wallet) {
  return {
    reconnectWallet: fromPromise<WalletConnection, WalletTypeInput>(({ input }) => service.reconnect(input.walletType)),
    watchWallet: fromCallback<WalletSessionEvent, WalletTypeInput>(({ sendBack }) => service.watch(sendBack)),
    readAccount: fromPromise<string | null, WalletTypeInput>(() => service.readAccount()),
    readBalances: fromPromise<Balances, ReadBalancesInput>(({ input }) => service.readBalances(input.address, input.chainId)),
    disconnectWallet: fromPromise<void, DisconnectWalletInput>(() => service.disconnectActiveWallet()),
    reloadPage: fromPromise<void>(async () => window.location.reload()),
  };
}

export const providedWalletMachine = () => walletMachine.provide({ actors: walletActors() });
