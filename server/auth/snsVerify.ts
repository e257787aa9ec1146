// Verifies Google/Facebook ID tokens (issuer, audience, expiry, signature via the issuer's JWKS) with jose.
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ApiError } from '../http/errors';

export interface SnsProvider {
  issuer: string;
  audience: string;
  jwksUri: string;
}

export interface SnsIdentity {
  sub: string;
  email: string;
  name: string;
}

export interface SnsVerifier {
  verify(platformType: 3 | 5, token: string, platformId: string): Promise<SnsIdentity>;
}

/** providers: 3 Google, 5 Facebook. In production these point at the real issuers; locally at the stand-in. */
export function snsVerifier(providers: Record<3 | 5, SnsProvider>, now: () => number): SnsVerifier {
  const keySets = new Map<number, JWTVerifyGetKey>();
  return {
    async verify(platformType, token, platformId) {
      const p = providers[platformType];
      let keys = keySets.get(platformType);
      if (!keys) {
        keys = createRemoteJWKSet(new URL(p.jwksUri));
        keySets.set(platformType, keys);
      }
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer: p.issuer,
          audience: p.audience,
          currentDate: new Date(now()),
          algorithms: ['RS256', 'ES256'],
        });
        if (payload.sub !== platformId) throw new Error('sub mismatch');
        return {
          sub: payload.sub,
          // Only an address the provider says it verified is taken (issue 24); an unverified one is anyone's claim.
          email: typeof payload.email === 'string' && (payload.email_verified === true || payload.email_verified === 'true') ? payload.email : '',
          name: typeof payload.name === 'string' ? payload.name : '',
        };
      } catch {
        throw new ApiError(401, 'error-msg-sns-token', 'ID token rejected');
      }
    },
  };
}

/**
 * Several instances of the local world each run their own stand-in issuer: a token is checked by the verifier of the
 * issuer it names (its `iss`, read before verifying only to pick the verifier; that one verifies issuer and signature).
 * An issuer not in the list goes to `own`, which refuses it.
 */
export function snsVerifierByIssuer(own: SnsVerifier, peers: Map<string, SnsVerifier>): SnsVerifier {
  return {
    verify(platformType, token, platformId) {
      let iss: string | undefined;
      try {
        iss = decodeJwt(token).iss;
      } catch {
        iss = undefined;
      }
      return ((iss !== undefined && peers.get(iss)) || own).verify(platformType, token, platformId);
    },
  };
}
