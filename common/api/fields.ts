// Field rules shared by the API server and the front end; each failure carries the spec's message key.
import { z } from 'zod/mini';
import { isWalletTypeCode } from '../domain/wallet';
import { hasValidChecksum } from './addressChecksum';

/** Strict reading of spec 5: 5 to 20 characters, lowercase letters and digits only. */
export const accountId = z.string().check(z.trim(), z.regex(/^[a-z0-9]{5,20}$/, 'error-msg-id'));

/** The client sends SHA-256 hex of the raw password (lowercase hex, 64 characters); see docs/api.md. */
export const passwordHash = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'error-msg-pwd'));

export const email = z.pipe(z.string().check(z.trim(), z.maxLength(120, 'error-msg-email')), z.email('error-msg-email'));

/** Mobile: digits only, 10 to 12 (spec 5, sign-up reading; the edit-profile 10-11 is checked by that form). */
export const phone = z.string().check(z.trim(), z.regex(/^\d{10,12}$/, 'error-msg-mobile'));

/** Country calling code (default 82), 1 to 4 digits. */
export const countryCode = z.string().check(z.trim(), z.regex(/^\d{1,4}$/, 'error-msg-country'));

/** 0x and 40 hex digits; mixed case must be the EIP-55 checksum (a mistyped address is refused, not stored). */
export const walletAddress = z
  .string()
  .check(z.trim(), z.regex(/^0x[0-9a-fA-F]{40}$/, 'error-msg-wallet-address'), z.refine(hasValidChecksum, 'error-msg-wallet-address'));

/** Ids, counts and chain ids are 32-bit signed integers in the database. */
const INT32_MAX = 2_147_483_647;
export const int32 = (key = 'error-msg-invalid-input') => z.number({ error: key }).check(z.int(key), z.gte(-INT32_MAX - 1, key), z.lte(INT32_MAX, key));

/** A number sent as a number or as its decimal string (form fields are strings on the wire); 32-bit range. */
export const intField = (key = 'error-msg-invalid-input') =>
  z.pipe(
    z.pipe(
      z.union([z.int(), z.string().check(z.trim(), z.regex(/^-?\d{1,15}$/, key))], { error: key }),
      z.transform((v) => Number(v)),
    ),
    int32(key),
  );

/** A wallet type code of common/domain/wallet.ts. */
export const walletType = intField('error-msg-wallet-type').check(z.refine(isWalletTypeCode, 'error-msg-wallet-type'));

export const chainIdField = intField('error-msg-chain-id').check(z.refine((v) => v > 0, 'error-msg-chain-id'));

/** Drops control characters except tab, newline and carriage return. */
function stripControls(s: string): string {
  return [...s]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return !(code < 32 && code !== 9 && code !== 10 && code !== 13) && code !== 127;
    })
    .join('');
}

/** Free text written by users: trimmed, double spaces collapsed, no control characters. */
export const userText = (max: number, key: string) =>
  z.pipe(
    z.pipe(
      z.string({ error: key }),
      z.transform((s) => stripControls(s).replace(/^\s+/, '').replace(/ {2,}/g, ' ').trimEnd()),
    ),
    z.string().check(z.minLength(1, key), z.maxLength(max, key)),
  );

export const optionalText = (max: number, key: string) => z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, key))), '');

/** A page's position fields: page from `first` (0 or 1) to 100,000, count from 1 to maxCount, with their defaults. */
export const pagingFields = (o: { first: 0 | 1; count: number; maxCount: number }) => ({
  page: z._default(z.optional(intField('error-msg-page').check(z.refine((v) => v >= o.first && v <= 100000, 'error-msg-page'))), o.first),
  count: z._default(z.optional(intField('error-msg-count').check(z.refine((v) => v >= 1 && v <= o.maxCount, 'error-msg-count'))), o.count),
});
