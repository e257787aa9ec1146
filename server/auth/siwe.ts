// Sign-In with Ethereum (EIP-4361): one-time nonces and the checks a signed message must pass.
import { sameAddress } from '@common/domain/address';
import { getAddress, verifyMessage } from 'ethers';
import { SiweMessage } from 'siwe';
import type { Config } from '../config';
import { TTL } from '../config';
import { NETWORK_SET_CHAIN_IDS } from '@common/domain/chains';
import { SIWE_LIFETIME_MS } from '@common/api/siwe';
import type { Queryable } from '../db/client';
import { ApiError } from '../http/errors';
import { randomToken } from './password';

const siweError = (message: string) => new ApiError(401, 'error-msg-siwe', message);

/** Chains a sign-in may name: the deployment's network set (the local chains in DEV unless configured otherwise). */
export function servedChainIds(config: Pick<Config, 'networkSet'>): readonly number[] {
  return NETWORK_SET_CHAIN_IDS[config.networkSet];
}

/** The message's URI must be one of the app's own origins and agree with its domain (a message made for another site fails). */
function ownUri(config: Config, uri: string, domain: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  return config.allowedOrigins.includes(url.origin) && url.host === domain;
}

export async function issueNonce(q: Queryable, config: Config, address: string): Promise<{ nonce: string; expiresAt: number }> {
  // EIP-4361 nonces are alphanumeric, at least 8 characters.
  const nonce = randomToken(16)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 20)
    .padEnd(12, '0');
  const expiresAt = config.now() + TTL.siweNonceMs;
  await q.query('DELETE FROM siwe_nonces WHERE expires_at <= $1', [config.now()]);
  await q.query('INSERT INTO siwe_nonces (nonce, address, expires_at) VALUES ($1, $2, $3)', [nonce, address.toLowerCase(), expiresAt]);
  return { nonce, expiresAt };
}

/**
 * Verifies a signed SIWE message for claimedAddress and consumes its nonce (single use even on failure
 * after the nonce is found). Returns the checksummed address.
 */
export async function verifySiwe(q: Queryable, config: Config, claimedAddress: string, message: string, signature: string): Promise<string> {
  let parsed: SiweMessage;
  try {
    // The siwe library parses with the EIP-4361 ABNF grammar (domains with ports and IPs included).
    parsed = new SiweMessage(message);
  } catch {
    throw siweError('Malformed SIWE message');
  }
  if (!sameAddress(parsed.address, claimedAddress)) throw siweError('Message address differs from wallet_addr');
  if (!config.siweDomains.includes(parsed.domain)) throw siweError('Unknown SIWE domain');
  if (parsed.version !== '1') throw siweError('Unsupported SIWE version');
  if (!ownUri(config, parsed.uri, parsed.domain)) throw siweError('SIWE URI is not this app');
  if (!servedChainIds(config).includes(parsed.chainId)) throw siweError('Unsupported chain in SIWE message');
  const now = config.now();
  const time = (v: string | undefined) => (v ? Date.parse(v) : undefined);
  const issuedAt = time(parsed.issuedAt);
  if (issuedAt === undefined || Number.isNaN(issuedAt) || issuedAt > now + 60_000) throw siweError('Bad or future issuedAt');
  // An expiration time is required, and a short one: a leaked signed message is worth nothing after it.
  const expires = time(parsed.expirationTime);
  if (expires === undefined || Number.isNaN(expires)) throw siweError('SIWE message has no expiration time');
  if (!(expires > now)) throw siweError('SIWE message expired');
  if (expires > issuedAt + SIWE_LIFETIME_MS + 60_000) throw siweError('SIWE message lives longer than a sign-in needs');
  const notBefore = time(parsed.notBefore);
  if (notBefore !== undefined && !(notBefore <= now)) throw siweError('SIWE message not yet valid');
  // Consume the nonce atomically: a second use of the same nonce finds nothing.
  const nonceRow = (
    await q.query<{ address: string; expires_at: number }>('DELETE FROM siwe_nonces WHERE nonce = $1 RETURNING address, expires_at', [parsed.nonce])
  )[0];
  if (!nonceRow || nonceRow.expires_at <= now || nonceRow.address !== claimedAddress.toLowerCase()) {
    throw siweError('Unknown, used or expired nonce');
  }
  let recovered: string;
  try {
    recovered = verifyMessage(message, signature);
  } catch {
    throw siweError('Bad signature');
  }
  if (!sameAddress(recovered, claimedAddress)) throw siweError('Signature is not from wallet_addr');
  return getAddress(recovered);
}
