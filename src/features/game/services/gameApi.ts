// The game start and download calls as plain (deps, input) functions: refresh token, start game, download URL, save log 5002.
import type { DownloadLogInput, DownloadUrlOutput, GameUser, Platform, RefreshTokenInput, RefreshTokenOutput, StartGameInput } from '@machines/game/types';
import { authTokenFor, forgetAuthToken, loggableUser } from '../../../services/authToken';
import type { GameDeps } from './deps';

/** The client URL's scheme: anything else the API might answer (javascript:, http:) is never opened. */
export const CLIENT_URL_PATTERN = /^metaworld:\/\/[^\s]+$/;

export async function refreshToken(deps: GameDeps, input: RefreshTokenInput): Promise<RefreshTokenOutput> {
  const answer = await (await deps.api()).refreshToken(input);
  return answer.result === 9 ? { result: 9 } : { result: 0, authToken: answer.authToken, accountId: answer.accountId, newUser: answer.newUser };
}

export async function startGame(deps: GameDeps, input: StartGameInput): Promise<string> {
  const api = await deps.api();
  const { data } = await api.startGame({
    wallet_addr: input.walletAddr,
    authToken: input.authToken,
    accountId: input.accountId,
    newUser: input.newUser,
    walletType: input.walletType,
  });
  if (!CLIENT_URL_PATTERN.test(data)) throw new Error('The game client URL is not a metaworld:// URL');
  return data;
}

/** The platform's installer URL, made absolute and checked to be http(s). */
export async function downloadUrl(deps: GameDeps, platform: Platform): Promise<DownloadUrlOutput> {
  const api = await deps.api();
  const { data } = await api.downloadUrl(platform);
  const url = api.assetUrl(data.url);
  if (!url) throw new Error('The download URL is not an http(s) URL');
  return { url, version: data.version };
}

/**
 * Logs 5002 (client download) for a signed-in user. Never rejects: a log is not worth a failed download, and a visitor
 * has nobody to log for.
 */
export async function saveDownloadLog(deps: GameDeps, input: DownloadLogInput, user: GameUser | null): Promise<void> {
  const who = loggableUser(user);
  if (!who) return;
  try {
    const [{ LOG_ACTIONS }, api] = await Promise.all([import('@common/api/content'), deps.api()]);
    // The app's one cached token: a refresh per click would rotate the session each time.
    const authToken = await authTokenFor(api, who, Date.now);
    if (!authToken) return;
    await api.saveLog({ accountId: who.accountId, authToken, action: LOG_ACTIONS.clientDownload, keyValue: input.platform, message: input.version });
  } catch {
    // Nothing to tell the user: the download itself goes on.
    forgetAuthToken();
  }
}
