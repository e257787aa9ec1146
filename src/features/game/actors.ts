// The game start, download and player flows with their real actors: the API calls, the browser's launch side, and the
// session's user for the 5002 log and the player.
import { fromCallback, fromPromise } from 'xstate';
import { downloadMachine } from '@machines/game/downloadMachine';
import { gameStartMachine } from '@machines/game/gameStartMachine';
import { playerMachine } from '@machines/game/playerMachine';
import type {
  DownloadLogInput,
  DownloadUrlInput,
  DownloadUrlOutput,
  EnsurePlayerInput,
  GamePlayer,
  OpenClientInput,
  PageFocusEvent,
  PlayerView,
  RefreshTokenInput,
  RefreshTokenOutput,
  StartDownloadInput,
  StartGameInput,
  StartGameOutput,
} from '@machines/game/types';
import { gameDeps, type GameDeps } from './services/deps';
import { downloadUrl, refreshToken, saveDownloadLog, startGame } from './services/gameApi';
import { openClientUrl, watchPageFocus } from './services/launch';
import { createPlayerFor, ensurePlayer, linkEnjinWallet, loadPlayerView } from './services/player';
import { sessionUser } from '../../services/sessionUser';

export function gameStartLogic(deps: GameDeps = gameDeps()) {
  return gameStartMachine.provide({
    actors: {
      refreshToken: fromPromise<RefreshTokenOutput, RefreshTokenInput>(({ input }) => refreshToken(deps, input)),
      ensurePlayer: fromPromise<GamePlayer, EnsurePlayerInput>(({ input }) => ensurePlayer(deps, input)),
      startGame: fromPromise<StartGameOutput, StartGameInput>(({ input }) => startGame(deps, input)),
      openClient: fromPromise<void, OpenClientInput>(async ({ input }) => openClientUrl(input.url)),
      watchPage: fromCallback<PageFocusEvent>(({ sendBack }) => watchPageFocus(sendBack)),
    },
  });
}

export function downloadLogic(deps: GameDeps = gameDeps()) {
  return downloadMachine.provide({
    actors: {
      getDownloadUrl: fromPromise<DownloadUrlOutput, DownloadUrlInput>(({ input }) => downloadUrl(deps, input.platform)),
      saveLog: fromPromise<void, DownloadLogInput>(({ input, system }) => saveDownloadLog(deps, input, sessionUser(system))),
      // The installer is served as an attachment: navigating to it downloads it and the page stays.
      startDownload: fromPromise<void, StartDownloadInput>(async ({ input }) => window.location.assign(input.url)),
    },
  });
}

/** My page profile's player section; the user is the session's at each call. */
export function playerLogic(deps: GameDeps = gameDeps()) {
  return playerMachine.provide({
    actors: {
      loadPlayer: fromPromise<PlayerView>(({ system }) => loadPlayerView(deps, sessionUser(system))),
      createPlayer: fromPromise<GamePlayer>(({ system }) => createPlayerFor(deps, sessionUser(system))),
      linkEnjin: fromPromise<GamePlayer>(({ system }) => linkEnjinWallet(deps, sessionUser(system))),
    },
  });
}
