// Real actors of the add wallet popup: the registered list, the browser wallet's address, member_wallet_create with SIWE.
import { fromPromise } from 'xstate';
import { addWalletMachine } from '@machines/account/addWalletMachine';
import type { AddWalletInput, FetchAddressInput } from '@machines/account/types';
import type { WalletConnection } from '@machines/wallet/types';
import { defaultAccountDeps } from '../services/deps';

const wallets = () => import('../services/wallets');

export function addWalletLogic() {
  return addWalletMachine.provide({
    actors: {
      listWallets: fromPromise<string[]>(async () => (await wallets()).listWallets(defaultAccountDeps())),
      fetchAddress: fromPromise<WalletConnection, FetchAddressInput>(async ({ input }) =>
        (await wallets()).fetchAddress(defaultAccountDeps(), input.walletType),
      ),
      addWallet: fromPromise<void, AddWalletInput>(async ({ input }) => (await wallets()).addWallet(defaultAccountDeps(), input.connection)),
    },
  });
}
