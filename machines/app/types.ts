// The app machines' shared types and actor ports, written once: the session's user and events (sessionMachine, the
// sign-in flows, storage), and the ports the placeholders in appMachine, sessionMachine and networkMachine and their
// providers in src/app (and the wallet feature's switchChain) use.
import type { loginMachine } from '../auth/loginMachine';
import type { gameStartMachine } from '../game/gameStartMachine';
import type { WalletTypeCode } from '@common/domain/wallet';

// ---- the session: who is signed in, as the session machine, the sign-in flows and the storage share it ----

/** The stored login provider (spec: loginBy). */
export type LoginBy = 'wallet' | 'id' | 'google' | 'facebook';

export interface SessionUser {
  id: string;
  /** The account id the token and game calls take (userInfo.accountId). */
  accountId?: string;
  account: string;
  nickname?: string;
  walletAddr?: string;
  walletType?: WalletTypeCode;
  /** The Enjin wallet linked to the user's game player (userInfo.enjinWalletAddr); absent or '' when none is linked. */
  enjinWalletAddr?: string;
  /** Signed in with the spec's bare wallet login because the back end offers no siwe_nonce (no signature proved the wallet). */
  walletUnverified?: true;
}

export interface StoredSession {
  loginBy: LoginBy;
  user: SessionUser | null;
}

/** What the session machine hears: a sign-in, the game player's Enjin wallet, a logout, an expired session. */
export type SessionEvent =
  | { type: 'SESSION.SIGNED_IN'; loginBy: LoginBy; user: SessionUser }
  /** The game player's Enjin wallet as the game-asset service answered it (getPlayer, createPlayer, connectEnjinWallet). */
  | { type: 'SESSION.ENJIN_WALLET'; enjinWalletAddr: string }
  | { type: 'SESSION.LOGOUT' }
  | { type: 'SESSION.EXPIRED' };

// ---- actor ports ----

export type LoginLogic = typeof loginMachine;

/** What loading the login popup gives: its provided logic and the ID remember-ID kept (365 days), pre-filled. */
export interface LoadedLogin {
  logic: LoginLogic;
  rememberedId: string | null;
}

/** The game start flow, provided with its real actors: loaded with import() on the first Start now of a user. */
export type GameStartLogic = typeof gameStartMachine;

/** The stored login method and user, written again after the user changed (cookie and local storage). */
export interface PersistUserInput {
  loginBy: LoginBy;
  user: SessionUser;
}

/** switchChain: the connected wallet is asked to switch to this chain (wallet_switchEthereumChain). */
export interface SwitchChainInput {
  chainId: number;
}
