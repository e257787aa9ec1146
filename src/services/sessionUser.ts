// The signed-in user as a feature's actors read it at call time: the root's session actor, read typed by its machine
// (the Viewer port's watcher, src/services/viewer.ts, reads it the same way). Small: the market's first page carries it.
import type { SessionUser } from '@machines/app/types';
import { viewerActor, type SessionSnapshot, type SystemLike } from '@machines/shared/viewer';

/** The session actor's snapshot (absent in a flow tested without the app). */
export function sessionSnapshot(system: SystemLike): SessionSnapshot | undefined {
  return viewerActor(system, 'session')?.getSnapshot();
}

/** The signed-in user (null for a visitor, or with no session actor). */
export function sessionUser(system: SystemLike): SessionUser | null {
  return sessionSnapshot(system)?.context.user ?? null;
}
