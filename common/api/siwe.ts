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
  expirationTime?: Date;
}

export const SIWE_STATEMENT = 'Sign in to the virtual world.';

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
  if (f.expirationTime) lines.push(`Expiration Time: ${f.expirationTime.toISOString()}`);
  return lines.join('\n');
}
