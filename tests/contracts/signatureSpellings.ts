// Other spellings of one ECDSA signature that lenient verifiers accept: high s, v as 0 or 1, the 64-byte EIP-2098 form.
import { Signature, concat, toBeHex, zeroPadValue } from 'ethers';

const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

export function respell(signature: string): { highS: string; v01: string; compact: string } {
  const sig = Signature.from(signature);
  return {
    // (r, n - s) with the other parity recovers the same address.
    highS: concat([sig.r, zeroPadValue(toBeHex(SECP256K1_N - BigInt(sig.s)), 32), sig.v === 27 ? '0x1c' : '0x1b']),
    v01: concat([sig.r, sig.s, sig.v === 27 ? '0x00' : '0x01']),
    compact: sig.compactSerialized,
  };
}
