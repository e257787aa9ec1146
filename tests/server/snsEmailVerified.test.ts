// Hardening round 2 (issue 24): an ID token's email is taken only when the provider says it is verified (email_verified).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snsVerifier, type SnsVerifier } from '../../server/auth/snsVerify';

const ISSUER = 'https://issuer.example.test';
const AUDIENCE = 'client-1';
let server: Server;
let key: CryptoKey;
let verifier: SnsVerifier;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((_, res) => res.end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const jwksUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
  const provider = { issuer: ISSUER, audience: AUDIENCE, jwksUri };
  verifier = snsVerifier({ 3: provider, 5: provider }, Date.now);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const token = (claims: Record<string, unknown>) =>
  new SignJWT({ email: 'someone@example.test', name: 'Someone', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject('user-1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);

describe('email_verified', () => {
  it('takes the email only when the provider verified it', async () => {
    expect((await verifier.verify(3, await token({ email_verified: true }), 'user-1')).email).toBe('someone@example.test');
    expect((await verifier.verify(3, await token({ email_verified: false }), 'user-1')).email).toBe('');
    expect((await verifier.verify(3, await token({}), 'user-1')).email).toBe('');
  });
});
