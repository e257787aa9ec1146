// The app machines' actor ports, written once: the placeholders in appMachine, sessionMachine and networkMachine and
// their providers in src/app (and the wallet feature's switchChain) use them.
import type { loginMachine } from '../auth/loginMachine';
import type { gameStartMachine } from '../game/gameStartMachine';
import type { LoginBy, SessionUser } from './sessionMachine';

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
