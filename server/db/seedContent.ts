// Seed texts: news posts (News/Update/Notice), terms, config entries and events (DAO proposals: server/dao/seed.ts, once the chains answer).
import { MAIN_NOTICE_SEED } from './migrations/events';
import { NEWS_POSTS } from './seedPosts/news';
import { NOTICE_POSTS } from './seedPosts/notice';
import type { SeedPost } from './seedPosts/types';
import { UPDATE_POSTS } from './seedPosts/update';

/** The seeded news posts, each in English and Korean (inserted by migration 90, server/db/migrations/posts.ts). */
export const SEED_POSTS: readonly SeedPost[] = [...NEWS_POSTS, ...UPDATE_POSTS, ...NOTICE_POSTS];

export const SEED_TERMS = [
  { idx: 1, title: 'Terms of Service', content: 'By creating an account you agree to the terms of service of the virtual world.', required: true },
  { idx: 2, title: 'Privacy Policy', content: 'We keep your e-mail address and phone number to verify your account.', required: true },
  { idx: 3, title: 'Marketing', content: 'Receive news about events and LAND sales.', required: false },
];

export const SEED_CONFIG: { name: string; value: string }[] = [
  { name: 'version', value: '0.8.5' },
  { name: 'mode', value: 'DEV' },
  { name: 'maxLoadingTime', value: '30000' },
  { name: 'maintenance', value: 'off' },
  { name: 'defaultCountryCode', value: '82' },
  MAIN_NOTICE_SEED,
  { name: 'approvalRequirements', value: JSON.stringify({ onChain: true, offChain: false }) },
  {
    name: 'purchaseInfo_bsc',
    value: JSON.stringify({
      index: 4,
      list: [
        { tokenId: 1, price: '100' },
        { tokenId: 2, price: '180' },
        // Reserved for the e2e sold-out race (MYSTERY_BOX_E2E.soldOut in common/localWorld/mysteryBoxE2e.ts).
        { tokenId: 3, price: '150' },
      ],
    }),
  },
  {
    name: 'purchaseInfo_pol',
    value: JSON.stringify({
      index: 4,
      list: [
        { tokenId: 1, price: '100' },
        { tokenId: 2, price: '180' },
      ],
    }),
  },
];
