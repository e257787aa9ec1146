// Pure reads of the game start and download snapshots for the views.
import type { SnapshotFrom } from 'xstate';
import type { downloadMachine } from './downloadMachine';
import type { gameStartMachine } from './gameStartMachine';
import type { playerMachine } from './playerMachine';
import type { GamePlayer, Platform } from './types';

/** The game-start loading overlay: the client took the focus and the page waits for the user to come back. */
export const showsGameStartOverlay = (s: SnapshotFrom<typeof gameStartMachine> | undefined): boolean => s?.matches({ launching: 'away' }) === true;

/** The platform whose download is being prepared, for its button's busy state. */
export const busyPlatform = (s: SnapshotFrom<typeof downloadMachine>): Platform | null => (s.matches('idle') ? null : s.context.platform);

export const downloadError = (s: SnapshotFrom<typeof downloadMachine>) => s.context.error;

type Player = SnapshotFrom<typeof playerMachine>;
/** The player once read (null: none yet, or not read). */
export const selectPlayer = (s: Player): GamePlayer | null => s.context.view?.player ?? null;
export const selectPlayerLoading = (s: Player): boolean => s.matches('loading');
export const selectPlayerUnavailable = (s: Player): boolean => s.matches('unavailable');
export const selectPlayerBusy = (s: Player): boolean => s.matches('creating') || s.matches('linking');
export const selectPlayerNotice = (s: Player) => s.context.notice;
