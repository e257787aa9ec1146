// News posts with categories and paging, terms, GetWebConfig, Item.json/Language.json, country, download URL, save log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOG_ACTIONS } from '@common/api/content';
import { call, form, idLogin, startWorld, wallet, type TestWorld } from './support';
import { fakeDeployments } from './fakeDeployments';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

describe('news posts', () => {
  it('has at least 30 posts across News, Update and Notice, newest first, 4 per page by default', async () => {
    const all = await form(w, '/web/post_get_list_ex', {});
    expect(all.body.data.total).toBeGreaterThanOrEqual(30);
    expect(all.body.data.rows).toHaveLength(4);
    const dates = all.body.data.rows.map((r: { createdAt: string }) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const category of ['News', 'Update', 'Notice']) {
      const r = await form(w, '/web/post_get_list_ex', { category, page: '0', count: '6' });
      expect(r.body.data.total).toBeGreaterThan(0);
      expect(r.body.data.rows.every((p: { category: string }) => p.category === category)).toBe(true);
    }
  });

  it('pages without overlap', async () => {
    const p0 = await form(w, '/web/post_get_list_ex', { category: 'News', page: '0', count: '4' });
    const p1 = await form(w, '/web/post_get_list_ex', { category: 'News', page: '1', count: '4' });
    const ids0 = p0.body.data.rows.map((r: { id: number }) => r.id);
    const ids1 = p1.body.data.rows.map((r: { id: number }) => r.id);
    expect(ids0.filter((id: number) => ids1.includes(id))).toEqual([]);
    const beyond = await form(w, '/web/post_get_list_ex', { category: 'News', page: '99', count: '4' });
    expect(beyond.body.data.rows).toEqual([]);
  });

  it('reads one post with its body; unknown id is 404; bad paging is 400', async () => {
    const list = await form(w, '/web/post_get_list_ex', { count: '1' });
    const one = await form(w, '/web/post_get_by_id_ex', { id: String(list.body.data.rows[0].id) });
    expect(one.body.data.body.length).toBeGreaterThan(100);
    expect((await form(w, '/web/post_get_by_id_ex', { id: '99999' })).status).toBe(404);
    expect((await form(w, '/web/post_get_by_id_ex', { id: 'abc' })).body.error).toBe('error-msg-post-id');
    expect((await form(w, '/web/post_get_list_ex', { category: 'Gossip' })).body.error).toBe('error-msg-category');
    expect((await form(w, '/web/post_get_list_ex', { count: '500' })).body.error).toBe('error-msg-count');
    expect((await form(w, '/web/post_get_list_ex', { page: '-1' })).body.error).toBe('error-msg-page');
  });
});

