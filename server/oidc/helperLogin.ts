// DEV helper: runs the issuer's authorize + PKCE token flow for a test user, as a browser would, and returns the ID token.
import { createHash } from 'node:crypto';
import { randomToken } from '../auth/password';
import { HELPER_REDIRECT, OIDC_CLIENT_IDS, type OidcTestUser } from './testUsers';

/** Follows redirects by hand, carrying the issuer's cookies, until the redirect back to HELPER_REDIRECT. */
export async function obtainIdToken(issuer: string, user: OidcTestUser): Promise<string> {
  const verifier = randomToken(32);
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const clientId = OIDC_CLIENT_IDS[user.platform];
  const auth = new URL('/auth', issuer);
  auth.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: HELPER_REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomToken(8),
    // A nonce per sign-in makes each ID token unique: the API accepts a token once, so two identical ones would clash.
    nonce: randomToken(12),
    login_hint: user.sub,
  }).toString();
  const cookies = new Map<string, string>();
  let url = auth.toString();
  for (let hop = 0; hop < 8; hop++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const sc of res.headers.getSetCookie()) {
      const [pair] = sc.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`OIDC flow stopped with status ${res.status}`);
    const next = new URL(location, url);
    if (next.toString().startsWith(HELPER_REDIRECT)) {
      const code = next.searchParams.get('code');
      if (!code) throw new Error('OIDC flow returned no code');
      const token = await fetch(new URL('/token', issuer), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: HELPER_REDIRECT, client_id: clientId, code_verifier: verifier }),
      });
      const body = (await token.json()) as { id_token?: string };
      if (!body.id_token) throw new Error('OIDC token endpoint returned no id_token');
      return body.id_token;
    }
    url = next.toString();
  }
  throw new Error('OIDC flow did not finish');
}
