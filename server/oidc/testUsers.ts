// The test Google and Facebook users the local OpenID Connect issuer signs in (listed in README/docs).
import { LOCAL_OIDC } from '@common/localWorld/oidc';

export interface OidcTestUser {
  platform: 'google' | 'facebook';
  sub: string;
  email: string;
  name: string;
}

export const OIDC_TEST_USERS: readonly OidcTestUser[] = [
  { platform: 'google', sub: 'google-test-user-1', email: 'google.tester@example.com', name: 'Google Tester' },
  { platform: 'facebook', sub: 'facebook-test-user-1', email: 'facebook.tester@example.com', name: 'Facebook Tester' },
];

/** Client ids of the local issuer: the audience each platform's ID token must carry (the front end's local defaults too). */
export const OIDC_CLIENT_IDS = LOCAL_OIDC.clientIds;

/** Redirect URI the DEV token helper registers and never follows. */
export const HELPER_REDIRECT = 'http://127.0.0.1/oidc-helper-callback';
