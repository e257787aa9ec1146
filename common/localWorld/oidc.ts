// The local world's stand-in OpenID Connect issuer (Google and Facebook sign-in): where it listens and the client ids it
// registers. The API starts it (server/oidc/standin.ts) and the front end's local defaults point at it.

export const LOCAL_OIDC_PORT = 8788;

export const LOCAL_OIDC = {
  issuer: `http://127.0.0.1:${LOCAL_OIDC_PORT}`,
  /** The audience each platform's ID token carries. */
  clientIds: { google: 'local-google-client', facebook: 'local-facebook-client' },
} as const;
