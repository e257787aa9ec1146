// Stand-in OpenID Connect issuer on loopback (oidc-provider): signs in the test Google/Facebook users; bodies over 16 KB get 413.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { exportJWK, generateKeyPair } from 'jose';
import { randomToken } from '../auth/password';
import { HELPER_REDIRECT, OIDC_CLIENT_IDS, OIDC_TEST_USERS, type OidcTestUser } from './testUsers';

/** The largest request body the stand-in takes: its forms carry a user id or a code, a few hundred bytes. */
export const OIDC_BODY_LIMIT = 16 * 1024;

class BodyTooLarge extends Error {}

/** 413 and the connection closed, so the rest of the body is not read. */
function tooLarge(res: ServerResponse) {
  if (!res.headersSent) res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' });
  res.end('request body too large');
}

/** The request's body as text, refused at the first byte over OIDC_BODY_LIMIT (chunked bodies too). */
async function boundedBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > OIDC_BODY_LIMIT) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface OidcStandIn {
  issuer: string;
  stop(): Promise<void>;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Starts the issuer. Interactions are a one-click chooser of the test users (or automatic with
 * login_hint=<sub>), so a browser redirect flow and the DEV helper use the same authorize/token path.
 */
export async function startOidcStandIn(opts: { port: number; redirectOrigins: string[] }): Promise<OidcStandIn> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'local-' + randomToken(6), alg: 'RS256', use: 'sig' };
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;
  const redirectUris = [...opts.redirectOrigins.map((o) => `${o}/oauth/callback`), HELPER_REDIRECT];
  const users = new Map(OIDC_TEST_USERS.map((u) => [u.sub, u]));

  const provider = new Provider(issuer, {
    clients: (Object.values(OIDC_CLIENT_IDS) as string[]).map((client_id) => ({
      client_id,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: redirectUris,
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomToken(), randomToken()] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 3600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin) => opts.redirectOrigins.includes(origin),
    findAccount: (_ctx, sub) => {
      const u = users.get(sub);
      if (!u) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: u.email, email_verified: true, name: u.name }) };
    },
  });

  async function finish(req: IncomingMessage, res: ServerResponse, user: OidcTestUser, clientId: string) {
    const grant = new provider.Grant({ accountId: user.sub, clientId });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: user.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const clientId = String(details.params.client_id);
    const platform = clientId === OIDC_CLIENT_IDS.google ? 'google' : 'facebook';
    let sub = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
    if (req.method === 'POST') sub = new URLSearchParams(await boundedBody(req)).get('sub') ?? undefined;
    const user = sub ? users.get(sub) : undefined;
    if (user && user.platform === platform) return finish(req, res, user, clientId);
    const choices = OIDC_TEST_USERS.filter((u) => u.platform === platform)
      .map((u) => `<button name="sub" value="${escapeHtml(u.sub)}">${escapeHtml(u.name)} (${escapeHtml(u.email)})</button>`)
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>Local ${platform} sign-in</title><h1>Local ${platform} sign-in</h1>` +
        `<form method="post" action="/interaction/${escapeHtml(details.uid)}">${choices}</form>`,
    );
  }

  const callback = provider.callback();
  server.on('request', (req, res) => {
    // A declared length over the limit is refused before any byte is read; oidc-provider's own endpoints also stop
    // reading an undeclared (chunked) body at its 56 KB limit.
    if (Number(req.headers['content-length'] ?? 0) > OIDC_BODY_LIMIT) return tooLarge(res);
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((e: unknown) => {
        if (e instanceof BodyTooLarge) return tooLarge(res);
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('interaction failed');
      });
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
