// Google/Facebook provider step with a fake issuer, window and storage: PKCE, state, nonce, callback via opener or channel, code exchange, failures.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGE } from '@machines/auth/messages';
import { SnsLoginError } from '@machines/auth/types';
import { OIDC_ATTEMPT_KEY, type OidcDeps, type ProviderWindow, signInWithProvider } from './oidc';
import { type ChannelLike, callbackMessage } from './oidcCallback';

const ORIGIN = 'http://127.0.0.1:4173';
const ISSUER = 'http://127.0.0.1:8788';
const CLIENT = { issuer: ISSUER, clientId: 'local-google-client' };

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** The app checks the claims; the API checks the signature against the issuer's keys, so a dummy one does here. */
const idToken = (claims: Record<string, unknown>) => `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url(claims)}.c2ln`;

interface Issuer {
  fetch: typeof fetch;
  tokenRequests: URLSearchParams[];
  claims: (nonce: string) => Record<string, unknown>;
  tokenError?: { error: string };
  /** The window reached the authorization endpoint: the issuer keeps the challenge and nonce, as it would. */
  see: (url: URL) => void;
}

/** A discovery document and a token endpoint that checks PKCE, as a real issuer would. */
function fakeIssuer(overrides: Partial<Pick<Issuer, 'claims' | 'tokenError'>> = {}): Issuer {
  let challenge = '';
  let nonceSeen = '';
  const issuer: Issuer = {
    see: (url) => {
      challenge = url.searchParams.get('code_challenge') ?? '';
      nonceSeen = url.searchParams.get('nonce') ?? '';
    },
    tokenRequests: [],
    claims: (nonce) => {
      const now = Math.floor(Date.now() / 1000);
      return { iss: ISSUER, aud: CLIENT.clientId, sub: 'google-test-user-1', nonce, iat: now, exp: now + 600 };
    },
    ...overrides,
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/.well-known/openid-configuration') {
        return json({
          issuer: ISSUER,
          authorization_endpoint: `${ISSUER}/auth`,
          token_endpoint: `${ISSUER}/token`,
          jwks_uri: `${ISSUER}/jwks`,
          id_token_signing_alg_values_supported: ['RS256'],
          authorization_response_iss_parameter_supported: true,
        });
      }
      if (url.pathname === '/token') {
        const body = new URLSearchParams(String(init?.body));
        issuer.tokenRequests.push(body);
        if (issuer.tokenError) return json(issuer.tokenError, 400);
        const verifier = body.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== challenge) return json({ error: 'invalid_grant' }, 400);
        return json({ access_token: 'at', token_type: 'Bearer', expires_in: 600, id_token: idToken(issuer.claims(nonceSeen)) });
      }
      return json({ error: 'not_found' }, 404);
    }) as typeof fetch,
  };
  return issuer;
}

/** The app window, sessionStorage, the provider window and the channel, all recorded. */
function harness(issuer: Issuer) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const store = new Map<string, string>();
  const channels: ChannelLike[] = [];
  const seen: { authUrl?: URL; storedDuringFlow?: string | null } = {};
  const popup: ProviderWindow & { closed: boolean; onNavigate?: (url: URL) => void } = {
    closed: false,
    close() {
      popup.closed = true;
    },
    location: {
      replace(url: string) {
        seen.authUrl = new URL(url);
        seen.storedDuringFlow = store.get(OIDC_ATTEMPT_KEY) ?? null;
        issuer.see(seen.authUrl);
        popup.onNavigate?.(seen.authUrl);
      },
    },
  };
  const deps: OidcDeps = {
    host: {
      location: { origin: ORIGIN },
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
    },
    storage: {
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => void store.set(k, v),
      removeItem: (k) => void store.delete(k),
    },
    fetch: issuer.fetch,
    channel: () => {
      const ch: ChannelLike = { onmessage: null, postMessage: () => undefined, close: () => void channels.splice(channels.indexOf(ch), 1) };
      channels.push(ch);
      return ch;
    },
    pollMs: 5,
    closeGraceMs: 10,
  };
  /** The callback page's postMessage, as the browser delivers it to the app window. */
  const post = (params: Record<string, string>, from: { origin?: string; source?: unknown } = {}) => {
    const event = { origin: from.origin ?? ORIGIN, source: from.source ?? popup, data: callbackMessage(new URLSearchParams(params).toString()) };
    for (const l of [...listeners]) l(event as MessageEvent);
  };
  const broadcast = (params: Record<string, string>) => {
    for (const ch of [...channels]) ch.onmessage?.({ data: callbackMessage(new URLSearchParams(params).toString()) } as MessageEvent);
  };
  return { popup, deps, store, seen, listeners, channels, post, broadcast };
}

