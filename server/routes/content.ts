// News posts, terms, GetWebConfig, save log, Item.json / Language.json and country by IP.
import { Hono } from 'hono';
import * as C from '../../src/api/content';
import { GEO, STATIC, WEB } from '../../src/api/paths';
import type { AppDeps } from '../context';
import { notFound } from '../http/errors';
import { parseForm } from '../http/parse';
import { requireAuthToken } from '../auth/sessions';
import { ITEMS, LANGUAGE } from '../data/staticData';
import { z } from 'zod';

interface PostRow { id: number; category: C.PostCategory; title: string; summary: string; body: string; thumburl: string; created_at: number }
const summary = (r: PostRow) => ({ id: r.id, category: r.category, title: r.title, summary: r.summary, thumburl: r.thumburl, createdAt: new Date(r.created_at).toISOString() });

export function contentRoutes(d: AppDeps) {
  const app = new Hono();
  const { db, config } = d;

  app.post(WEB.postList, async (c) => {
    const b = await parseForm(c, C.postListRequest, config.clientKey);
    const where = b.category ? 'WHERE category = $1' : 'WHERE $1 = $1';
    const rows = await db.query<PostRow>(`SELECT * FROM posts ${where} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [
      b.category || 'all', b.count, b.page * b.count,
    ]);
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM posts ${where}`, [b.category || 'all']);
    return c.json({ data: { rows: rows.map(summary), total: n, page: b.page, count: b.count } });
  });

  app.post(WEB.postById, async (c) => {
    const b = await parseForm(c, C.postByIdRequest, config.clientKey);
    const row = (await db.query<PostRow>('SELECT * FROM posts WHERE id = $1', [b.id]))[0];
    if (!row) throw notFound('No such post');
    return c.json({ data: { ...summary(row), body: row.body } });
  });

  app.post(WEB.terms, async (c) => {
    await parseForm(c, z.object({}), config.clientKey);
    const rows = await db.query<{ idx: number; title: string; content: string; required: boolean }>('SELECT idx, title, content, required FROM terms ORDER BY idx');
    return c.json({ data: { rows } });
  });

  app.post(WEB.webConfig, async (c) => {
    await parseForm(c, z.object({}), config.clientKey);
    const rows = await db.query<{ name: string; value: string }>('SELECT name, value FROM config ORDER BY name');
    const dep = d.deployments.get();
    const entries = rows.map((r) => (r.name === 'mode' ? { name: 'mode', value: config.mode } : r));
    // Contract addresses of the local chains: one entry per network, JSON text (names containing addr hold structured data).
    if (dep) {
      for (const [key, network] of [['eth', 'ETH'], ['bsc', 'BSC'], ['pol', 'POL']] as const) {
        const ch = dep[key];
        entries.push({ name: `contract_addr_${network}`, value: JSON.stringify({ chainId: ch.chainId, rpcUrl: ch.rpcUrl, ...ch.contracts }) });
      }
    }
    return c.json(entries);
  });

  app.post(WEB.saveLog, async (c) => {
    const b = await parseForm(c, C.saveLogRequest, config.clientKey);
    const user = await requireAuthToken(db, config, b.authToken, b.accountId);
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO action_logs (user_id, action, key_idx, key_value, land_idx, floor, currency_type, currency_value, total_currency, message, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) RETURNING id`,
      [user.id, b.action, b.keyIdx, b.keyValue, b.landIdx, b.floor, b.currencyType, b.currencyValue, b.totalCurrency, b.message, config.now()],
    );
    return c.json({ data: { result: 'success' as const, logId: row!.id } });
  });

  return app;
}

export function staticRoutes() {
  const app = new Hono();
  // The front end appends a time stamp (?t=...) to avoid caches; it is ignored here.
  app.get(STATIC.items, (c) => c.json(ITEMS, 200, { 'cache-control': 'no-store' }));
  app.get(STATIC.language, (c) => c.json(LANGUAGE, 200, { 'cache-control': 'no-store' }));
  return app;
}

/** Country by IP: loopback and private addresses answer the default country (KR, calling code 82). */
export function geoRoutes() {
  const app = new Hono();
  app.get(GEO.country, (c) => c.json({ data: { country: 'KR' } }));
  return app;
}
