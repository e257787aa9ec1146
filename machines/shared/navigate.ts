// The one navigate port: where a flow sends the app. The root invokes the navigator under its systemId and src/app
// provides it once; flows send NAVIGATE through appActors(args).navigate, so no view registers a navigator.
import { fromCallback, type CallbackActorLogic } from 'xstate';

/** A path of the app, a page of the current language ('/<lang>/<page>'), one step back, or a reload of the page. */
export type NavigateRequest = { kind: 'go'; path: string; replace?: boolean } | { kind: 'page'; page: string } | { kind: 'back' } | { kind: 'reload' };

export type NavigateEvent = { type: 'NAVIGATE'; request: NavigateRequest };

/** How the router moves: a path (optionally replacing the entry) or a step in the history. */
export type RouterMove = (to: string | number, options?: { replace?: boolean }) => void;

/**
 * The router the app renders hands its move to the navigator once it is mounted (null when it unmounts): the
 * router lives in React, the navigator in the actor system, and this is their one meeting point.
 */
export type NavigatorRouterEvent = { type: 'NAVIGATOR.ROUTER'; move: RouterMove | null };

export type NavigatorEvent = NavigateEvent | NavigatorRouterEvent;

/** The navigator's logic: it hears NAVIGATE and moves the router. */
export type NavigatorLogic = CallbackActorLogic<NavigatorEvent>;

/** The machine's side: until src/app provides the router, a request goes nowhere (a flow tested alone has no router). */
export const navigatorPlaceholder: NavigatorLogic = fromCallback<NavigatorEvent>(() => undefined);
