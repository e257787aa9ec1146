// Builds the EIP-4361 (Sign-In with Ethereum) message the front end asks the wallet to sign; pure, browser-safe.
export interface SiweFields {
  /** RFC 3986 authority of the front end, e.g. 127.0.0.1:5173 (must be an allowed origin's host). */
  domain: string;
  /** EIP-55 checksummed address. */
  address: string;
  statement?: string;
  /** Origin of the front end, e.g. http://127.0.0.1:5173. */
  uri: string;
  chainId: number;
  /** From the siwe_nonce call; single use, 5 minutes. */
  nonce: string;
  issuedAt: Date;
  /** Default: issuedAt + SIWE_LIFETIME_MS (the API refuses a message without one). */
  expirationTime?: Date;
}

export const SIWE_STATEMENT = 'Sign in to the virtual world.';
/** How long a signed sign-in message is good for: as long as its nonce (5 minutes). */
export const SIWE_LIFETIME_MS = 5 * 60_000;

export function buildSiweMessage(f: SiweFields): string {
  const lines = [
    `${f.domain} wants you to sign in with your Ethereum account:`,
    f.address,
    '',
    ...(f.statement ? [f.statement, ''] : []),
    `URI: ${f.uri}`,
    'Version: 1',
    `Chain ID: ${f.chainId}`,
    `Nonce: ${f.nonce}`,
    `Issued At: ${f.issuedAt.toISOString()}`,
  ];
  const expires = f.expirationTime ?? new Date(f.issuedAt.getTime() + SIWE_LIFETIME_MS);
  lines.push(`Expiration Time: ${expires.toISOString()}`);
  return lines.join('\n');
}
