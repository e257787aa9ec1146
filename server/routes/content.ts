// News posts, terms, GetWebConfig, save log, Item.json / Language.json and country by IP.
import { Hono } from 'hono';
import * as C from '@common/api/content';
import { GEO, LOCAL_PREFIXES, STATIC, WEB } from '@common/api/paths';
import { ASSET_BASE_ENTRY } from '@common/api/startup';
import { MESSAGE_KEYS } from '@common/api/envelope';
import { CHAIN_KEYS, LOCAL_CHAINS } from '@common/domain/chains';
import type { AppDeps } from '../context';
import { notFound } from '../http/errors';
import { parseForm } from '../http/parse';
import { requireAuthToken } from '../auth/sessions';
import { ITEMS, LANGUAGE } from '../data/staticData';
import { z } from 'zod';

interface PostRow {
  id: number;
  category: C.PostCategory;
  lang: C.PostLang;
  title: string;
  summary: string;
  thumburl: string;
  created_at: number;
}
const summary = (r: PostRow) => ({
  id: r.id,
  category: r.category,
  lang: r.lang,
  title: r.title,
  summary: r.summary,
  thumburl: r.thumburl,
  createdAt: new Date(Number(r.created_at)).toISOString(),
});

/**
 * Posts with their text in the language asked for ($1), or the English one when staff wrote none in it; posts with
 * neither are left out. $2 is the category ('' for all).
 */
const POSTS_IN_LANG = `FROM posts p
  JOIN LATERAL (SELECT lang, title, summary, body, format FROM post_texts WHERE post_id = p.id AND lang IN ($1, 'en') ORDER BY (lang = $1) DESC LIMIT
    1) t ON TRUE
  WHERE ($2 = '' OR p.category = $2)`;

export function contentRoutes(d: AppDeps) {
  const app = new Hono();
  const { db, config } = d;

  app.post(WEB.postList, async (c) => {
    const b = await parseForm(c, C.postListRequest, config.clientKey);
    const rows = await db.query<PostRow>(
      `SELECT p.id, p.category, p.thumburl, p.created_at, t.lang, t.title, t.summary ${POSTS_IN_LANG} ORDER BY p.created_at DESC, p.id DESC LIMIT $3 OFFSET $4`,
      [b.lang, b.category, b.count, b.page * b.count],
    );
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n ${POSTS_IN_LANG}`, [b.lang, b.category]);
    return c.json({ data: { rows: rows.map(summary), total: n, page: b.page, count: b.count } });
  });

  app.post(WEB.postById, async (c) => {
    const b = await parseForm(c, C.postByIdRequest, config.clientKey);
    const row = (
      await db.query<PostRow & { body: string; format: (typeof C.POST_FORMATS)[number] }>(
        `SELECT p.id, p.category, p.thumburl, p.created_at, t.lang, t.title, t.summary, t.body, t.format ${POSTS_IN_LANG} AND p.id = $3`,
        [b.lang, '', b.id],
      )
    )[0];
    if (!row) throw notFound('No such post');
    return c.json({ data: { ...summary(row), body: row.body, format: row.format } });
  });

  app.post(WEB.terms, async (c) => {
    await parseForm(c, z.object({}), config.clientKey);
    const rows = await db.query<{ idx: number; title: string; content: string; required: boolean }>(
      'SELECT idx, title, content, required FROM terms ORDER BY idx',
    );
    return c.json({ data: { rows } });
  });

  app.post(WEB.webConfig, async (c) => {
    await parseForm(c, z.object({}), config.clientKey);
    const rows = await db.query<{ name: string; value: string }>('SELECT name, value FROM config ORDER BY name');
    const dep = d.deployments.get();
    const entries = rows.map((r) => (r.name === 'mode' ? { name: 'mode', value: config.mode } : r));
    // Where the images and files the answers point at live: this server's static base, a path on its own host.
    entries.push({ name: ASSET_BASE_ENTRY, value: LOCAL_PREFIXES.static });
    // Contract addresses of the local chains: one entry per network, JSON text (names containing addr hold structured data).
    if (dep) {
      for (const key of CHAIN_KEYS) {
        const ch = dep[key];
        entries.push({ name: `contract_addr_${LOCAL_CHAINS[key].family}`, value: JSON.stringify({ chainId: ch.chainId, rpcUrl: ch.rpcUrl, ...ch.contracts }) });
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
  app.get(STATIC.landImage, (c) => {
    const image = landImageSvg(c.req.param('file'));
    if (!image) return c.json({ error: MESSAGE_KEYS.notFound, message: 'No such picture' }, 404);
    // An SVG made here from a checked name; still, nothing in it may run or load (CSP for direct visits).
    return c.body(image, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    });
  });
  return app;
}

/**
 * The local world's LAND pictures (`/static/land/<city or LAND type>.svg`, as the market and LAND lists name them): a tile
 * with its label and a colour of its own. Null for any other name.
 */
function landImageSvg(file: string): string | null {
  const m = /^([A-Za-z0-9]{1,20})\.svg$/.exec(file);
  if (!m) return null;
  const label = m[1]!;
  let hash = 0;
  for (const ch of label) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192">` +
    `<rect width="192" height="192" rx="16" fill="hsl(${hash} 55% 38%)"/>` +
    `<path d="M24 132 L96 92 L168 132 L96 172 Z" fill="hsl(${hash} 60% 58%)"/>` +
    `<text x="96" y="64" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${label.toUpperCase()}</text></svg>`
  );
}

/** Country by IP: loopback and private addresses answer the default country (KR, calling code 82). */
export function geoRoutes() {
  const app = new Hono();
  app.get(GEO.country, (c) => c.json({ data: { country: 'KR' } }));
  return app;
}
