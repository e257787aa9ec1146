// The pages `npm run bench:cls` opens: one path per page of src/kit/resolveRoute's table (and the market's LAND view),
// with the level-1 heading that says the page rendered; my page signed in, as a user sees it.
import type { BrowserContext } from 'playwright-core';
import { MARKET_E2E, seededListing } from '@common/localWorld/market';
import { signedIn } from '../sizeBrowser/routes';

export interface ClsRoute {
  path: string;
  heading: RegExp;
  prepare?: (context: BrowserContext, apiUrl: string) => Promise<void>;
}

const item = seededListing(MARKET_E2E.tokenBuy.chain, MARKET_E2E.tokenBuy.listing);

export const CLS_ROUTES: ClsRoute[] = [
  { path: '/en/home', heading: /^Home$/ },
  { path: '/en/market/bsc', heading: /^Marketplace$/ },
  { path: '/en/market/bsc?view=land&city=seoul', heading: /^Marketplace$/ },
  { path: `/en/market/bsc/${item.itemId}`, heading: /^Item detail$/ },
  { path: `/en/market/bsc/${item.itemId}/0`, heading: /^Item detail$/ },
  { path: '/en/studio', heading: /^Studio$/ },
  { path: '/en/guide/guide', heading: /^Guide$/ },
  { path: '/en/event', heading: /^Event$/ },
  { path: '/en/news/0', heading: /^News$/ },
  { path: '/en/news-detail/12', heading: /^News$/ },
  { path: '/en/dao', heading: /^DAO$/ },
  { path: '/en/dao-detail/4', heading: /^Proposal$/ },
  { path: '/en/create-proposal/general', heading: /^Create proposal$/ },
  { path: '/en/voting-power/0x70997970C51812dc3A010C7d01b50e0d17dc79C8', heading: /^Voting power$/ },
  { path: '/en/transparency', heading: /^Transparency$/ },
  { path: '/en/activity', heading: /^Activity$/ },
  { path: '/en/submit', heading: /^Submit$/ },
  { path: '/en/catalyst', heading: /^Catalyst$/ },
  { path: '/en/signup/register', heading: /^Sign up$/ },
  { path: '/en/mypage/profile', heading: /^My page$/, prepare: signedIn },
  { path: '/en/mypage/inventory', heading: /^My page$/, prepare: signedIn },
  { path: '/en/mypage/land', heading: /^My page$/, prepare: signedIn },
  { path: '/en/mypage/staking', heading: /^My page$/, prepare: signedIn },
  { path: '/en/walletconnect/metamask', heading: /^WalletConnect$/ },
  { path: '/en/approve', heading: /^Approvals$/ },
];
