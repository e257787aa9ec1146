// Answers only requests addressed to one of the API's own hosts (DNS rebinding, Host header poisoning).
import type { MiddlewareHandler } from 'hono';
import { MESSAGE_KEYS } from '@common/api/envelope';
import type { Config } from '../config';

/**
 * A page on a rebound name (evil.example resolving to this server) reaches the API with its own name as Host; refusing
 * it means such a page never reads an answer. The list is read per request: in DEV it is filled once the port is known.
 */
export function hostGuard(config: Pick<Config, 'publicHosts'>): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header('host')?.trim().toLowerCase();
    if (!host) return c.json({ error: MESSAGE_KEYS.invalidInput, message: 'Host header required' }, 400);
    if (!config.publicHosts.includes(host)) return c.json({ error: MESSAGE_KEYS.forbidden, message: 'This server does not answer for that host' }, 421);
    await next();
  };
}
