// The routes the browser size measurement opens, with their budgets (issue 25): gzipped KB of JavaScript a first visit
// fetches until the network is idle, and waves of script requests (scripts/sizeBrowser/waves.ts).
import { createHash } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { MARKET_E2E, seededListing } from '@common/localWorld/market';
import { SHELL_E2E } from '@common/localWorld/shellE2e';
import type { RouteVisit } from './measure';

export interface SizeRoute extends RouteVisit {
  name: string;
  budgetKB: number;
}

export const MAX_WAVES = 3;

/** Signs in with ID and password (the shell's e2e user) and stores the session as the app does: my page needs one. */
export async function signedIn(context: BrowserContext, apiUrl: string): Promise<void> {
  const { account, password } = SHELL_E2E.sessionExpiry;
  const answer = await context.request.post(`${apiUrl}/web/login`, {
    form: { key: 'metaworld-web', value: '', usedomain: '127.0.0.1', account, password: createHash('sha256').update(password).digest('hex') },
  });
  if (!answer.ok()) throw new Error(`[size] ID login for my page answered ${answer.status()}`);
  const [info] = (await answer.json()) as { id: number | string; accountId: string; account: string; nickname?: string }[];
  const user = { id: String(info!.id), accountId: info!.accountId, account: info!.account, ...(info!.nickname ? { nickname: info!.nickname } : {}) };
  await context.addInitScript((stored) => {
    localStorage.setItem('loginBy', 'id');
    localStorage.setItem('userInfo', stored);
  }, JSON.stringify(user));
}

const item = seededListing(MARKET_E2E.tokenBuy.chain, MARKET_E2E.tokenBuy.listing);

export const SIZE_ROUTES: SizeRoute[] = [
  // /en/home, not /en: /en redirects on the client, and that redirect is not home's cost.
  { name: 'home', path: '/en/home', budgetKB: 130 },
  { name: 'market', path: '/en/market/bsc', budgetKB: 150 },
  { name: 'item', path: `/en/market/${MARKET_E2E.tokenBuy.chain}/${item.itemId}`, budgetKB: 130 },
  { name: 'land', path: '/en/market/bsc?view=land&city=seoul', budgetKB: 160 },
  { name: 'dao', path: '/en/dao', budgetKB: 150 },
  { name: 'news', path: '/en/news/0', budgetKB: 130 },
  { name: 'event', path: '/en/event', budgetKB: 150 },
  { name: 'guide', path: '/en/guide/guide', budgetKB: 150 },
  { name: 'signup', path: '/en/signup/register', budgetKB: 150 },
  { name: 'mypage', path: '/en/mypage/profile', budgetKB: 150, prepare: signedIn },
];
