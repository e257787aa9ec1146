// Seed texts: news posts (News/Update/Notice), terms, config entries, events and DAO proposals.
import { LOCAL_CHAINS } from '../../common/domain/chains';
import { MAIN_NOTICE_SEED } from './migrations/events';
import { NEWS_POSTS } from './seedPosts/news';
import { NOTICE_POSTS } from './seedPosts/notice';
import type { SeedPost } from './seedPosts/types';
import { UPDATE_POSTS } from './seedPosts/update';

const DAY = 86_400_000;

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

export interface SeedProposal {
  chainId: number;
  category: string;
  title: string;
  body: string;
  author: 'alice' | 'bob' | 'carol';
  choices: string[];
  startDays: number;
  endDays: number;
  comments: { author: 'alice' | 'bob' | 'carol' | 'dave'; content: string }[];
  votes: { voter: 'alice' | 'bob' | 'carol' | 'dave'; choice: number }[];
}

export const SEED_PROPOSALS: SeedProposal[] = [
  {
    chainId: LOCAL_CHAINS.bsc.chainId,
    category: 'general',
    title: 'Add a Korean community channel',
    body: 'Open an official Korean-language channel.',
    author: 'alice',
    choices: ['Agree', 'Disagree'],
    startDays: -10,
    endDays: -3,
    comments: [
      { author: 'bob', content: 'Yes, please.' },
      { author: 'carol', content: 'Who would moderate it?' },
    ],
    votes: [
      { voter: 'bob', choice: 1 },
      { voter: 'carol', choice: 2 },
    ],
  },
  {
    chainId: LOCAL_CHAINS.bsc.chainId,
    category: 'land',
    title: 'Open a second Seoul district',
    body: 'Sell a new 100 x 100 district next to SeoulA.',
    author: 'bob',
    choices: ['Agree', 'Disagree'],
    startDays: -2,
    endDays: 5,
    comments: [{ author: 'alice', content: 'Only after the staking season.' }],
    votes: [
      { voter: 'alice', choice: 2 },
      { voter: 'dave', choice: 1 },
    ],
  },
  {
    chainId: LOCAL_CHAINS.bsc.chainId,
    category: 'event',
    title: 'Pick the next promotion zone',
    body: 'Choose which zone gets the next promotion.',
    author: 'carol',
    choices: ['Zone 1', 'Zone 2', 'Zone 3'],
    startDays: -1,
    endDays: 6,
    comments: [{ author: 'dave', content: 'Zone 2 has the station.' }],
    votes: [{ voter: 'dave', choice: 2 }],
  },
  {
    chainId: LOCAL_CHAINS.bsc.chainId,
    category: 'treasury',
    title: 'Fund the creator contest',
    body: 'Spend 10,000 tokens on creator prizes.',
    author: 'alice',
    choices: ['Agree', 'Disagree'],
    startDays: 2,
    endDays: 9,
    comments: [],
    votes: [],
  },
  {
    chainId: LOCAL_CHAINS.pol.chainId,
    category: 'land',
    title: 'Lower London LAND prices',
    body: 'Cut the London base price by 10%.',
    author: 'bob',
    choices: ['Agree', 'Disagree'],
    startDays: -3,
    endDays: 4,
    comments: [{ author: 'carol', content: 'Fair for new players.' }],
    votes: [
      { voter: 'alice', choice: 1 },
      { voter: 'carol', choice: 1 },
    ],
  },
  {
    chainId: LOCAL_CHAINS.eth.chainId,
    category: 'general',
    title: 'Publish a transparency report',
    body: 'Publish treasury movements every month.',
    author: 'carol',
    choices: ['Agree', 'Disagree'],
    startDays: -20,
    endDays: -13,
    comments: [{ author: 'alice', content: 'Monthly is good.' }],
    votes: [],
  },
];

export { DAY };
