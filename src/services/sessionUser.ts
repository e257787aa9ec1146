// The signed-in user as a feature's actors read it at call time (the root's session actor, through the Viewer port's reader).
import type { SessionUser } from '../../machines/app/sessionMachine';
import { sessionSnapshot } from './viewer';

/** The signed-in user (null for a visitor, or with no session actor). */
export function sessionUser(system: Parameters<typeof sessionSnapshot>[0]): SessionUser | null {
  return sessionSnapshot(system)?.context.user ?? null;
}
