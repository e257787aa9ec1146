// Test support: a fresh reference API per test file (a copy of the seeded PGlite folder or PostgreSQL database), a clock, cookie jars.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Wallet } from 'ethers';
import { startApi, type RunningApi } from '../../server/index';
import type { ApiOptions } from '../../server/config';
import { copySeededDb, seededDatabase } from './seededDatabases';
import { localBaseUrls, type BaseUrls } from '@common/api/paths';
import { LOCAL_CLIENT_KEY } from '@common/api/envelope';
import { buildSiweMessage, SIWE_STATEMENT, type SiweFields } from '@common/api/siwe';
import { account, type AccountName } from '@common/localWorld/accounts';
import { claimTypedData, claimTypesForEthers } from '@common/domain/claimSigning';

export interface Clock {
  now: number;
  advance(ms: number): void;
}

export interface TestWorld {
  api: RunningApi;
  url: string;
  base: BaseUrls;
  clock: Clock;
  logs: string[];
  dir: string;
  stop(): Promise<void>;
}

export async function startWorld(
  opts: { deployments?: unknown; mode?: 'DEV' | 'PROD'; profile?: 'full' | 'spec'; api?: Partial<ApiOptions> } = {},
): Promise<TestWorld> {
  const dir = mkdtempSync(join(tmpdir(), 'mw-api-'));
  const deploymentsPath = join(dir, 'deployments.json');
  if (opts.deployments) writeFileSync(deploymentsPath, JSON.stringify(opts.deployments));
  const clock: Clock = {
    now: Date.now(),
    advance(ms) {
      this.now += ms;
    },
  };
  const logs: string[] = [];
  const pgdb = process.env.DATABASE_URL ? await seededDatabase(process.env.DATABASE_URL) : undefined;
  if (!pgdb) await copySeededDb(join(dir, 'db'));
  const api = await startApi({
    port: 0,
    oidcPort: 0,
    dataDir: join(dir, 'db'),
    databaseUrl: pgdb?.url,
    deploymentsPath,
    mode: opts.mode ?? 'DEV',
    profile: opts.profile,
    now: () => clock.now,
    log: (l) => logs.push(l),
    ...opts.api,
  });
  return {
    api,
    url: api.url,
    base: localBaseUrls(api.url),
    clock,
    logs,
    dir,
    async stop() {
      await api.stop();
      await pgdb?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fetch that keeps cookies like a browser does for one site. */
export function cookieJar() {
  const cookies = new Map<string, string>();
  const fetchWithJar = async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(input, { ...init, headers });
    for (const sc of res.headers.getSetCookie()) {
      const [pair, ...attrs] = sc.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  };
  return { fetch: fetchWithJar, cookies };
}
export type Jar = ReturnType<typeof cookieJar>;

export const ENVELOPE = { key: LOCAL_CLIENT_KEY, value: 'test', usedomain: '127.0.0.1:5173' };

// Answers are checked field by field in the tests; loose typing keeps them readable.
export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, body };
}

/** Form-encoded POST with the envelope (pass envelope: false to leave it out). */
export async function form(w: TestWorld, url: string, fields: Record<string, string>, o: { jar?: Jar; envelope?: boolean } = {}): Promise<Answer> {
  const f = o.jar?.fetch ?? fetch;
  const body = new URLSearchParams({ ...(o.envelope === false ? {} : ENVELOPE), ...fields });
  return answer(await f(w.url + url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }));
}

export async function json(w: TestWorld, method: 'POST' | 'PUT', url: string, data: unknown, o: { jar?: Jar } = {}): Promise<Answer> {
  const f = o.jar?.fetch ?? fetch;
  return answer(await f(w.url + url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) }));
}

export async function call(w: TestWorld, method: 'GET' | 'DELETE' | 'POST', url: string, o: { jar?: Jar } = {}): Promise<Answer> {
  const f = o.jar?.fetch ?? fetch;
  return answer(await f(w.url + url, { method }));
}

export const sha = (raw: string) => createHash('sha256').update(raw).digest('hex');
export const SEED_PW = sha('Passw0rd!');

/** A claim request's signature as the front end makes it: EIP-712 typed data of the claim object sent as `message`. */
export function signClaimRequest(signer: Wallet, message: string): Promise<string> {
  const t = claimTypedData(JSON.parse(message) as Parameters<typeof claimTypedData>[0]);
  return signer.signTypedData(t.domain, claimTypesForEthers(), t.message);
}

export const wallet = (name: AccountName) => new Wallet(account(name).privateKey);

/** An EIP-4361 message as the front end builds it. */
export function siweMessage(address: string, nonce: string, now: number, over: Partial<SiweFields> = {}) {
  return buildSiweMessage({
    address,
    chainId: 31338,
    domain: '127.0.0.1:5173',
    nonce,
    uri: 'http://127.0.0.1:5173',
    issuedAt: new Date(now),
    statement: SIWE_STATEMENT,
    ...over,
  });
}

/** Gets a nonce and signs a SIWE message with w; returns the login fields. */
export async function siweFields(world: TestWorld, w: Wallet, over: Partial<SiweFields> = {}) {
  const n = await form(world, '/web/siwe_nonce', { wallet_addr: w.address });
  const message = siweMessage(w.address, n.body.data.nonce, world.clock.now, over);
  return { wallet_addr: w.address, message, signature: await w.signMessage(message) };
}

export async function idLogin(world: TestWorld, accountName: string, jar = cookieJar()) {
  const r = await form(world, '/web/login', { account: accountName, password: SEED_PW }, { jar });
  if (r.status !== 200) throw new Error(`login failed ${r.status}`);
  return { jar, user: r.body[0] };
}

export async function walletLogin(world: TestWorld, name: AccountName, jar = cookieJar()) {
  const r = await form(world, '/web/login', { ...(await siweFields(world, wallet(name))), wallet: '1' }, { jar });
  if (r.status !== 200) throw new Error(`wallet login failed ${r.status} ${JSON.stringify(r.body)}`);
  return { jar, user: r.body[0] };
}

/** Every error answer: a message key and text, never a stack trace. */
export function expectErrorShape(a: Answer) {
  if (typeof a.body !== 'object' || a.body === null) throw new Error(`error body is not JSON: ${String(a.body)}`);
  if (typeof a.body.error !== 'string' || typeof a.body.message !== 'string') throw new Error(`bad error shape ${JSON.stringify(a.body)}`);
  if (JSON.stringify(a.body).includes('    at ')) throw new Error('stack trace leaked');
}

/**
 * One HTTP request exactly as given: fetch normalises paths (../, %2e%2e) and drops a Host header, a raw client does not.
 * Headers default to none beyond Host; body is sent with its Content-Length.
 */
export function raw(w: TestWorld, method: string, path: string, o: { headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  const { hostname, port } = new URL(w.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers: { host: `${hostname}:${port}`, ...o.headers }, setHost: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* keep text */
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.end(o.body);
  });
}

/** Row counts of every table, to show a refused request wrote nothing (PGlite and PostgreSQL alike). */
export async function rowCounts(w: TestWorld, skip: (table: string) => boolean = () => false): Promise<Record<string, number>> {
  const tables = (await w.api.db.query<{ t: string }>("SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename"))
    .map((r) => r.t)
    .filter((t) => /^[a-z_0-9]+$/.test(t) && !skip(t));
  const [row] = await w.api.db.query<Record<string, number>>(`SELECT ${tables.map((t) => `(SELECT COUNT(*)::int FROM ${t}) AS ${t}`).join(', ')}`);
  return row ?? {};
}
