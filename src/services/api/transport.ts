// Wire helpers of the API client: form-encoded POSTs with the envelope, JSON calls, answer validation, session-gone detection.
import type { z } from 'zod/mini';
import { errorAnswer, MESSAGE_KEYS, type Envelope } from '@common/api/envelope';
import { ApiCallError } from './errors';
import { reportSessionGone } from './sessionGone';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

function toForm(envelope: Envelope, data: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams(envelope);
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined) continue;
    form.set(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  return form;
}

/** Validates input with the shared request schema before anything is sent (same keys as the server). */
export function checkInput<S extends z.ZodMiniType>(schema: S, input: z.input<S>): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const key = issue?.message.startsWith('error-msg-') ? issue.message : MESSAGE_KEYS.invalidInput;
  throw new ApiCallError(0, key, 'Invalid input (checked before sending)', issue?.path.join('.'));
}

/** Reads an answer: JSON, the API's error envelope as an ApiCallError, else checked against schema. afterJson marks timing. */
export async function readAnswer<S extends z.ZodMiniType>(res: Response, schema: S, afterJson?: () => void): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await res.json();
    afterJson?.();
  } catch {
    throw new ApiCallError(res.status, MESSAGE_KEYS.server, 'Answer is not JSON');
  }
  if (!res.ok) {
    const e = errorAnswer.safeParse(body);
    if (e.success) throw new ApiCallError(res.status, e.data.error, e.data.message, e.data.field);
    throw new ApiCallError(res.status, MESSAGE_KEYS.server, `HTTP ${res.status}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiCallError(res.status, 'error-msg-answer-shape', 'Answer does not match the shared schema');
  return parsed.data;
}

/**
 * True when an error says the session cookie is missing or expired. A call that carries an authToken (game calls,
 * save log) answers 401 for a stale token too, which a refresh fixes: that is not the session ending.
 */
export function isSessionGone(error: unknown, sentFields: Record<string, unknown> = {}): boolean {
  return error instanceof ApiCallError && error.status === 401 && error.key === MESSAGE_KEYS.auth && !('authToken' in sentFields);
}

/** Passes an answer through; reports a session-gone error (sessionGone.ts) before rethrowing it. */
export async function watchSession<T>(call: Promise<T>, sentFields?: Record<string, unknown>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isSessionGone(error, sentFields)) reportSessionGone();
    throw error;
  }
}

export interface Transport {
  fetch: FetchLike;
  envelope: Envelope;
}

export async function postForm<S extends z.ZodMiniType>(t: Transport, url: string, data: Record<string, unknown>, answer: S) {
  const res = await t.fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: toForm(t.envelope, data).toString(),
  });
  return watchSession(readAnswer(res, answer), data);
}

export async function sendJson<S extends z.ZodMiniType>(t: Transport, method: 'POST' | 'PUT', url: string, data: unknown, answer: S) {
  const res = await t.fetch(url, {
    method,
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  return watchSession(readAnswer(res, answer), typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {});
}

export async function callNoBody<S extends z.ZodMiniType>(
  t: Transport,
  method: 'GET' | 'DELETE' | 'POST',
  url: string,
  query: Record<string, unknown>,
  answer: S,
) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, String(v));
  const full = qs.size ? `${url}?${qs.toString()}` : url;
  return watchSession(readAnswer(await t.fetch(full, { method, credentials: 'include' }), answer), query);
}
