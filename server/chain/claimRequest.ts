// The wallet's signed claim request (EIP-712, common/domain/claimSigning.ts): only the canonical spelling of a signature
// counts, and a request is known by its typed-data digest.
import { getBytes, recoverAddress, toBigInt, TypedDataEncoder } from 'ethers';
import { claimTypedData, claimTypesForEthers, type ClaimFields } from '@common/domain/claimSigning';

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

/** The EIP-712 digest of a claim request: what its signature signs and what replay protection keys on. */
export function claimDigest(claim: ClaimFields): string {
  const t = claimTypedData(claim);
  return TypedDataEncoder.hash(t.domain, claimTypesForEthers(), t.message);
}

/**
 * The address that signed `digest`, or undefined unless the signature is canonical: 65 bytes, v 27 or 28,
 * r and s non-zero, s in the lower half (as Ethereum's own transactions require). ethers would also take the 64-byte
 * EIP-2098 form and v as 0 or 1, so one signed request could be sent in several spellings.
 */
export function canonicalSigner(digest: string, signature: string): string | undefined {
  if (!isCanonicalSignature(signature)) return undefined;
  try {
    return recoverAddress(digest, signature);
  } catch {
    return undefined;
  }
}
