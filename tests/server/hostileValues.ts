// Hostile request values shared by the robustness tests: NUL, out-of-range numbers, SQL text, a wrong checksum, oversize text.
import { account } from '@common/localWorld/accounts';

export const ALICE = account('alice').address;
/** Alice's address with the case of its first letter flipped: well-formed hex, wrong EIP-55 checksum. */
export const WRONG_CHECKSUM = ALICE.replace(/[a-fA-F]/, (ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase()));

/** Values every field of a write is tried with, one at a time. */
export const HOSTILE_TEXT = [
  'a\u0000b',
  '9'.repeat(40),
  '-1',
  '-2147483649',
  '2147483648',
  '9007199254740993',
  '1e309',
  '1.5',
  "' OR '1'='1' --",
  WRONG_CHECKSUM,
  'x'.repeat(5000),
  '',
];
