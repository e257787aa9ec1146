// DEV-only helpers: the outbox of "sent" codes and an ID token for a test Google/Facebook user.
import { Hono } from 'hono';
import { z } from 'zod';
import { DEV } from '@common/api/paths';
import type { AppDeps } from '../context';
import { ApiError, badInput } from '../http/errors';
import { parseQuery } from '../http/parse';
import { obtainIdToken } from '../oidc/helperLogin';
import { OIDC_TEST_USERS } from '../oidc/testUsers';

export function devRoutes(d: AppDeps, issuer: () => string | undefined) {
  const app = new Hono();
  app.get(DEV.outbox, async (c) => {
    const q = await parseQuery(c, z.object({ to: z.string().max(120).optional() }));
    const rows = await d.db.query<{ id: number; channel: 'email' | 'sms'; recipient: string; body: string; code: string; created_at: number }>(
      `SELECT * FROM outbox ${q.to ? 'WHERE recipient = $1' : 'WHERE $1 = $1'} ORDER BY id DESC LIMIT 50`,
      [q.to ? q.to.trim().toLowerCase() : ''],
    );
    return c.json({
      data: rows.map((r) => ({ id: r.id, channel: r.channel, to: r.recipient, body: r.body, code: r.code, createdAt: new Date(r.created_at).toISOString() })),
    });
  });
  app.get(DEV.oidcLogin, async (c) => {
    const q = await parseQuery(c, z.object({ platform: z.enum(['google', 'facebook'], { error: 'error-msg-platform' }) }));
    const user = OIDC_TEST_USERS.find((u) => u.platform === q.platform)!;
    const iss = issuer();
    if (!iss) throw badInput('error-msg-platform', 'OIDC stand-in not running');
    let idToken: string;
    try {
      idToken = await obtainIdToken(iss, user);
    } catch {
      throw new ApiError(503, 'error-msg-oidc-unavailable', 'The local OpenID Connect issuer did not answer');
    }
    return c.json({ data: { idToken, platform_id: user.sub, platform_type: q.platform === 'google' ? 3 : 5, issuer: iss } });
  });
  return app;
}
