// Reads and validates a request's form body, JSON body or query against the shared zod schemas.
import type { Context } from 'hono';
import { z } from 'zod';
import { envelope } from '@common/api/envelope';
import { MESSAGE_KEYS } from '@common/api/envelope';
import { badInput, fromZod } from './errors';

const MAX_BODY = 256 * 1024;

/** PostgreSQL text cannot hold NUL characters: refuse them up front rather than fail in SQL. */
function hasNul(v: unknown): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (Array.isArray(v)) return v.some(hasNul);
  if (v && typeof v === 'object') return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x));
  return false;
}
const nulError = () => badInput(MESSAGE_KEYS.invalidInput, 'NUL characters are not allowed');

async function readText(c: Context): Promise<string> {
  const len = Number(c.req.header('content-length') ?? '0');
  if (len > MAX_BODY) throw badInput(MESSAGE_KEYS.invalidInput, 'Body too large');
  const text = await c.req.text();
  if (text.length > MAX_BODY) throw badInput(MESSAGE_KEYS.invalidInput, 'Body too large');
  return text;
}

/** A form-encoded POST: checks the content type and the envelope (key must be the configured client key). */
export async function parseForm<S extends z.core.$ZodType>(c: Context, schema: S, clientKey: string): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw badInput(MESSAGE_KEYS.contentType, 'Expected application/x-www-form-urlencoded');
  }
  const params = new URLSearchParams(await readText(c));
  const fields: Record<string, string> = {};
  for (const [k, v] of params) if (!(k in fields)) fields[k] = v;
  if (hasNul(fields)) throw nulError();
  const env = z.safeParse(envelope, fields);
  if (!env.success) throw fromZod(env.error);
  if (env.data.key !== clientKey) throw badInput(MESSAGE_KEYS.envelope, 'Unknown client key', 'key');
  const { key: _k, value: _v, usedomain: _u, ...rest } = fields;
  const parsed = z.safeParse(schema, rest);
  if (!parsed.success) throw fromZod(parsed.error);
  return parsed.data;
}

export async function parseJson<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) throw badInput(MESSAGE_KEYS.contentType, 'Expected application/json');
  let body: unknown;
  try {
    body = JSON.parse(await readText(c));
  } catch {
    throw badInput(MESSAGE_KEYS.invalidInput, 'Malformed JSON');
  }
  if (hasNul(body)) throw nulError();
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw fromZod(parsed.error);
  return parsed.data;
}

export function parseQuery<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const query = c.req.query();
  if (hasNul(query)) return Promise.reject(nulError());
  const parsed = z.safeParse(schema, query);
  if (!parsed.success) return Promise.reject(fromZod(parsed.error));
  return Promise.resolve(parsed.data);
}
