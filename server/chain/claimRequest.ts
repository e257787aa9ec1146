// The wallet's signed claim request: only the canonical spelling of a signature counts, and a request is known by its message hash.
import { getBytes, hashMessage, recoverAddress, toBigInt } from 'ethers';

/** secp256k1's group order; a signature (r, s) and (r, n - s) with the other v sign the same message. */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** The one spelling of a signature accepted anywhere (claim requests, DAO proposals and votes): see canonicalSigner. */
export function isCanonicalSignature(signature: string): boolean {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
  const bytes = getBytes(signature);
  const r = toBigInt(bytes.subarray(0, 32));
  const s = toBigInt(bytes.subarray(32, 64));
  const v = bytes[64];
  return (v === 27 || v === 28) && r !== 0n && r < SECP256K1_N && s !== 0n && s <= SECP256K1_N / 2n;
}

/**
 * The address that signed `message` (EIP-191), or undefined unless the signature is canonical: 65 bytes, v 27 or 28,
 * r and s non-zero, s in the lower half (as Ethereum's own transactions require). ethers would also take the 64-byte
 * EIP-2098 form and v as 0 or 1, so one signed request could be sent in several spellings.
 */
export function canonicalSigner(message: string, signature: string): string | undefined {
  if (!isCanonicalSignature(signature)) return undefined;
  try {
    return recoverAddress(hashMessage(message), signature);
  } catch {
    return undefined;
  }
}

/** What replay protection keys on: the EIP-191 hash of the signed message, the same whatever the signature's spelling. */
export const claimMessageHash = (message: string): string => hashMessage(message);
