// The session actor's user as a feature's actors read it from the actor system (the root machine's 'session' child).
import type { AnyActorRef } from 'xstate';
import type { LogUser } from './authToken';

/** The signed-in user (null for a visitor, or with no session actor). T narrows it to the fields a feature reads. */
export function sessionUser<T = LogUser>(system: { get(id: string): AnyActorRef | undefined }): T | null {
  const snapshot = system.get('session')?.getSnapshot() as { context?: { user?: T | null } } | undefined;
  return snapshot?.context?.user ?? null;
}
