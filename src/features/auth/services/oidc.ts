// Google/Facebook sign-in in the provider window: OpenID Connect discovery, PKCE, the authorization request, the
// callback hand-over, the code exchange and the ID-token checks (oauth4webapi). Loaded only on a sign-in click.
import * as oauth from 'oauth4webapi';
import { SnsLoginError, type SnsFailure, type SnsPlatform } from '@machines/auth/types';
import type { OidcClientConfig } from '../../../config/appConfig';
import { type ChannelLike, isCallbackMessage, openOidcChannel, redirectUriFor } from './oidcCallback';

/** What the sns login call needs from the provider: the subject and the ID token itself. */
export interface ProviderIdentity {
  sub: string;
  idToken: string;
}

/** The provider window as the opener sees it. */
export interface ProviderWindow {
  readonly closed: boolean;
  close(): void;
  location: { replace(url: string): void };
}

/** The app window: its origin, and where the callback page's postMessage arrives. */
export interface OidcHost {
  location: { origin: string };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface OidcDeps {
  host: OidcHost;
  /** sessionStorage: the verifier, state and nonce live there for the attempt only. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  fetch?: typeof fetch;
  channel?: () => ChannelLike | null;
  /** How often the window's `closed` is read, and how long a result may still arrive after it reads true. */
  pollMs?: number;
  closeGraceMs?: number;
  signal?: AbortSignal;
}

/** sessionStorage key of the attempt under way. */
export const OIDC_ATTEMPT_KEY = 'oidcAttempt';

interface Attempt {
  platform: SnsPlatform;
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
}

const SCOPE = 'openid email profile';
const POLL_MS = 500;
/** The callback posts and then closes itself: its message may land just after `closed` reads true. */
const CLOSE_GRACE_MS = 1_000;

/** Plain http is accepted only for an issuer on loopback (the local stand-in); configuration refuses it elsewhere. */
function insecureAllowed(issuer: string): boolean {
  const { protocol, hostname } = new URL(issuer);
  return protocol === 'http:' && /^(127\.0\.0\.1|localhost|\[::1\])$/.test(hostname);
}

function fail(reason: SnsFailure, platform: SnsPlatform, detail?: string): SnsLoginError {
  return new SnsLoginError(reason, platform, detail);
}

/** A short, token-free description of what broke, shown after the message. */
function detailOf(error: unknown): string | undefined {
  if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError) return error.error;
  if (error instanceof Error) return (error as { code?: unknown }).code ? String((error as { code?: unknown }).code) : error.message;
  return undefined;
}

/**
 * Waits for the callback of this attempt, by postMessage from the window (same origin only) or on the channel.
 * A callback with another state from our own window fails the attempt; on the channel it belongs to another tab
 * and is ignored. A window closed without a callback ends the attempt as 'closed'.
 */
function waitForCallback(platform: SnsPlatform, popup: ProviderWindow, state: string, deps: OidcDeps): Promise<URLSearchParams> {
  return new Promise<URLSearchParams>((resolve, reject) => {
    const channel = (deps.channel ?? openOidcChannel)();
    let grace: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: () => void) => {
      deps.host.removeEventListener('message', onMessage);
      channel?.close();
      clearInterval(poll);
      clearTimeout(grace);
      deps.signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const accept = (data: unknown, fromOurWindow: boolean) => {
      if (!isCallbackMessage(data)) return;
      const params = new URLSearchParams(data.params);
      if (params.get('state') === state) finish(() => resolve(params));
      else if (fromOurWindow) finish(() => reject(fail('failed', platform, 'state mismatch')));
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== deps.host.location.origin) return;
      accept(event.data, event.source === (popup as unknown));
    }
    function onAbort() {
      finish(() => reject(deps.signal?.reason ?? new Error('aborted')));
    }
    deps.host.addEventListener('message', onMessage);
    if (channel) channel.onmessage = (event) => accept(event.data, false);
    deps.signal?.addEventListener('abort', onAbort);
    const poll = setInterval(() => {
      if (!popup.closed || grace !== undefined) return;
      grace = setTimeout(() => finish(() => reject(fail('closed', platform))), deps.closeGraceMs ?? CLOSE_GRACE_MS);
    }, deps.pollMs ?? POLL_MS);
  });
}

/**
 * The whole provider step for one click. `popup` was opened blank inside the click (null: blocked); `client` is the
 * platform's configuration (null: not configured). Every failure becomes an SnsLoginError the popup can show; the
 * attempt's secrets leave sessionStorage and the window closes, whatever the outcome.
 */
export async function signInWithProvider(
  platform: SnsPlatform,
  client: OidcClientConfig | null,
  popup: ProviderWindow | null,
  deps: OidcDeps,
): Promise<ProviderIdentity> {
  if (!client) {
    popup?.close();
    throw fail('notConfigured', platform);
  }
  if (!popup) throw fail('blocked', platform);
  const http = { [oauth.customFetch]: deps.fetch ?? fetch, [oauth.allowInsecureRequests]: insecureAllowed(client.issuer), signal: deps.signal };
  const oauthClient: oauth.Client = { client_id: client.clientId };
  try {
    const issuer = new URL(client.issuer);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { ...http, algorithm: 'oidc' }));
    if (!as.authorization_endpoint || !as.token_endpoint) throw fail('failed', platform, 'no authorization or token endpoint');

    const attempt: Attempt = {
      platform,
      state: oauth.generateRandomState(),
      nonce: oauth.generateRandomNonce(),
      verifier: oauth.generateRandomCodeVerifier(),
      redirectUri: redirectUriFor(deps.host.location.origin),
    };
    deps.storage.setItem(OIDC_ATTEMPT_KEY, JSON.stringify(attempt));
    const url = new URL(as.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: client.clientId,
      redirect_uri: attempt.redirectUri,
      response_type: 'code',
      scope: SCOPE,
      state: attempt.state,
      nonce: attempt.nonce,
      code_challenge: await oauth.calculatePKCECodeChallenge(attempt.verifier),
      code_challenge_method: 'S256',
    }).toString();
    // The user may have closed the blank window while discovery ran.
    if (popup.closed) throw fail('closed', platform);
    popup.location.replace(url.href);

    const callback = await waitForCallback(platform, popup, attempt.state, deps);
    // The secrets are read back from the attempt's storage, not from the closure: one source of truth for the attempt.
    const stored = JSON.parse(deps.storage.getItem(OIDC_ATTEMPT_KEY) ?? 'null') as Attempt | null;
    if (!stored || stored.state !== attempt.state) throw fail('failed', platform, 'attempt lost');
    let params: URLSearchParams;
    try {
      params = oauth.validateAuthResponse(as, oauthClient, callback, stored.state);
    } catch (error) {
      if (error instanceof oauth.AuthorizationResponseError && error.error === 'access_denied') throw fail('denied', platform);
      throw error;
    }
    const response = await oauth.authorizationCodeGrantRequest(as, oauthClient, oauth.None(), params, stored.redirectUri, stored.verifier, http);
    const tokens = await oauth.processAuthorizationCodeResponse(as, oauthClient, response, { expectedNonce: stored.nonce, requireIdToken: true });
    const claims = oauth.getValidatedIdTokenClaims(tokens);
    if (!claims || !tokens.id_token) throw fail('failed', platform, 'no id_token');
    return { sub: claims.sub, idToken: tokens.id_token };
  } catch (error) {
    if (error instanceof SnsLoginError || deps.signal?.aborted) throw error;
    throw fail('failed', platform, detailOf(error));
  } finally {
    deps.storage.removeItem(OIDC_ATTEMPT_KEY);
    if (!popup.closed) popup.close();
  }
}
