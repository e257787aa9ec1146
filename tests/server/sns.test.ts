// Google/Facebook login: ID tokens from the local OpenID Connect issuer, verified like the real providers' tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieJar, form, startWorld, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

async function token(platform: 'google' | 'facebook') {
  const r = await call(w, 'GET', `/dev/oidc-login?platform=${platform}`);
  expect(r.status).toBe(200);
  return r.body.data as { idToken: string; platform_id: string; platform_type: number; issuer: string };
}

/** The browser path: authorize, pick the test user on the chooser page, come back with a code, exchange it with PKCE. */
async function browserFlow(issuer: string) {
  const { createHash, randomBytes } = await import('node:crypto');
  const verifier = randomBytes(32).toString('base64url');
  const redirect = 'http://127.0.0.1:5173/oauth/callback';
  const auth = new URL('/auth', issuer);
  auth.search = new URLSearchParams({
    client_id: 'local-facebook-client',
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: redirect,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'st1',
  }).toString();
  const jar = cookieJar();
  let res = await jar.fetch(auth.toString(), { redirect: 'manual' });
  const interaction = new URL(res.headers.get('location')!, issuer).toString();
  res = await jar.fetch(interaction);
  const page = await res.text();
  expect(page).toContain('Facebook Tester');
  expect(page).not.toContain('Google Tester');
  res = await jar.fetch(interaction, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'sub=facebook-test-user-1',
  });
  let location = new URL(res.headers.get('location')!, issuer);
  while (!location.toString().startsWith(redirect)) {
    res = await jar.fetch(location.toString(), { redirect: 'manual' });
    location = new URL(res.headers.get('location')!, location);
  }
  expect(location.searchParams.get('state')).toBe('st1');
  const token = await fetch(new URL('/token', issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:5173' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: location.searchParams.get('code')!,
      redirect_uri: redirect,
      client_id: 'local-facebook-client',
      code_verifier: verifier,
    }),
  });
  expect(token.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  return (await token.json()).id_token as string;
}

describe('sns login (platformLogin)', () => {
  it('works with the browser redirect flow (chooser page, code + PKCE, CORS token call)', async () => {
    const idToken = await browserFlow((await token('facebook')).issuer);
    const r = await form(w, '/auth/platformLogin', { platform_id: 'facebook-test-user-1', passToken: idToken, platform_type: '5' });
    expect(r.body.data.webAuthData.name).toBe('Facebook Tester');
  });

  it('publishes a discovery document and JWKS on loopback', async () => {
    const t = await token('google');
    const disc = await (await fetch(`${t.issuer}/.well-known/openid-configuration`)).json();
    expect(disc.issuer).toBe(t.issuer);
    expect(new URL(disc.jwks_uri).hostname).toBe('127.0.0.1');
  });

  it('creates a user on first Google login (newUser true) and finds it the second time', async () => {
    const t = await token('google');
    const jar = cookieJar();
    const first = await form(w, '/auth/platformLogin', { platform_id: t.platform_id, passToken: t.idToken, platform_type: '3' }, { jar });
    expect(first.status).toBe(200);
    expect(first.body.data.webAuthData).toMatchObject({ email: 'google.tester@example.com', newUser: true });
    expect(jar.cookies.has('mw_session')).toBe(true);
    const again = await form(w, '/auth/platformLogin', { platform_id: t.platform_id, passToken: (await token('google')).idToken, platform_type: '3' });
    expect(again.body.data.webAuthData).toMatchObject({ id: first.body.data.webAuthData.id, newUser: false });
  });

  it('logs in the Facebook test user with platform_type 5', async () => {
    const t = await token('facebook');
    const r = await form(w, '/auth/platformLogin', { platform_id: t.platform_id, passToken: t.idToken, platform_type: '5' });
    expect(r.body.data.webAuthData.email).toBe('facebook.tester@example.com');
  });

  it('refuses a Google token presented as Facebook (audience mismatch)', async () => {
    const t = await token('google');
    const r = await form(w, '/auth/platformLogin', { platform_id: t.platform_id, passToken: t.idToken, platform_type: '5' });
    expect([r.status, r.body.error]).toEqual([401, 'error-msg-sns-token']);
  });

  it('refuses a platform_id that is not the token subject', async () => {
    const t = await token('google');
    expect((await form(w, '/auth/platformLogin', { platform_id: 'someone-else', passToken: t.idToken, platform_type: '3' })).status).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const t = await token('google');
    const [h, p, s] = t.idToken.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = [h, Buffer.from(JSON.stringify({ ...payload, email: 'x@evil.example' })).toString('base64url'), s].join('.');
    expect((await form(w, '/auth/platformLogin', { platform_id: t.platform_id, passToken: forged, platform_type: '3' })).status).toBe(401);
  });

  it('refuses an expired token (one hour lifetime)', async () => {
    const t = await token('google');
    w.clock.advance(2 * 3_600_000);
    expect((await form(w, '/auth/platformLogin', { platform_id: t.platform_id, passToken: t.idToken, platform_type: '3' })).status).toBe(401);
    w.clock.advance(-2 * 3_600_000);
  });

  it('validates platform_type and passToken', async () => {
    const bad = await form(w, '/auth/platformLogin', { platform_id: 'a', passToken: 'short', platform_type: '3' });
    expect([bad.status, bad.body.error]).toEqual([400, 'error-msg-pass-token']);
    const type = await form(w, '/auth/platformLogin', { platform_id: 'a', passToken: 'x'.repeat(20), platform_type: '4' });
    expect([type.status, type.body.error]).toEqual([400, 'error-msg-platform-type']);
  });
});
