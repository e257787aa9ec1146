// The signed-in user as a feature's actors read it at call time: the root's session actor, read typed by its machine
// (the Viewer port's watcher, src/services/viewer.ts, reads it the same way). Small: the market's first page carries it.
import type { AnyActorRef } from 'xstate';
import type { SessionUser } from '@machines/app/types';
import { SYSTEM_ID } from '@machines/shared/system';
import type { SessionSnapshot } from '@machines/shared/viewer';

export interface SystemLike {
  get(systemId: string): AnyActorRef | undefined;
}

/** The session actor's snapshot (absent in a flow tested without the app). */
export function sessionSnapshot(system: SystemLike): SessionSnapshot | undefined {
  const ref = system.get(SYSTEM_ID.session);
  return ref ? (ref.getSnapshot() satisfies SessionSnapshot) : undefined;
}

/** The signed-in user (null for a visitor, or with no session actor). */
export function sessionUser(system: SystemLike): SessionUser | null {
  return sessionSnapshot(system)?.context.user ?? null;
}
