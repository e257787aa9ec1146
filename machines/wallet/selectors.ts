// What the top bar reads from the wallet session: pure functions.
import type { SnapshotFrom } from 'xstate';
import type { Balances } from './types';
import type { walletMachine } from './walletMachine';

type WalletSnapshot = SnapshotFrom<typeof walletMachine>;

export const selectWalletConnected = (s: WalletSnapshot): boolean => s.matches('connected');
export const selectWalletAddress = (s: WalletSnapshot): string | null => (s.matches('connected') ? s.context.address : null);
export const selectWalletLabel = (s: WalletSnapshot): string | null => (s.matches('connected') ? s.context.label : null);
export const selectWalletChainId = (s: WalletSnapshot): number | null => (s.matches('connected') ? s.context.chainId : null);
export const selectBalances = (s: WalletSnapshot): Balances | null => (s.matches('connected') ? s.context.balances : null);
export const selectBalancesLoading = (s: WalletSnapshot): boolean => s.matches({ connected: { balances: 'loading' } });
/** Short form of an address for the top bar: 0x1234…abcd. */
export const shortAddress = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`;
