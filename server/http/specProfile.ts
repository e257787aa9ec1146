// API_PROFILE=spec: the reference API answers only the calls of spec 7; every extension gets the same 404 as an unknown path.
import type { MiddlewareHandler } from 'hono';
import { extensionAt } from '@common/api/extensions';
import { LOCAL_PREFIXES, type BaseName } from '@common/api/paths';
import { noEndpoint } from './errors';

const BASES = Object.entries(LOCAL_PREFIXES) as [BaseName, string][];

/** Refuses extensions before any route sees them, so a spec-only back end is what the front end talks to. */
export function specProfileGuard(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    for (const [base, prefix] of BASES) {
      if (path.startsWith(`${prefix}/`) && extensionAt(base, path.slice(prefix.length))) return noEndpoint(c);
    }
    await next();
  };
}
