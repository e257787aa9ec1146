// What the top bar reads from the wallet session: pure functions.
import type { SnapshotFrom } from 'xstate';
import type { Balances } from './types';
import type { walletMachine } from './walletMachine';

type WalletSnapshot = SnapshotFrom<typeof walletMachine>;

export const selectWalletAddress = (s: WalletSnapshot): string | null => (s.matches('connected') ? s.context.address : null);
export const selectWalletChainId = (s: WalletSnapshot): number | null => (s.matches('connected') ? s.context.chainId : null);
export const selectBalances = (s: WalletSnapshot): Balances | null => (s.matches('connected') ? s.context.balances : null);
export const selectBalancesLoading = (s: WalletSnapshot): boolean => s.matches({ connected: { balances: 'loading' } });

/** A wei amount (decimal string) as a decimal text with at most `digits` decimals, no rounding up; pure BigInt. */
export function weiToDecimal(wei: string, digits = 4, decimals = 18): string {
  if (!/^-?\d+$/.test(wei)) return wei;
  const negative = wei.startsWith('-');
  const value = BigInt(negative ? wei.slice(1) : wei);
  const unit = 10n ** BigInt(decimals);
  const whole = value / unit;
  const fraction = (value % unit).toString().padStart(decimals, '0').slice(0, digits).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

export interface BalanceView {
  /** Game token on the current chain. */
  token: string | null;
  /** Game token on the Polygon network of the set. */
  polygon: string | null;
  /** Native coin of the current chain. */
  native: string | null;
  /** DVG earned by staking on the current chain (the world balance); null when not known. */
  dvg: string | null;
}

/** The top bar's balances as decimal texts (the view adds thousand separators); null when not read. */
export function selectBalanceView(s: WalletSnapshot): BalanceView | null {
  const b = selectBalances(s);
  if (!b) return null;
  const text = (wei: string | null) => (wei === null ? null : weiToDecimal(wei));
  return { token: text(b.token), polygon: text(b.polygon), native: text(b.native), dvg: text(b.dvg ?? null) };
}

/** The network selector's choice: the wallet's chain when the app supports it, else none (an unsupported chain). */
export const selectSupportedChainId = (s: WalletSnapshot): number | null => {
  const chainId = selectWalletChainId(s);
  return chainId !== null && s.context.networks.some((n) => n.chainId === chainId) ? chainId : null;
};