/** Lets the flow reach the point where it waits for the callback (the window was sent to the provider). */
const navigated = (h: ReturnType<typeof harness>) => new Promise<URL>((resolve) => (h.popup.onNavigate = (url) => setTimeout(() => resolve(url), 0)));

async function failure(promise: Promise<unknown>): Promise<SnsLoginError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SnsLoginError);
  return error as SnsLoginError;
}

describe('signInWithProvider', () => {
  it('sends the window to the issuer with PKCE S256, state and nonce, exchanges the code with the verifier and returns sub + ID token', async () => {
    const issuer = fakeIssuer();
    const h = harness(issuer);
    const done = signInWithProvider('google', CLIENT, h.popup, h.deps);
    const url = await navigated(h);
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/auth`);
    const p = url.searchParams;
    expect([p.get('client_id'), p.get('redirect_uri'), p.get('response_type'), p.get('scope'), p.get('code_challenge_method')]).toEqual([
      'local-google-client',
      `${ORIGIN}/oauth/callback`,
      'code',
      'openid email profile',
      'S256',
    ]);
    expect(p.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(p.get('nonce')).toMatch(/^[\w-]{20,}$/);
    // The verifier is in sessionStorage for the attempt, never in the URL.
    const stored = JSON.parse(h.seen.storedDuringFlow ?? '{}') as { verifier: string; state: string };
    expect(stored.state).toBe(p.get('state'));
    expect(url.href).not.toContain(stored.verifier);

    h.post({ code: 'the-code', state: p.get('state')!, iss: ISSUER });
    const identity = await done;
    expect(identity.sub).toBe('google-test-user-1');
    expect(identity.idToken.split('.')).toHaveLength(3);
    const [token] = issuer.tokenRequests;
    expect([token?.get('grant_type'), token?.get('code'), token?.get('code_verifier'), token?.get('client_id'), token?.get('redirect_uri')]).toEqual([
      'authorization_code',
      'the-code',
      stored.verifier,
      'local-google-client',
      `${ORIGIN}/oauth/callback`,
    ]);
    expect(h.store.size).toBe(0);
    expect(h.popup.closed).toBe(true);
    expect([h.listeners.size, h.channels.length]).toEqual([0, 0]);
  });

  it('takes the callback from the channel when the window lost its opener, ignoring other tabs and other origins', async () => {
    const h = harness(fakeIssuer());
    const done = signInWithProvider('google', CLIENT, h.popup, h.deps);
    const state = (await navigated(h)).searchParams.get('state')!;
    h.post({ code: 'forged', state, iss: ISSUER }, { origin: 'https://evil.example' });
    h.broadcast({ code: 'another-tab', state: 'another-state', iss: ISSUER });
    h.broadcast({ code: 'the-code', state, iss: ISSUER });
    await expect(done).resolves.toMatchObject({ sub: 'google-test-user-1' });
  });

  it('fails on a callback from its own window carrying another state', async () => {
    const h = harness(fakeIssuer());
    const done = signInWithProvider('google', CLIENT, h.popup, h.deps);
    await navigated(h);
    h.post({ code: 'x', state: 'not-ours', iss: ISSUER });
    const e = await failure(done);
    expect([e.snsFailure, e.detail]).toEqual(['failed', 'state mismatch']);
    expect(h.store.size).toBe(0);
  });

  it('refuses an ID token for another nonce or another audience', async () => {
    for (const claims of [{ nonce: 'replayed' }, { aud: 'someone-else' }]) {
      const issuer = fakeIssuer();
      const base = issuer.claims;
      issuer.claims = (nonce) => ({ ...base(nonce), ...claims });
      const h = harness(issuer);
      const done = signInWithProvider('google', CLIENT, h.popup, h.deps);
      const state = (await navigated(h)).searchParams.get('state')!;
      h.post({ code: 'c', state, iss: ISSUER });
      const e = await failure(done);
      expect(e.snsFailure).toBe('failed');
      expect(e.detail).toBe('OAUTH_JWT_CLAIM_COMPARISON_FAILED');
      expect(h.store.size).toBe(0);
    }
  });

  it('maps access_denied to denied and a token endpoint error to failed with its code', async () => {
    const h = harness(fakeIssuer());
    const denied = signInWithProvider('facebook', { ...CLIENT, clientId: 'local-facebook-client' }, h.popup, h.deps);
    const state = (await navigated(h)).searchParams.get('state')!;
    h.post({ error: 'access_denied', state, iss: ISSUER });
    expect((await failure(denied)).snsFailure).toBe('denied');

    const h2 = harness(fakeIssuer({ tokenError: { error: 'invalid_grant' } }));
    const bad = signInWithProvider('google', CLIENT, h2.popup, h2.deps);
    const state2 = (await navigated(h2)).searchParams.get('state')!;
    h2.post({ code: 'used', state: state2, iss: ISSUER });
    const e = await failure(bad);
    expect([e.snsFailure, e.detail]).toEqual(['failed', 'invalid_grant']);
  });

  it('ends as closed when the user closes the window, and forgets the attempt', async () => {
    const h = harness(fakeIssuer());
    const done = signInWithProvider('google', CLIENT, h.popup, h.deps);
    await navigated(h);
    h.popup.closed = true;
    const e = await failure(done);
    expect(e.snsFailure).toBe('closed');
    expect(e.platform).toBe('google');
    expect(h.store.size).toBe(0);
    expect(h.listeners.size).toBe(0);
  });

  it('still takes a callback that lands just after the window closed itself', async () => {
    const h = harness(fakeIssuer());
    const done = signInWithProvider('google', CLIENT, h.popup, h.deps);
    const state = (await navigated(h)).searchParams.get('state')!;
    h.popup.closed = true;
    await new Promise((r) => setTimeout(r, 7));
    h.post({ code: 'late', state, iss: ISSUER });
    await expect(done).resolves.toMatchObject({ sub: 'google-test-user-1' });
  });

  it('says not configured (closing any window) or blocked without calling the issuer', async () => {
    const issuer = fakeIssuer();
    const h = harness(issuer);
    const e = await failure(signInWithProvider('facebook', null, h.popup, h.deps));
    expect([e.snsFailure, e.platform, h.popup.closed]).toEqual(['notConfigured', 'facebook', true]);
    expect((await failure(signInWithProvider('google', CLIENT, null, h.deps))).snsFailure).toBe('blocked');
    expect(issuer.tokenRequests).toEqual([]);
  });

  it('reports an unreachable issuer as failed with what broke', async () => {
    const h = harness(fakeIssuer());
    const e = await failure(
      signInWithProvider('google', CLIENT, h.popup, {
        ...h.deps,
        fetch: (async () => {
          throw new TypeError('Failed to fetch');
        }) as typeof fetch,
      }),
    );
    expect([e.snsFailure, e.detail, h.popup.closed]).toEqual(['failed', 'Failed to fetch', true]);
  });

  it('has a message id in LOGIN_MESSAGE for every failure', () => {
    expect(LOGIN_MESSAGE).toMatchObject({ snsNotConfigured: 'login.sns.notConfigured', snsBlocked: 'login.sns.blocked', snsClosed: 'login.sns.closed' });
  });
});
