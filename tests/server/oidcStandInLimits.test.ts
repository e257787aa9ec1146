// The DEV OpenID Connect stand-in bounds request bodies: a declared length over 16 KB, or a streamed (chunked) form
// that crosses it, gets 413 with the connection closed; a normal chooser form still signs in.
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_BODY_LIMIT, startOidcStandIn, type OidcStandIn } from '../../server/oidc/standin';
import { HELPER_REDIRECT, OIDC_CLIENT_IDS, OIDC_TEST_USERS } from '../../server/oidc/testUsers';

let oidc: OidcStandIn;

beforeAll(async () => {
  oidc = await startOidcStandIn({ port: 0, redirectOrigins: ['http://127.0.0.1:5173'] });
});
afterAll(() => oidc?.stop());

/** Starts a Google sign-in without a login hint: the chooser's interaction URL and the issuer's cookies. */
async function chooser(): Promise<{ url: URL; cookie: string }> {
  const auth = new URL('/auth', oidc.issuer);
  auth.search = new URLSearchParams({
    client_id: OIDC_CLIENT_IDS.google,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: HELPER_REDIRECT,
    code_challenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'state-1',
  }).toString();
  const res = await fetch(auth, { redirect: 'manual' });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { url: new URL(res.headers.get('location')!, oidc.issuer), cookie };
}

/** Posts a body in 64 KB chunks without a declared length until the server answers; its status and headers. */
function streamForm(url: URL, cookie: string, totalBytes: number): Promise<{ status: number; connection: string | undefined; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(url, { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' } });
    req.on('response', (res) => {
      answered = true;
      res.resume();
      resolve({ status: res.statusCode!, connection: res.headers.connection, sent });
    });
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('OIDC stand-in request bodies', () => {
  it('refuses a declared Content-Length over the limit with 413 before reading it', async () => {
    const res = await fetch(new URL('/token', oidc.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&code=' + 'x'.repeat(OIDC_BODY_LIMIT),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
  });

  it('refuses a chooser form streamed past the limit with 413, without reading the rest', async () => {
    const { url, cookie } = await chooser();
    const answer = await streamForm(url, cookie, 50 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(answer.sent).toBeLessThan(50 * 1024 * 1024);
  });

  it('still signs in with a chooser form of normal size', async () => {
    const { url, cookie } = await chooser();
    const res = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ sub: OIDC_TEST_USERS[0]!.sub }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('/auth/');
  });
});
