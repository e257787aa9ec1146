// The one navigate port's implementation, provided once to the root (AppProvider): the router's move, handed over by
// RouterPort (the one component under the BrowserRouter that does so), moves the app; before that, the browser does.
import { fromCallback } from 'xstate';
import type { NavigateRequest, NavigatorEvent, NavigatorLogic, RouterMove } from '@machines/shared/navigate';

/** The current page's language: a page request stays in it. */
export const langOf = (pathname: string): 'en' | 'ko' => (pathname.split('/')[1] === 'ko' ? 'ko' : 'en');

/** What the navigator uses of the browser: where the page is, and the moves that need no router. */
export interface BrowserPort {
  pathname: () => string;
  assign: (path: string) => void;
  back: () => void;
  reload: () => void;
}

const browser: BrowserPort = {
  pathname: () => window.location.pathname,
  assign: (path) => window.location.assign(path),
  back: () => window.history.back(),
  reload: () => window.location.reload(),
};

/** One request: through the router when it is mounted, else by the browser itself (a full page load). */
export function navigateWith(move: RouterMove | null, request: NavigateRequest, page: BrowserPort = browser): void {
  if (request.kind === 'reload') return page.reload();
  if (request.kind === 'back') return move ? move(-1) : page.back();
  const path = request.kind === 'go' ? request.path : `/${langOf(page.pathname())}/${request.page}`;
  if (!move) return page.assign(path);
  move(path, request.kind === 'go' && request.replace ? { replace: true } : undefined);
}

/** The navigator actor: it keeps the router's move while the router is mounted and follows every NAVIGATE. */
export function navigatorLogic(page: BrowserPort = browser): NavigatorLogic {
  return fromCallback<NavigatorEvent>(({ receive }) => {
    let move: RouterMove | null = null;
    receive((event) => {
      if (event.type === 'NAVIGATOR.ROUTER') move = event.move;
      else navigateWith(move, event.request, page);
    });
  });
}
