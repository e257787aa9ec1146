// Route table: every route of spec section 2, its redirects, parameters and themes.
import { describe, expect, it } from 'vitest';
import { resolveRoute, standalonePage, switchLangPath, type RouteResult } from './resolveRoute';

const visitor = { hasLoginMethod: false };
const member = { hasLoginMethod: true };
const go = (p: string, ctx = visitor): RouteResult => resolveRoute(p, ctx);
const redirectOf = (p: string, ctx = visitor) => {
  const r = go(p, ctx);
  return r.kind === 'redirect' ? r.to : `(${r.kind})`;
};
const pageOf = (p: string, ctx = visitor) => {
  const r = go(p, ctx);
  if (r.kind !== 'page') throw new Error(`${p} gave ${r.kind}`);
  return r;
};

describe('redirects', () => {
  it.each([
    ['/', '/en/home'],
    ['', '/en/home'],
    ['/en', '/en/home'],
    ['/ko/', '/ko/home'],
    ['/en/market', '/en/market/bsc'],
    ['/ko/guide', '/ko/guide/guide'],
    ['/en/event/vote', '/en/event'],
    ['/en/news', '/en/news/0'],
    ['/ko/signup', '/ko/signup/register'],
    ['/en/mypage', '/en/mypage/profile'],
  ])('%s -> %s', (from, to) => expect(redirectOf(from, member)).toBe(to));

  it('sends an unknown language to English with the same path', () => {
    expect(redirectOf('/fr/market/pol')).toBe('/en/market/pol');
    expect(redirectOf('/ja')).toBe('/en/home');
    expect(redirectOf('/zh-TW/news/2')).toBe('/en/news/2');
  });

  it('puts a path with no language under English', () => {
    expect(redirectOf('/market')).toBe('/en/market');
    expect(redirectOf('/studio')).toBe('/en/studio');
  });

  it('sends mypage to home when no login method is stored', () => {
    expect(redirectOf('/en/mypage/profile')).toBe('/en/home');
    expect(redirectOf('/ko/mypage/staking')).toBe('/ko/home');
    expect(pageOf('/ko/mypage/staking', member).params.page).toBe('staking');
  });
});

describe('pages and parameters', () => {
  it('parses market tab, item id and index', () => {
    expect(pageOf('/en/market/eth').params).toEqual({ tabPage: 'eth' });
    expect(pageOf('/en/market/bsc/1234').page).toBe('marketDetail');
    const r = pageOf('/en/market/pol/abc-9/3');
    expect(r.page).toBe('marketDetailIndex');
    expect(r.params).toEqual({ tabPage: 'pol', itemId: 'abc-9', index: 3 });
  });

  it('parses guide pages and their index', () => {
    expect(pageOf('/en/guide/wallet').params).toEqual({ page: 'wallet' });
    expect(pageOf('/en/guide/download/2').params).toEqual({ page: 'download', wIdx: 2 });
  });

  it('parses news paging and details, DAO routes and wallet routes', () => {
    expect(pageOf('/ko/news/12').params).toEqual({ pageNumber: 12 });
    expect(pageOf('/en/news-detail/77').params).toEqual({ itemId: '77' });
    expect(pageOf('/en/dao-detail/5').page).toBe('daoDetail');
    expect(pageOf('/en/create-proposal/general').params).toEqual({ category: 'general' });
    expect(pageOf('/en/create-proposal/ban_name').params).toEqual({ category: 'ban_name' });
    const addr = '0x' + 'aB'.repeat(20);
    expect(pageOf(`/en/voting-power/${addr}`).params).toEqual({ address: addr });
    expect(pageOf('/en/walletconnect/metamask').params).toEqual({ type: 'metamask' });
    for (const p of ['dao', 'transparency', 'activity', 'submit', 'catalyst', 'approve', 'studio', 'event', 'home']) {
      expect(pageOf(`/en/${p}`).page).toBe(p);
    }
  });

  it.each([
    '/en/market/xyz',
    '/en/market/bsc/1/-1',
    '/en/market/bsc/1/x',
    '/en/market/bsc/1/2/3',
    '/en/guide/nope',
    '/en/guide/guide/a',
    '/en/news/-1',
    '/en/news/01',
    '/en/news/abc',
    '/en/voting-power/0x123',
    '/en/signup/other',
    '/en/mypage/settings',
    '/en/nowhere',
    '/en/home/extra',
    '/en/create-proposal/BAD%20CAT',
  ])('%s is not found', (p) => expect(go(p, member).kind).toBe('notFound'));
});

describe('themes', () => {
  it.each([
    ['/en/home', 'black'],
    ['/en/studio', 'black'],
    ['/en/market/bsc', 'black'],
    ['/en/market/bsc/1', 'black'],
    ['/en/market/bsc/1/0', 'black'],
    ['/en/mypage/land', 'black'],
    ['/en/signup/register', 'blue'],
    ['/en/signup/pwdphone', 'blue'],
    ['/en/event', 'event'],
    ['/en/news/0', 'white'],
    ['/en/dao', 'white'],
    ['/en/guide/guide', 'white'],
  ])('%s is %s', (p, theme) => expect(pageOf(p, member).theme).toBe(theme));
});

describe('language switch', () => {
  it('keeps the path and query', () => {
    expect(switchLangPath('/en/market/bsc/12', '?q=1', 'ko')).toBe('/ko/market/bsc/12?q=1');
    expect(switchLangPath('/ko', '', 'en')).toBe('/en/home');
  });
});

describe('standalone pages', () => {
  it('renders the provider callback outside the language routes, and nothing else', () => {
    expect(standalonePage('/oauth/callback')).toBe('oauthCallback');
    expect(standalonePage('/oauth/callback/')).toBe('oauthCallback');
    expect(standalonePage('/en/oauth/callback')).toBeNull();
    expect(standalonePage('/oauth')).toBeNull();
    expect(standalonePage('/')).toBeNull();
  });
});
