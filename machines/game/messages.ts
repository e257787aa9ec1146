// The catalog ids the game start and download flows emit (English in src/i18n/messages.ts).
export const GAME_MESSAGE = {
  /** Spec 8: the page kept focus after the client URL was opened, or the start failed. */
  launchFailed: 'game.launchFailed',
  /** The game start's code could not be loaded (offline, a new deployment): the next Start now tries again. */
  unavailable: 'game.unavailable',
  /** The download URL could not be had: the buttons stay usable for another try. */
  downloadFailed: 'game.downloadFailed',
  /** The game-asset service did not read, create or link the player. */
  playerFailed: 'game.playerFailed',
} as const;
