// The sign-in benchmark's network log from the browser's view (Playwright's request events and timings): each API call
// named by its path, each chain RPC by chain and method, the app's own files as one row each for scripts and the rest.
import type { Page, Request } from 'playwright-core';
import { CHAIN_KEYS, LOCAL_CHAINS } from '@common/domain/chains';
import type { Span } from './probe';

export interface NetworkLog {
  /** Requests finished (or failed) so far, started at or after `since` (wall-clock ms). */
  spans(since: number): Span[];
  inFlight(): number;
  stop(): void;
}

const chainOfPort = new Map(CHAIN_KEYS.map((k) => [String(LOCAL_CHAINS[k].port), k]));

/** The chain methods in a JSON-RPC body, one or a batch. */
function rpcMethods(r: Request): string {
  try {
    const body = JSON.parse(r.postData() ?? 'null') as { method?: string } | { method?: string }[] | null;
    const calls = Array.isArray(body) ? body : body ? [body] : [];
    return [...new Set(calls.map((c) => c.method ?? '?'))].join('+') || '?';
  } catch {
    return '?';
  }
}

/** Names scripts by file (`BENCH_SIGNIN_FILES=1`) for a closer look; otherwise all the app's scripts are one row. */
const FILES = process.env.BENCH_SIGNIN_FILES === '1';

function nameOf(r: Request, pageOrigin: string, redirects: Map<string, string>): string {
  // A request the bench sent to this world's ports is named by the fixed origin the build asked for.
  let raw = r.url();
  for (const [from, to] of redirects) if (raw.startsWith(`${to}/`)) raw = from + raw.slice(to.length);
  const url = new URL(raw);
  if (url.origin === pageOrigin) {
    const script = r.resourceType() === 'script' || url.pathname.endsWith('.js');
    if (script && FILES) return `script ${url.pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '')}`;
    return script ? 'scripts (app chunks)' : 'app files (css, fonts, images)';
  }
  const chain = chainOfPort.get(url.port);
  if (chain) return `rpc ${chain} ${rpcMethods(r)}`;
  return `API ${url.pathname}`;
}

export function recordNetwork(page: Page, pageOrigin: string, redirects: Map<string, string>): NetworkLog {
  const started = new Map<Request, number>();
  const done: Span[] = [];
  const onRequest = (r: Request) => started.set(r, Date.now());
  const onEnd = (r: Request) => {
    const fallbackStart = started.get(r);
    started.delete(r);
    if (fallbackStart === undefined) return;
    // Chromium's own timing when it has one (the redirect to this world's ports can leave it empty), else Node's clock.
    const t = r.timing();
    const start = t.startTime > 0 ? t.startTime : fallbackStart;
    const end = t.startTime > 0 && t.responseEnd >= 0 ? t.startTime + t.responseEnd : Date.now();
    done.push({ name: nameOf(r, pageOrigin, redirects), start, end });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  return {
    spans: (since) => done.filter((s) => s.start >= since),
    inFlight: () => started.size,
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
    },
  };
}
