// The browser side of a launch: hand the client URL to the operating system, follow the page's focus.
import type { PageFocusEvent } from '@machines/game/types';

/**
 * Top-level navigation to the custom scheme: the browser hands it to the client (or asks the user first) and the page
 * stays. Not a hidden iframe: the app's CSP has frame-src 'none', which would block it.
 */
export function openClientUrl(url: string, location: Pick<Location, 'assign'> = window.location): void {
  location.assign(url);
}

/** Reports PAGE.LEFT when the page loses focus or is hidden, PAGE.RETURNED when it is focused and visible again; returns the cleanup. */
export function watchPageFocus(send: (event: PageFocusEvent) => void, win: Window = window): () => void {
  const doc = win.document;
  const left = () => send({ type: 'PAGE.LEFT' });
  const back = () => {
    if (doc.visibilityState === 'visible') send({ type: 'PAGE.RETURNED' });
  };
  const visibility = () => (doc.visibilityState === 'hidden' ? left() : back());
  win.addEventListener('blur', left);
  win.addEventListener('focus', back);
  doc.addEventListener('visibilitychange', visibility);
  return () => {
    win.removeEventListener('blur', left);
    win.removeEventListener('focus', back);
    doc.removeEventListener('visibilitychange', visibility);
  };
}
