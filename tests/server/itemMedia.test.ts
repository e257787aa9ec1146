// Item pictures and NFT metadata: an SVG per catalog item (grade frame), metadata at the collections' uri, 404 otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRADE_LABEL, ITEM_CATALOG, catalogItem, pieceTokenId } from '@common/domain/items';
import { WORLD } from '@common/localWorld/world';
import { startIndexedWorld } from './fixtures';
import { form, raw, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startIndexedWorld();
});
afterAll(async () => {
  await w?.stop();
});

const get = (path: string) => fetch(w.url + path);

describe('item pictures', () => {
  it("serves every card's thumburl as an SVG in the grade's colour, cacheable and embeddable, with nothing that runs", async () => {
    const cards = (await form(w, '/web/market_item_browse', { network: 'BSC', count: '100' })).body.data.rows as { itemId: string; thumburl: string }[];
    const urls = new Set(cards.map((c) => c.thumburl));
    for (const url of urls) {
      const r = await get(url);
      expect([r.status, r.headers.get('content-type')], url).toEqual([200, 'image/svg+xml; charset=utf-8']);
      const svg = await r.text();
      expect(svg, url).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg, url).not.toMatch(/<script|on\w+=|href=/i);
      // Drawn, never lettered: no initials, only shapes (the name is in its title for assistive technology).
      if (url.includes('/static/items/')) expect(svg.replace(/<title>.*<\/title>/, ''), url).not.toMatch(/<text/);
    }
    const r = await get('/static/items/204.svg');
    expect(r.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(r.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(r.headers.get('content-security-policy')).toContain("default-src 'none'");
    const mythic = await r.text();
    const common = await (await get('/static/items/201.svg')).text();
    expect(mythic).toContain('#ef4444');
    expect(common).toContain('#9aa0a6');
    // The grade is drawn as gems (grade 8: six, grade 3: one); the same item always gets the same picture.
    expect(mythic.match(/<path d="M\d+ 206l7 8-7 8-7-8z"/g)).toHaveLength(6);
    expect(common.match(/<path d="M\d+ 206l7 8-7 8-7-8z"/g)).toHaveLength(1);
    expect(await (await get('/static/items/204.svg')).text()).toBe(mythic);
    // Every catalog item gets a picture of its own.
    const items = [...urls].filter((url) => url.includes('/static/items/'));
    const pictures = await Promise.all(items.map(async (url) => (await get(url)).text()));
    expect(items.length).toBeGreaterThan(5);
    expect(new Set(pictures).size).toBe(items.length);
  });

  it('answers 404 with a message key for anything that is not a catalog item', async () => {
    for (const p of ['/static/items/999.svg', '/static/items/204.png', '/static/items/..%2f204.svg', '/static/items/204', '/static/items/-1.svg']) {
      const r = await raw(w, 'GET', p);
      expect([r.status, r.body.error], p).toEqual([404, 'error-msg-not-found']);
    }
  });
});

describe('NFT metadata', () => {
  it('describes ERC-1155 items by decimal id and by the {id} hex form, and ERC-721 pieces by token id', async () => {
    const armor = catalogItem(204)!;
    const byDecimal = await get('/nft/bsc/items1155/204.json');
    expect(byDecimal.headers.get('access-control-allow-origin')).toBe('*');
    const body = await byDecimal.json();
    expect(body).toMatchObject({
      name: armor.name.en,
      image: `${w.url}/static/items/204.svg`,
      attributes: expect.arrayContaining([
        { trait_type: 'grade', value: GRADE_LABEL[armor.grade] },
        { trait_type: 'category', value: 'equipments.top' },
      ]),
    });
    expect(await (await get(`/nft/pol/items1155/${(204).toString(16).padStart(64, '0')}.json`)).json()).toEqual(body);
    const piece = await (await get(`/nft/eth/items721/${pieceTokenId(404, 3)}`)).json();
    expect(piece).toMatchObject({ name: 'Golden Phoenix #3', image: `${w.url}/static/items/404.svg` });
    const every = await Promise.all(
      ITEM_CATALOG.map((i) => get(i.standard === 1155 ? `/nft/bsc/items1155/${i.id}.json` : `/nft/bsc/items721/${pieceTokenId(i.id, 1)}`)),
    );
    expect(every.map((r) => r.status)).toEqual(ITEM_CATALOG.map(() => 200));
  });

  it('describes seeded LAND, and answers 404 for unknown chains, collections, ids and an item under the wrong standard', async () => {
    const land = WORLD.bsc.lands721[0]!;
    const l = await (await get(`/nft/bsc/land721/${land.tokenId}`)).json();
    expect(l).toMatchObject({ name: `SeoulA LAND #${land.tokenId}`, attributes: expect.arrayContaining([{ trait_type: 'city', value: land.city }]) });
    for (const p of [
      '/nft/sol/items1155/204.json',
      '/nft/bsc/items/204.json',
      '/nft/bsc/items1155/999.json',
      '/nft/bsc/items1155/101.json',
      '/nft/bsc/items721/204001',
      '/nft/bsc/land721/1',
      `/nft/bsc/items1155/${'9'.repeat(80)}`,
    ]) {
      const r = await raw(w, 'GET', p);
      expect([r.status, r.body.error], p).toEqual([404, 'error-msg-not-found']);
    }
  });
});
