// EIP-55 address checksums (Keccak-256 of the lowercase hex) for the shared field rules; common/ imports only zod.
const MASK = (1n << 64n) - 1n;
const RC = [
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
];
/** Rotation offsets by lane index x + 5y. */
const ROT = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

const rotl = (v: bigint, n: number) => (n === 0 ? v : ((v << BigInt(n)) | (v >> BigInt(64 - n))) & MASK);

function keccakF(s: bigint[]): void {
  const c: bigint[] = new Array<bigint>(5);
  const b: bigint[] = new Array<bigint>(25);
  for (const rc of RC) {
    for (let x = 0; x < 5; x++) c[x] = s[x]! ^ s[x + 5]! ^ s[x + 10]! ^ s[x + 15]! ^ s[x + 20]!;
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl(c[(x + 1) % 5]!, 1);
      for (let y = 0; y < 25; y += 5) s[x + y]! ^= d;
    }
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(s[x + 5 * y]!, ROT[x + 5 * y]!);
    for (let y = 0; y < 25; y += 5) for (let x = 0; x < 5; x++) s[x + y] = b[x + y]! ^ (~b[((x + 1) % 5) + y]! & MASK & b[((x + 2) % 5) + y]!);
    s[0] = s[0]! ^ rc;
  }
}

/** Keccak-256 (Ethereum's, not SHA3-256) of a short ASCII text, as lowercase hex. */
export function keccak256Ascii(text: string): string {
  const rate = 136;
  const blocks = Math.floor(text.length / rate) + 1;
  const bytes = new Uint8Array(blocks * rate);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  bytes[text.length]! ^= 0x01;
  bytes[bytes.length - 1]! ^= 0x80;
  const s: bigint[] = new Array<bigint>(25).fill(0n);
  for (let off = 0; off < bytes.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) {
      let lane = 0n;
      for (let k = 7; k >= 0; k--) lane = (lane << 8n) | BigInt(bytes[off + i * 8 + k]!);
      s[i] = s[i]! ^ lane;
    }
    keccakF(s);
  }
  let hex = '';
  for (let i = 0; i < 4; i++)
    for (let k = 0; k < 8; k++)
      hex += Number((s[i]! >> BigInt(8 * k)) & 0xffn)
        .toString(16)
        .padStart(2, '0');
  return hex;
}

/** The EIP-55 spelling of a 0x-prefixed 40-hex-digit address. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak256Ascii(hex);
  let out = '0x';
  for (let i = 0; i < 40; i++) out += parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i]!;
  return out;
}

/**
 * All-lowercase (or all-uppercase) hex carries no checksum; mixed case must be the EIP-55 spelling. Anything that is not
 * 0x and 40 hex digits is left to the format check (zod runs refinements after a failed regex too).
 */
export function hasValidChecksum(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return true;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}