describe('terms, config, static data, country, download', () => {
  it('lists terms with required flags', async () => {
    const r = await form(w, '/web/terms_list_ex', {});
    expect(r.body.data.rows.filter((t: { required: boolean }) => t.required).length).toBeGreaterThanOrEqual(2);
  });

  it('answers GetWebConfig without addresses when there is no deployments file', async () => {
    const r = await form(w, '/web/GetWebConfig', {});
    expect(r.status).toBe(200);
    expect(r.body.find((e: { name: string }) => e.name === 'version').value).toBe('0.8.5');
    expect(r.body.some((e: { name: string }) => e.name.startsWith('contract_addr'))).toBe(false);
    // Where its images and files live: its own static base, a path on its host.
    expect(r.body.find((e: { name: string }) => e.name === 'asset_base_url').value).toBe('/static');
  });

  it('answers GetWebConfig without addresses when the deployments file is broken', async () => {
    writeFileSync(join(w.dir, 'deployments.json'), '{ not json');
    const r = await form(w, '/web/GetWebConfig', {});
    expect(r.status).toBe(200);
    expect(r.body.some((e: { name: string }) => e.name.startsWith('contract_addr'))).toBe(false);
    rmSync(join(w.dir, 'deployments.json'));
  });

  it('adds the contract addresses of the three local chains once deployments.json appears', async () => {
    const dep = fakeDeployments(w.clock.now);
    writeFileSync(join(w.dir, 'deployments.json'), JSON.stringify(dep));
    const r = await form(w, '/web/GetWebConfig', {});
    const bsc = JSON.parse(r.body.find((e: { name: string }) => e.name === 'contract_addr_BSC').value);
    expect(bsc).toMatchObject({ chainId: 31338, staking: dep.bsc.contracts.staking, executor: dep.bsc.contracts.executor });
    expect(r.body.some((e: { name: string }) => e.name === 'contract_addr_ETH')).toBe(true);
    expect(r.body.some((e: { name: string }) => e.name === 'contract_addr_POL')).toBe(true);
    rmSync(join(w.dir, 'deployments.json'));
  });

  it('serves Item.json and Language.json (time stamp query ignored) without caching', async () => {
    const items = await fetch(`${w.url}/static/Item.json?t=${Date.now()}`);
    expect(items.headers.get('cache-control')).toBe('no-store');
    const list = await items.json();
    expect(list.map((i: { grade: number }) => i.grade)).toEqual(expect.arrayContaining([3, 4, 5, 6, 7, 8]));
    const lang = await (await fetch(`${w.url}/static/Language.json?t=1`)).json();
    expect(lang.find((l: { code: string }) => l.code === 'irln001').languageEn).toBe('Random Box A');
  });

  it('serves the LAND pictures the lists point at as inert SVG, and nothing for any other name', async () => {
    const { data } = (
      await form(w, '/web/lgl0003_ex', { land_code: 'seoul', network: 'BSC', owner_addr: wallet('alice').address, stake: '0', campaignId: '0' })
    ).body;
    const path: string = data.rows[0].imageUrl;
    expect(path).toMatch(/^\/static\/land\/\d+x\d+\.svg$/);
    const image = await fetch(w.url + path);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    // The front end shows it from another origin (its own), so the resource policy must allow that.
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await fetch(`${w.url}/static/Item.json`)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const svg = await image.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    for (const name of ['seoul', '1x1P', '10x10']) expect((await fetch(`${w.url}/static/land/${name}.svg`)).status).toBe(200);
    for (const bad of ['..%2Fsecret.svg', 'seoul.png', '%3Cscript%3E.svg', 'a'.repeat(30) + '.svg']) {
      expect((await fetch(`${w.url}/static/land/${bad}`)).status).toBe(404);
    }
  });

  it('answers the country for loopback as KR', async () => {
    expect((await call(w, 'GET', '/geo/country')).body).toEqual({ data: { country: 'KR' } });
  });

  it('gives a download URL per platform and refuses others', async () => {
    expect((await form(w, '/web/get_download_exe_ex', { platform: 'WINDOWS' })).body.data.url).toMatch(/\.exe$/);
    expect((await form(w, '/web/get_download_exe_ex', { platform: 'MAC' })).body.data.url).toMatch(/\.dmg$/);
    expect((await form(w, '/web/get_download_exe_ex', { platform: 'LINUX' })).body.error).toBe('error-msg-platform');
  });
});

describe('save log', () => {
  async function token() {
    const { jar, user } = await idLogin(w, 'tester01');
    const r = await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar });
    return { authToken: r.body.authToken as string, accountId: user.accountId as string };
  }

  it('records every action code of the spec', async () => {
    const t = await token();
    const ids = new Set<number>();
    for (const action of Object.values(LOG_ACTIONS)) {
      const r = await form(w, '/web/save_log', {
        ...t,
        action: String(action),
        keyIdx: '1',
        landIdx: '0',
        floor: '0',
        currencyType: 'DVI',
        currencyValue: '1.5',
        totalCurrency: '3',
        message: 'x',
      });
      expect(r.body.data.result).toBe('success');
      ids.add(r.body.data.logId);
    }
    expect(ids.size).toBe(9);
  });

  it('refuses an unknown action code (400), a missing or expired authToken (401)', async () => {
    const t = await token();
    expect((await form(w, '/web/save_log', { ...t, action: '4999' })).body.error).toBe('error-msg-action');
    expect((await form(w, '/web/save_log', { ...t, action: '5001', currencyValue: '1e5' })).body.error).toBe('error-msg-currency');
    expect((await form(w, '/web/save_log', { accountId: t.accountId, action: '5001' })).status).toBe(400);
    expect((await form(w, '/web/save_log', { ...t, authToken: 'x'.repeat(40), action: '5001' })).status).toBe(401);
    w.clock.advance(11 * 60_000);
    expect((await form(w, '/web/save_log', { ...t, action: '5001' })).status).toBe(401);
  });
});
