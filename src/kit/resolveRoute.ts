// Route table of spec section 2: parses and validates every path, its parameters, redirects and theme, in one place.

export const LANGS = ['en', 'ko'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export type Theme = 'black' | 'blue' | 'event' | 'white';

export const MARKET_TABS = ['eth', 'bsc', 'pol'] as const;
export const GUIDE_PAGES = ['guide', 'creator', 'wallet', 'download', 'dvi'] as const;
export const SIGNUP_PAGES = ['register', 'idphone', 'pwdphone'] as const;
export const MYPAGE_PAGES = ['profile', 'inventory', 'land', 'staking'] as const;

export type PageId =
  | 'home'
  | 'market'
  | 'marketDetail'
  | 'marketDetailIndex'
  | 'studio'
  | 'guide'
  | 'event'
  | 'news'
  | 'newsDetail'
  | 'dao'
  | 'daoDetail'
  | 'createProposal'
  | 'votingPower'
  | 'transparency'
  | 'activity'
  | 'submit'
  | 'catalyst'
  | 'signup'
  | 'mypage'
  | 'walletconnect'
  | 'approve';

export interface RouteParams {
  tabPage?: (typeof MARKET_TABS)[number];
  itemId?: string;
  index?: number;
  page?: string;
  pageNumber?: number;
  wIdx?: number;
  category?: string;
  address?: string;
  type?: string;
}

export interface PageMatch {
  kind: 'page';
  lang: Lang;
  page: PageId;
  params: RouteParams;
  theme: Theme;
  /** The path after the language, without leading slash: what a language switch keeps. */
  rest: string;
}
export interface Redirect {
  kind: 'redirect';
  to: string;
}
export interface NotFound {
  kind: 'notFound';
  lang: Lang;
  theme: Theme;
  rest: string;
}
export type RouteResult = PageMatch | Redirect | NotFound;

export interface RouteContext {
  /** True when a login method is stored: mypage needs one. */
  hasLoginMethod: boolean;
}

const THEMES: Partial<Record<PageId, Theme>> = {
  home: 'black',
  studio: 'black',
  market: 'black',
  marketDetail: 'black',
  marketDetailIndex: 'black',
  mypage: 'black',
  signup: 'blue',
  event: 'event',
};
export const themeOf = (page: PageId): Theme => THEMES[page] ?? 'white';

const INT = /^(0|[1-9]\d{0,8})$/;
const ITEM_ID = /^[A-Za-z0-9_-]{1,80}$/;
const SLUG = /^[a-z0-9-]{1,40}$/;
/** Proposal categories are written with underscores (ban_name, common/domain/dao.ts). */
const CATEGORY_SLUG = /^[a-z0-9_-]{1,40}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** Two-letter codes (optionally with a region) are read as a language, known or not. */
const LANG_LIKE = /^[a-z]{2}(-[A-Za-z]{2})?$/;

const isLang = (s: string): s is Lang => (LANGS as readonly string[]).includes(s);
const oneOf = <T extends string>(list: readonly T[], s: string | undefined): s is T => s !== undefined && (list as readonly string[]).includes(s);
const int = (s: string | undefined): number | undefined => (s !== undefined && INT.test(s) ? Number(s) : undefined);

type Matcher = (seg: string[]) => { page: PageId; params?: RouteParams } | { redirect: string } | null;

/** Each entry handles the paths whose first segment is its key; `seg` excludes the language. */
const TABLE: Record<string, Matcher> = {
  home: (s) => (s.length === 1 ? { page: 'home' } : null),
  market: (s) => {
    const [, tab, itemId, index] = s;
    if (s.length === 1) return { redirect: 'market/bsc' };
    if (!oneOf(MARKET_TABS, tab)) return null;
    if (s.length === 2) return { page: 'market', params: { tabPage: tab } };
    if (!itemId || !ITEM_ID.test(itemId)) return null;
    if (s.length === 3) return { page: 'marketDetail', params: { tabPage: tab, itemId } };
    const i = int(index);
    if (s.length === 4 && i !== undefined) return { page: 'marketDetailIndex', params: { tabPage: tab, itemId, index: i } };
    return null;
  },
  studio: (s) => (s.length === 1 ? { page: 'studio' } : null),
  guide: (s) => {
    const [, page, wIdx] = s;
    if (s.length === 1) return { redirect: 'guide/guide' };
    if (!oneOf(GUIDE_PAGES, page)) return null;
    if (s.length === 2) return { page: 'guide', params: { page } };
    const w = int(wIdx);
    return s.length === 3 && w !== undefined ? { page: 'guide', params: { page, wIdx: w } } : null;
  },
  event: (s) => {
    if (s.length === 1) return { page: 'event' };
    return s.length === 2 && s[1] === 'vote' ? { redirect: 'event' } : null;
  },
  news: (s) => {
    if (s.length === 1) return { redirect: 'news/0' };
    const p = int(s[1]);
    return s.length === 2 && p !== undefined ? { page: 'news', params: { pageNumber: p } } : null;
  },
  'news-detail': (s) => (s.length === 2 && s[1] && ITEM_ID.test(s[1]) ? { page: 'newsDetail', params: { itemId: s[1] } } : null),
  dao: (s) => (s.length === 1 ? { page: 'dao' } : null),
  'dao-detail': (s) => (s.length === 2 && s[1] && ITEM_ID.test(s[1]) ? { page: 'daoDetail', params: { itemId: s[1] } } : null),
  'create-proposal': (s) => (s.length === 2 && s[1] && CATEGORY_SLUG.test(s[1]) ? { page: 'createProposal', params: { category: s[1] } } : null),
  'voting-power': (s) => (s.length === 2 && s[1] && ADDRESS.test(s[1]) ? { page: 'votingPower', params: { address: s[1] } } : null),
  transparency: (s) => (s.length === 1 ? { page: 'transparency' } : null),
  activity: (s) => (s.length === 1 ? { page: 'activity' } : null),
  submit: (s) => (s.length === 1 ? { page: 'submit' } : null),
  catalyst: (s) => (s.length === 1 ? { page: 'catalyst' } : null),
  signup: (s) => {
    if (s.length === 1) return { redirect: 'signup/register' };
    return s.length === 2 && oneOf(SIGNUP_PAGES, s[1]) ? { page: 'signup', params: { page: s[1] } } : null;
  },
  mypage: (s) => {
    if (s.length === 1) return { redirect: 'mypage/profile' };
    return s.length === 2 && oneOf(MYPAGE_PAGES, s[1]) ? { page: 'mypage', params: { page: s[1] } } : null;
  },
  walletconnect: (s) => (s.length === 2 && s[1] && SLUG.test(s[1]) ? { page: 'walletconnect', params: { type: s[1] } } : null),
  approve: (s) => (s.length === 1 ? { page: 'approve' } : null),
};

/** Pages a visitor cannot see: they go home when no login method is stored. */
const NEEDS_LOGIN_METHOD: ReadonlySet<PageId> = new Set(['mypage']);

function splitPath(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((s) => s.length > 0)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/**
 * Pages outside the language routes, rendered alone without the layout or the app machine: the Google/Facebook
 * provider window lands on /oauth/callback, hands the response to the window that opened it and closes.
 */
export type StandalonePage = 'oauthCallback';
/** Where Google/Facebook send the browser back (`<origin>/oauth/callback` is registered with each provider). */
export const OAUTH_CALLBACK_PATH = '/oauth/callback';
const STANDALONE: Record<string, StandalonePage> = { [OAUTH_CALLBACK_PATH]: 'oauthCallback' };

/** The standalone page of a path (a trailing slash allowed), or null for everything resolveRoute handles. */
export function standalonePage(pathname: string): StandalonePage | null {
  return STANDALONE[pathname.replace(/(.)\/+$/, '$1')] ?? null;
}

/** Resolves a browser path (with or without search/hash) to a page, a redirect or not-found. */
export function resolveRoute(pathname: string, ctx: RouteContext): RouteResult {
  const segments = splitPath(pathname);
  const [first, ...rest] = segments;
  if (first === undefined) return { kind: 'redirect', to: `/${DEFAULT_LANG}/home` };
  if (!isLang(first)) {
    // An unknown language keeps the path under English; a path with no language gets one.
    const keep = LANG_LIKE.test(first) ? rest : segments;
    return { kind: 'redirect', to: `/${DEFAULT_LANG}/${keep.join('/') || 'home'}` };
  }
  const lang = first;
  if (rest.length === 0) return { kind: 'redirect', to: `/${lang}/home` };
  const restPath = rest.join('/');
  const matcher = TABLE[rest[0] as string];
  const m = matcher ? matcher(rest) : null;
  if (!m) return { kind: 'notFound', lang, theme: 'white', rest: restPath };
  if ('redirect' in m) return { kind: 'redirect', to: `/${lang}/${m.redirect}` };
  if (NEEDS_LOGIN_METHOD.has(m.page) && !ctx.hasLoginMethod) return { kind: 'redirect', to: `/${lang}/home` };
  return { kind: 'page', lang, page: m.page, params: m.params ?? {}, theme: themeOf(m.page), rest: restPath };
}

/** The same page in another language. */
export function switchLangPath(pathname: string, search: string, lang: Lang): string {
  const segments = splitPath(pathname);
  const rest = segments[0] !== undefined && isLang(segments[0]) ? segments.slice(1) : segments;
  return `/${lang}/${rest.map(encodeURIComponent).join('/') || 'home'}${search}`;
}

/** Builds a link inside the current language. */
export const pathFor = (lang: Lang, rest: string): string => `/${lang}/${rest.replace(/^\/+/, '')}`;
