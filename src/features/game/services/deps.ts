// What the game services need, built on first use: the app's API client (it loads with the game start flow, not the entry).
import type { ApiClient } from '../../../services/api/client';

export type GameApi = Pick<ApiClient, 'refreshToken' | 'startGame' | 'downloadUrl' | 'saveLog' | 'assetUrl'>;

export interface GameDeps {
  api: () => Promise<GameApi>;
}

let built: Promise<ApiClient> | null = null;

function build(): Promise<ApiClient> {
  built ??= (async () => {
    const [{ ApiClient }, { localBaseUrls }, { parseAppConfig }] = await Promise.all([
      import('../../../services/api/client'),
      import('../../../../common/api/paths'),
      import('../../../config/appConfig'),
    ]);
    const config = parseAppConfig(import.meta.env, import.meta.env.PROD, window.location.search);
    return new ApiClient({ baseUrls: localBaseUrls(config.apiBaseUrl), usedomain: window.location.host });
  })().catch((error: unknown) => {
    built = null;
    throw error;
  });
  return built;
}

export function gameDeps(): GameDeps {
  return { api: build };
}
