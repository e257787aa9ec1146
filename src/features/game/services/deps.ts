// What the game services need, built on first use: the app's API client (it loads with the game start flow, not the entry).
import type { ApiClient } from '../../../services/api/client';
import { appApiClient } from '../../../services/api/appClient';

export type GameApi = Pick<
  ApiClient,
  'refreshToken' | 'startGame' | 'downloadUrl' | 'saveLog' | 'assetUrl' | 'getPlayer' | 'createPlayer' | 'connectEnjinWallet'
>;

export interface GameDeps {
  api: () => Promise<GameApi>;
  /** The clock the cached authToken is checked against (tests); Date.now when absent. */
  now?: () => number;
}

const build = appApiClient;

export function gameDeps(): GameDeps {
  return { api: build };
}
