// The API's error type and the mapping of every failure to a JSON answer without internals.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { MESSAGE_KEYS } from '@common/api/envelope';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: string,
    message?: string,
    readonly field?: string,
  ) {
    super(message ?? key);
  }
}

export const badInput = (key: string, message?: string, field?: string) => new ApiError(400, key, message, field);
export const unauthorized = (message = 'Login required or expired') => new ApiError(401, MESSAGE_KEYS.auth, message);
export const forbidden = (message = 'Not allowed for this account') => new ApiError(403, MESSAGE_KEYS.forbidden, message);
export const notFound = (message = 'Not found') => new ApiError(404, MESSAGE_KEYS.notFound, message);

/** An unknown path, or an extension refused by API_PROFILE=spec: its own key, so a client tells it from an unknown record. */
export const noEndpoint = (c: Context) => c.json({ error: MESSAGE_KEYS.noEndpoint, message: 'No such endpoint' }, 404);

/** Turns a zod failure into a 400 with the first issue's message key (keys start with error-msg-). */
export function fromZod(error: z.core.$ZodError): ApiError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  const key = issue && issue.message.startsWith('error-msg-') ? issue.message : MESSAGE_KEYS.invalidInput;
  return badInput(key, field ? `Invalid value for ${field}` : 'Invalid input', field);
}

/** PostgreSQL data exceptions (class 22), check and foreign-key violations, and ethers' invalid-argument errors. */
function isInputError(err: unknown): boolean {
  const code = err && typeof err === 'object' ? (err as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return false;
  return /^22[0-9A-Z]{3}$/.test(code) || code === '23503' || code === '23514' || code === 'INVALID_ARGUMENT';
}

export function errorResponse(c: Context, err: unknown, log: (line: string) => void) {
  if (err instanceof ApiError) {
    return c.json({ error: err.key, message: err.message, ...(err.field ? { field: err.field } : {}) }, err.status);
  }
  // A unique constraint lost to a concurrent request (same ID signed up twice at once, ...) is a conflict.
  if (err && typeof err === 'object' && (err as { code?: unknown }).code === '23505') {
    return c.json({ error: MESSAGE_KEYS.conflict, message: 'Already exists' }, 409);
  }
  // A value the schemas let through but the database or ethers cannot take (out of int range, a bad date, an address
  // checksum) is still the caller's input: 400, and logged, because a schema is missing a bound.
  if (isInputError(err)) {
    log(`[api] input refused late on ${c.req.method} ${c.req.path}: ${(err as { code: string }).code}`);
    return c.json({ error: MESSAGE_KEYS.invalidInput, message: 'Invalid input' }, 400);
  }
  // Unknown failures are logged by name only (no payloads, no secrets) and answered without a stack.
  log(`[api] unexpected error on ${c.req.method} ${c.req.path}: ${err instanceof Error ? err.name + ': ' + err.message : 'unknown'}`);
  return c.json({ error: MESSAGE_KEYS.server, message: 'Unexpected server error' }, 500);
}
