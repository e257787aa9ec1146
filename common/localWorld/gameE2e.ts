// The game start and download end-to-end accounts (tests/e2e/game/): ID-login users of their own, so no other spec's session or logs mix in.

export interface GameE2eUser {
  account: string;
  /** Raw password; the client sends its SHA-256 hex. */
  password: string;
  name: string;
  email: string;
  phone: string;
}

export const GAME_E2E = {
  /** Start now signed in: refresh token, enter_lobby_ex, the client URL, then the toast and the download guide (the page keeps focus). */
  launcher: { account: 'gamer01', password: 'Passw0rd!', name: 'Game Launcher', email: 'gamer01@example.com', phone: '01055550001' },
  /** The download buttons signed in: the URL per platform and the 5002 log. */
  downloader: { account: 'gamer02', password: 'Passw0rd!', name: 'Game Downloader', email: 'gamer02@example.com', phone: '01055550002' },
} as const satisfies Record<string, GameE2eUser>;

/** My page's game player (getPlayer, createPlayer, connectEnjinWallet): ID iris01 with the wallet iris (index 53), no player yet. */
export const GAME_PLAYER_E2E = { account: 'iris01', password: 'Passw0rd!', wallet: 'iris' as const, nickname: 'Iris' };

export const GAME_E2E_USERS: readonly GameE2eUser[] = Object.values(GAME_E2E);
