// The source address a request came from, for per-source limits: the socket's peer, or the proxy's header when trusted.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * trustedProxyHops = 0 (the default) ignores X-Forwarded-For entirely, so a client cannot pick its own source;
 * behind N trusted proxies, the Nth address from the right is the one the first proxy saw.
 */
export function clientIp(c: Context, trustedProxyHops = 0): string {
  if (trustedProxyHops > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const ip = hops[hops.length - trustedProxyHops];
    if (ip) return ip.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
