// The walletconnect/{type} landing (a wallet's deep link back into the site): which wallet the type names, and what the
// page offers given the wallet session: already connected, resuming, a stored connection to resume, or how to connect.
import type { SnapshotFrom } from 'xstate';
import { WALLET_TYPE, type WalletCode } from '@common/domain/wallet';
import type { walletMachine } from './walletMachine';

/** The {type} of the route, lower case, per wallet code; the codes (spec 3) are accepted too. */
export const DEEP_LINK_TYPE: Record<string, WalletCode> = {
  metamask: WALLET_TYPE.MetaMask,
  coinbase: WALLET_TYPE.Coinbase,
  walletconnect: WALLET_TYPE.WalletConnect,
  fortmatic: WALLET_TYPE.Fortmatic,
  bitski: WALLET_TYPE.Bitski,
  clover: WALLET_TYPE.Clover,
};

/** The wallet a route type names (a name or its code), or null for anything else. */
export function walletOfDeepLink(type: string): WalletCode | null {
  const key = type.trim().toLowerCase();
  if (Object.hasOwn(DEEP_LINK_TYPE, key)) return DEEP_LINK_TYPE[key]!;
  const code = Number(key);
  return Object.values(DEEP_LINK_TYPE).find((c) => c === code && /^\d+$/.test(key)) ?? null;
}

/**
 * connected: this wallet is connected (nothing to resume); resuming: the session is reconnecting now; resumable: a
 * stored wallet can be reconnected (WALLET.RESTORE); connect: nothing pending, the page explains how to connect.
 */
export type DeepLinkLanding = 'connected' | 'resuming' | 'resumable' | 'connect';

export function selectDeepLinkLanding(s: SnapshotFrom<typeof walletMachine>, wallet: WalletCode): DeepLinkLanding {
  if (s.matches('connected') && s.context.walletType === wallet) return 'connected';
  if (s.matches('reconnecting')) return 'resuming';
  if (s.can({ type: 'WALLET.RESTORE' })) return 'resumable';
  return 'connect';
}
