// The local world's DAO proposals (server/dao/seed.ts writes them on each network): every status and category, with
// who writes, who votes what, and when, relative to the moment of seeding.
import type { AccountName } from '@common/localWorld/accounts';
import type { ProposalCategory, VoteType } from '@common/domain/dao';

const DAY_S = 86_400;

export interface SeedDaoProposal {
  /** Stable per network: the seed_key is `<chain key>:<key>`, so a second run writes nothing twice. */
  key: string;
  category: ProposalCategory;
  title: string;
  body: string;
  author: AccountName;
  choices: string[];
  voteType: VoteType;
  data: Record<string, unknown>;
  /** Start and end in seconds from the moment of seeding. */
  startIn: number;
  endIn: number;
  enacted?: boolean;
  votes: { voter: AccountName; choice: number[]; reason?: string }[];
  comments: { author: AccountName; content: string }[];
}

const yesNo = { choices: ['Yes', 'No'], voteType: 'single' as const };

export function seedDaoProposals(treasuryBeneficiary: string, catalystOwner: string): SeedDaoProposal[] {
  return [
    {
      key: 'poll-active-festival',
      category: 'poll',
      title: 'Which city hosts the winter festival?',
      body: 'The festival runs for a week. **Pick one city**; the result guides the events team.\n\n- Seoul\n- London\n- Berlin',
      author: 'alice',
      choices: ['Seoul', 'London', 'Berlin'],
      voteType: 'single',
      data: {},
      startIn: -DAY_S,
      endIn: 6 * DAY_S,
      votes: [
        { voter: 'alice', choice: [1], reason: 'Seoul has the most LAND owners.' },
        { voter: 'bob', choice: [2] },
        { voter: 'carol', choice: [1] },
      ],
      comments: [
        { author: 'bob', content: 'London had it last year, though.' },
        { author: 'dave', content: 'Any city with a _night market_ works for me.' },
      ],
    },
    {
      key: 'poll-pending-features',
      category: 'poll',
      title: 'Which features should ship next?',
      body: 'Approve every feature you want in the next release.',
      author: 'bob',
      choices: ['Guild halls', 'LAND rental', 'Mobile client', 'Custom avatars'],
      voteType: 'approval',
      data: {},
      startIn: 2 * DAY_S,
      endIn: 9 * DAY_S,
      votes: [],
      comments: [{ author: 'carol', content: 'Mobile client, please.' }],
    },
    {
      key: 'poll-finished-colour',
      category: 'poll',
      title: 'Colours of the official map',
      body: 'Approve the palettes you like; the top one becomes the default.',
      author: 'carol',
      choices: ['Day', 'Night', 'Sepia'],
      voteType: 'approval',
      data: {},
      startIn: -12 * DAY_S,
      endIn: -5 * DAY_S,
      votes: [
        { voter: 'alice', choice: [1, 2] },
        { voter: 'bob', choice: [2] },
        { voter: 'dave', choice: [3] },
      ],
      comments: [],
    },
    {
      key: 'catalyst-active-peer',
      category: 'catalyst',
      title: 'Add peer.metaworld.example as a Catalyst',
      body: 'A community-run content server in Europe, monitored around the clock.',
      author: 'bob',
      ...yesNo,
      data: { domain: 'https://peer.metaworld.example', owner: catalystOwner },
      startIn: -2 * DAY_S,
      endIn: 5 * DAY_S,
      votes: [
        { voter: 'alice', choice: [1] },
        { voter: 'dave', choice: [2], reason: 'Who pays for it after a year?' },
      ],
      comments: [{ author: 'alice', content: 'Latency from Asia looked fine in the test.' }],
    },
    {
      key: 'grant-passed-tutorials',
      category: 'grant',
      title: 'Grant: video tutorials for new LAND owners',
      body: 'Ten short videos in English and Korean on buying, staking and building.',
      author: 'alice',
      ...yesNo,
      data: { beneficiary: treasuryBeneficiary, amount: 12_000 },
      startIn: -14 * DAY_S,
      endIn: -7 * DAY_S,
      votes: [
        { voter: 'alice', choice: [1] },
        { voter: 'bob', choice: [1] },
        { voter: 'carol', choice: [2] },
      ],
      comments: [{ author: 'carol', content: 'Too expensive for ten videos.' }],
    },
    {
      key: 'ban-name-rejected',
      category: 'ban_name',
      title: 'Ban the name "OfficialAdmin"',
      body: 'The name impersonates staff.',
      author: 'carol',
      ...yesNo,
      data: { name: 'OfficialAdmin' },
      startIn: -10 * DAY_S,
      endIn: -3 * DAY_S,
      votes: [
        { voter: 'carol', choice: [1] },
        { voter: 'alice', choice: [2] },
        { voter: 'bob', choice: [2], reason: 'A real player has used it for years.' },
      ],
      comments: [],
    },
    {
      key: 'poi-enacted-plaza',
      category: 'poi',
      title: 'Point of interest: the Seoul central plaza',
      body: 'Mark the plaza at (0, 0) on every map.',
      author: 'bob',
      ...yesNo,
      data: { city: 'seoul', x: 0, y: 0 },
      startIn: -20 * DAY_S,
      endIn: -13 * DAY_S,
      enacted: true,
      votes: [
        { voter: 'alice', choice: [1] },
        { voter: 'bob', choice: [1] },
        { voter: 'dave', choice: [1] },
      ],
      comments: [{ author: 'dave', content: 'Done: the plaza shows on the map now.' }],
    },
    {
      key: 'poi-active-harbour',
      category: 'poi',
      title: 'Point of interest: the London harbour',
      body: 'A meeting point for sailing events.',
      author: 'carol',
      ...yesNo,
      data: { city: 'london', x: 12, y: -30 },
      startIn: -DAY_S,
      endIn: 3 * DAY_S,
      votes: [{ voter: 'carol', choice: [1] }],
      comments: [],
    },
  ];
}
