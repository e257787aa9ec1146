// docs/api.md's call and DAO tables are what common/api, the API client and the server routes say; every path is a spec call or an extension.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXTENSIONS } from '@common/api/extensions';
import { AUTH, DAO, GAME, GEO, REWARD, WEB, type BaseName } from '@common/api/paths';
import { SPEC_CALLS } from '@common/api/specCalls';
import { DAO_CALLS } from '@common/api/dao';
import { renderDaoTable } from '../../scripts/apiDaoTable';
import { apiTables, clientMembers, routeFiles, sectionOf, usesKey } from '../../scripts/apiTable';

const root = process.cwd();

describe('docs/api.md call table', () => {
  it('is the generated one, and so is the DAO table (run `npx tsx scripts/api-table.ts` after changing common/api, the client or a route)', () => {
    const doc = readFileSync('docs/api.md', 'utf8');
    for (const { start, end, text } of apiTables(root)) expect(sectionOf(doc, start, end)).toBe(text);
  });

  it('lists every DAO path in the DAO table, each from common/api/dao.ts', () => {
    const table = renderDaoTable();
    for (const [key, path] of Object.entries(DAO)) {
      expect([key, DAO_CALLS.some((c) => c.key === key)]).toEqual([key, true]);
      expect(table).toContain(typeof path === 'function' ? path('ID').replace('ID', '{id}') : path);
    }
    expect(table).toContain('`POST /api/votes` | query proposalId, userId, score; JSON `{choice:[value],reason,timestamp,signature}`');
  });

  it('names, for every spec call we make, a client method and a server route', () => {
    const members = clientMembers(root);
    const routes = routeFiles(root);
    for (const c of SPEC_CALLS) {
      if (c.key === null) {
        expect(c.note, c.call).toBeTruthy();
        continue;
      }
      const key = c.key;
      expect([c.call, members.some((m) => usesKey(m.text, c.base, key))]).toEqual([c.call, true]);
      expect([c.call, routes.some((r) => (c.route ? r.text.includes(c.route) : usesKey(r.text, c.base, key)))]).toEqual([c.call, true]);
    }
  });

  it('knows every API path as a spec call or an extension, never both', () => {
    const groups: [BaseName, Record<string, unknown>][] = [
      ['web', WEB],
      ['auth', AUTH],
      ['reward', REWARD],
      ['dao', DAO],
      ['geo', GEO],
      ['game', GAME],
    ];
    for (const [base, paths] of groups) {
      for (const [key, path] of Object.entries(paths)) {
        const spec = SPEC_CALLS.some((c) => c.base === base && c.key === key);
        const extension = EXTENSIONS.some((e) => e.base === base && e.path === path);
        expect([base, key, spec !== extension]).toEqual([base, key, true]);
      }
    }
  });
});
