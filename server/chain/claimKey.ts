// Where the claim signer's key comes from: configuration (a secret) in production, the local world's public test key in development.
import { Wallet } from 'ethers';
import { ACCOUNTS, CLAIM_SIGNER, account } from '@common/localWorld/accounts';

/** A claim key PROD must not run with; startApi refuses to start before it opens anything. */
export class ClaimKeyError extends Error {
  override name = 'ClaimKeyError';
}

/**
 * The executor's listed signer, or undefined when PROD has no key (the claim route then answers 503 rather than
 * signing with a key anyone knows). A malformed key, or one of the local world's public keys in PROD, stops the start;
 * the messages never repeat the key.
 */
export function claimSignerOf(o: { mode: 'DEV' | 'PROD'; claimSignerKey?: string }): Wallet | undefined {
  const key = o.claimSignerKey ?? (o.mode === 'DEV' ? account(CLAIM_SIGNER).privateKey : undefined);
  if (key === undefined) return undefined;
  let signer: Wallet;
  try {
    signer = new Wallet(key);
  } catch {
    throw new ClaimKeyError('claimSignerKey (CLAIM_SIGNER_KEY) is not a 32-byte hex private key');
  }
  if (o.mode === 'PROD' && ACCOUNTS.some((a) => a.address === signer.address)) {
    throw new ClaimKeyError('claimSignerKey (CLAIM_SIGNER_KEY) is a public test key of the local world; PROD needs a secret one');
  }
  return signer;
}
