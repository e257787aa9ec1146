// The game start and download flows' actor ports, named once: the placeholders, the providers in src/features/game and the test stubs use them.
import type { WalletTypeCode } from '@common/domain/wallet';

/** Spec 7: the client download platforms. */
export type Platform = 'WINDOWS' | 'MAC';
export const PLATFORMS: readonly Platform[] = ['WINDOWS', 'MAC'];

/** getDownloadUrl: the game client's download address for a platform. */
export interface DownloadUrlInput {
  platform: Platform;
}

/** The signed-in user as the session keeps it (the stored user info); null or without ids: nobody to start the game for. */
export interface GameUser {
  id: string;
  accountId?: string;
  /** The login id and the nickname: the player's name when the game-asset service has none yet. */
  account?: string;
  nickname?: string;
  walletAddr?: string;
  walletType?: WalletTypeCode;
}

/** refreshToken input: the two ids of the stored user. */
export interface RefreshTokenInput {
  accountId: string;
  accountIdx: number;
}
/** result 9: not logged in (spec 7); else the token start game takes. */
export type RefreshTokenOutput = { result: 9 } | { result: 0; authToken: string; accountId: string; newUser: boolean };

/** Start game (enter_lobby_ex) input; its answer is the game client URL (a custom-scheme URL). */
export interface StartGameInput {
  walletAddr: string;
  authToken: string;
  accountId: string;
  newUser: boolean;
  walletType: WalletTypeCode;
}
export type StartGameOutput = string;

/** Opens the game client URL (hands it to the operating system); resolves once handed over. */
export interface OpenClientInput {
  url: string;
}

/** What the page-focus watcher reports while a launch is checked: the page lost focus or was hidden, or is back. */
export type PageFocusEvent = { type: 'PAGE.LEFT' } | { type: 'PAGE.RETURNED' };

/** The download URL of a platform (get_download_exe_ex). */
export interface DownloadUrlOutput {
  url: string;
  version: string;
}

/** Save log 5002 (client download): fire and forget, never fails the flow. */
export interface DownloadLogInput {
  platform: Platform;
  version: string;
}

/** Starts the download of the URL the API gave. */
export interface StartDownloadInput {
  url: string;
}

/** The user's player on the game-asset service (getPlayer / createPlayer / connectEnjinWallet answer). */
export interface GamePlayer {
  nickname: string;
  /** The Enjin wallet linked to the player (spec 3 userInfo.enjinWalletAddr); '' when none is linked. */
  enjinWalletAddr: string;
}

/** Game start's player step: get the player, create it when missing, link the wallet as its Enjin wallet when none is. */
export interface EnsurePlayerInput {
  accountId: string;
  authToken: string;
  nickname: string;
  /** The wallet the user signed in with; null for an ID login (nothing to link). */
  enjinWalletAddr: string | null;
}

/** My page's player section: the player (null: none yet) and the wallet a link would use (null: none to link). */
export interface PlayerView {
  player: GamePlayer | null;
  walletAddr: string | null;
}
