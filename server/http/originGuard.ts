// Refuses state-changing requests sent by a page of a foreign site (cross-site request forgery).
import type { MiddlewareHandler } from 'hono';
import { MESSAGE_KEYS } from '@common/api/envelope';
import type { Config } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SAME_SITE = new Set(['same-origin', 'same-site', 'none']);

/**
 * A forged request needs a browser carrying the victim's cookie, and browsers send Origin on every POST, PUT, PATCH
 * and DELETE (fetch and forms alike). So: an Origin must be one of the front-end origins ('null' never is); without
 * Origin, a browser's Sec-Fetch-Site must not say cross-site; with neither the caller is not a browser (curl, the game
 * client, a server) and holds no victim's cookie, so it passes like any other unauthenticated client.
 */
export function originGuard(config: Pick<Config, 'allowedOrigins'>): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site')?.toLowerCase();
      const refused = origin !== undefined ? !config.allowedOrigins.includes(origin) : site !== undefined && !SAME_SITE.has(site);
      if (refused) return c.json({ error: MESSAGE_KEYS.forbidden, message: 'Request from a foreign site refused' }, 403);
    }
    await next();
  };
}
