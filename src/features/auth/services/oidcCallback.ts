// The hand-over between the provider window's /oauth/callback page and the app window that opened it (light: no oauth4webapi).
import { OAUTH_CALLBACK_PATH } from '@kit/resolveRoute';

/** Same-origin BroadcastChannel that carries the callback too, for when the provider's pages cut the window's opener. */
const OIDC_CHANNEL = 'metaworld-oidc';

export const OIDC_CALLBACK_TYPE = 'metaworld.oidc.callback';

/** What the callback page hands over: the authorization response's query, never a token (the page never has one). */
export interface OidcCallbackMessage {
  type: typeof OIDC_CALLBACK_TYPE;
  /** `code`, `state`, `iss` or `error`, `error_description`: the only parameters forwarded. */
  params: string;
}

/** The authorization response parameters (RFC 6749 4.1.2, RFC 9207 `iss`); anything else in the URL stays behind. */
const FORWARDED = ['code', 'state', 'iss', 'error', 'error_description', 'error_uri'] as const;

export function redirectUriFor(origin: string): string {
  return `${origin}${OAUTH_CALLBACK_PATH}`;
}

export function callbackMessage(search: string): OidcCallbackMessage {
  const from = new URLSearchParams(search);
  const params = new URLSearchParams();
  for (const key of FORWARDED) {
    const value = from.get(key);
    if (value !== null) params.set(key, value);
  }
  return { type: OIDC_CALLBACK_TYPE, params: params.toString() };
}

export function isCallbackMessage(data: unknown): data is OidcCallbackMessage {
  const d = data as Partial<OidcCallbackMessage> | null;
  return typeof d === 'object' && d !== null && d.type === OIDC_CALLBACK_TYPE && typeof d.params === 'string';
}

export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** The real channel, or none where the browser has no BroadcastChannel (the opener's postMessage still works). */
export function openOidcChannel(): ChannelLike | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(OIDC_CHANNEL) : null;
}

/** The parts of the callback window the hand-over uses. */
export interface CallbackWindow {
  location: { search: string; origin: string; pathname: string };
  history: Pick<History, 'replaceState'>;
  opener: { postMessage(message: unknown, targetOrigin: string): void; closed?: boolean } | null;
  close(): void;
}

/**
 * Runs once on the callback page: takes the response out of the address bar, hands it to the opener (same origin
 * only) and on the channel, then closes the window. Returns false when no opener was there to receive it.
 */
export function handOverCallback(win: CallbackWindow, channel: () => ChannelLike | null = openOidcChannel): boolean {
  const message = callbackMessage(win.location.search);
  // The code is single-use and short-lived, but it has no business staying in the address bar or history.
  win.history.replaceState(null, '', win.location.pathname);
  const opener = win.opener && !win.opener.closed ? win.opener : null;
  try {
    // The target origin is our own: a page that navigated the opener elsewhere gets nothing.
    opener?.postMessage(message, win.location.origin);
  } catch {
    // An opener from another origin throws on access in some browsers; the channel below still carries it.
  }
  const ch = channel();
  if (ch) {
    ch.postMessage(message);
    ch.close();
  }
  win.close();
  return opener !== null;
}
