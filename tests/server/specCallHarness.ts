// Contract-test support: the front end's ApiClient against a reference API, with every request it sends recorded and decoded.
import { expect, it } from 'vitest';
import { ApiClient } from '../../src/services/api/client';
import type { FetchLike } from '../../src/services/api/transport';
import { LOCAL_CLIENT_KEY } from '@common/api/envelope';
import { AUTH, DAO, GAME, GEO, LOCAL_PREFIXES, REWARD, STATIC, WEB, type BaseName } from '@common/api/paths';
import { SPEC_CALLS, type SpecCall } from '@common/api/specCalls';
import { cookieJar, type Jar, type TestWorld } from './support';

export const USEDOMAIN = '127.0.0.1:5173';

/** One request exactly as the client handed it to fetch. */
export interface SentRequest {
  method: string;
  url: URL;
  contentType: string | null;
  body: string | undefined;
}

/** The client as the app builds it (envelope key, usedomain), its fetch recorded, cookies kept per jar. */
export function recordingClient(w: TestWorld, jar: Jar = cookieJar()) {
  const sent: SentRequest[] = [];
  const fetch: FetchLike = (input, init) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: new URL(input),
      contentType: new Headers(init?.headers).get('content-type'),
      body: init?.body === undefined || init.body === null ? undefined : String(init.body),
    });
    return jar.fetch(input, init);
  };
  return { api: new ApiClient({ baseUrls: w.base, usedomain: USEDOMAIN, fetch }), sent, jar };
}

const PATHS: Record<Exclude<BaseName, 'dev'>, Record<string, unknown>> = {
  web: WEB,
  auth: AUTH,
  reward: REWARD,
  dao: DAO,
  geo: GEO,
  static: STATIC,
  game: GAME,
};

export function specCall(key: string): SpecCall {
  const c = SPEC_CALLS.find((s) => s.key === key);
  if (!c) throw new Error(`no SPEC_CALLS entry with key ${key}`);
  return c;
}

/** Does a request path (under the server) belong to the spec call with this key? Parameter paths match their route. */
function matches(c: SpecCall, pathname: string): boolean {
  const prefix = LOCAL_PREFIXES[c.base];
  if (!pathname.startsWith(prefix)) return false;
  const rest = pathname.slice(prefix.length);
  const paths = PATHS[c.base as Exclude<BaseName, 'dev'>];
  const p = paths[c.key!];
  if (typeof p === 'string') return rest === p;
  if (typeof p !== 'function') return false;
  // A parameter path: one more segment after its stem, and not another call's own path (/api/proposals/condition).
  const stem = (p as (id: string) => string)('');
  const segment = rest.slice(stem.length);
  return rest.startsWith(stem) && /^[^/]+$/.test(segment) && !Object.values(paths).includes(rest);
}

/** The last request the client sent for the spec call with this key (fails when it sent none). */
export function sentTo(sent: SentRequest[], key: string, method?: string): SentRequest {
  const c = specCall(key);
  const found = sent.filter((r) => matches(c, r.url.pathname) && (!method || r.method === method)).at(-1);
  if (!found) throw new Error(`the client sent no ${method ?? ''} request for ${c.call} (${key})`);
  return found;
}

/**
 * Checks a spec form POST: form-encoded, the envelope (key, value, usedomain) first, then exactly these data fields
 * with these values (a value of undefined: the field must be there, any value). Returns every field sent.
 */
export function expectForm(r: SentRequest, data: Record<string, string | undefined>): Record<string, string> {
  expect([r.method, r.contentType]).toEqual(['POST', 'application/x-www-form-urlencoded']);
  const form = new URLSearchParams(r.body ?? '');
  const keys = [...form.keys()];
  expect(keys.slice(0, 3)).toEqual(['key', 'value', 'usedomain']);
  expect([form.get('key'), form.get('value'), form.get('usedomain')]).toEqual([LOCAL_CLIENT_KEY, '', USEDOMAIN]);
  expect(keys.slice(3).sort()).toEqual(Object.keys(data).sort());
  const fields = Object.fromEntries(form);
  for (const [k, v] of Object.entries(data)) if (v !== undefined) expect([k, fields[k]]).toEqual([k, v]);
  return fields;
}

/** Checks a JSON call: method, content type, and the body's fields (exactly these keys). */
export function expectJson(r: SentRequest, method: 'POST' | 'PUT', data: Record<string, unknown>): Record<string, unknown> {
  expect([r.method, r.contentType]).toEqual([method, 'application/json']);
  const body = JSON.parse(r.body ?? 'null') as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(Object.keys(data).sort());
  for (const [k, v] of Object.entries(data)) if (v !== undefined) expect([k, body[k]]).toEqual([k, v]);
  return body;
}

/** Checks a call without a body (GET, DELETE): the query fields sent. */
export function expectQuery(r: SentRequest, method: 'GET' | 'DELETE' | 'POST', query: Record<string, string>): void {
  expect([r.method, r.body]).toEqual([method, undefined]);
  expect(Object.fromEntries(r.url.searchParams)).toEqual(query);
}

/** One contract case of a SPEC_CALLS key; the guard (coverage.test.ts) finds these by the key in the first argument. */
export function specCase(key: string, what: string, fn: () => Promise<void>, timeout?: number): void {
  it(`${specCall(key).call} [${key}]: ${what}`, fn, timeout);
}
