// Seed texts: news posts (News/Update/Notice), terms, config entries, events and DAO proposals.
import { LOCAL_CHAINS } from '../../common/domain/chains';
import { MAIN_NOTICE_SEED } from './migrations/events';

const DAY = 86_400_000;

export interface SeedPost {
  category: 'News' | 'Update' | 'Notice';
  title: string;
  summary: string;
  body: string;
  thumburl: string;
  ageDays: number;
}

const TOPICS: Record<SeedPost['category'], string[]> = {
  News: [
    'LAND staking season opens',
    'New city: Berlin',
    'São Paulo LAND sale',
    'Partnership with a game studio',
    'Creator contest winners',
    'Meta-City tour',
    'DAO reaches 1,000 voters',
    'Community meetup',
    'Mystery box drop',
    'Market volume record',
    'Studio beta',
    'Year in review',
  ],
  Update: [
    'Client 0.8.5 released',
    'Market filters improved',
    'Korean translation update',
    'Staking popup redesign',
    'Faster map loading',
    'Wallet connect fixes',
    'New building boxes',
    'Inventory sorting',
    'Mac client update',
    'Reward table update',
    'Guide pages refreshed',
    'Gas fee estimation',
  ],
  Notice: [
    'Scheduled maintenance',
    'Terms of service update',
    'Phishing warning',
    'Event schedule change',
    'Server migration',
    'Reward claim window',
    'Holiday support hours',
    'Bridge maintenance',
    'Account security tips',
    'Privacy policy update',
    'Known issue: Bitski on BSC',
    'Campaign calendar',
  ],
};

export const SEED_POSTS: SeedPost[] = (Object.keys(TOPICS) as SeedPost['category'][]).flatMap((category, ci) =>
  TOPICS[category].map((title, i) => ({
    category,
    title,
    summary: `${title}: what changes and when.`,
    body: `<p>${title}.</p><p>This ${category.toLowerCase()} post is part of the local world's seed data.</p>`,
    thumburl: `/static/news/${category.toLowerCase()}-${i + 1}.png`,
    ageDays: i * 3 + ci,
  })),
);

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

export const SEED_EVENTS = [
  { title: 'Zone promotion vote', kind: 'promotion', options: Array.from({ length: 9 }, (_, i) => `Zone ${i + 1}`), startDays: -2, endDays: 12 },
  { title: 'On-doll pet vote', kind: 'promotion', options: Array.from({ length: 10 }, (_, i) => `Pet ${i + 1}`), startDays: -1, endDays: 20 },
  { title: 'Season rules vote', kind: 'vote', options: ['Agree', 'Disagree'], startDays: 1, endDays: 8 },
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
