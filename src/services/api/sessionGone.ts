// Session-gone announcements: the transport reports an API answer that the login session no longer exists (401
// error-msg-auth on a session call, or refresh token result 9); the app ends the session everywhere and asks to log in
// again. No schema imports here: AppProvider (the entry chunk) subscribes.
type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribes (AppProvider forwards it to the session machine as SESSION.EXPIRED); returns the unsubscribe. */
export function onSessionGone(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportSessionGone(): void {
  for (const listener of [...listeners]) listener();
}
