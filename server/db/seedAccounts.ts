// Test accounts of the local world (README lists them): ID-login users and wallet users of the chain seeds.
import { account, type AccountName } from '@common/localWorld/accounts';
import { BINANCE_E2E } from '@common/localWorld/binanceE2e';
import { GAME_E2E_USERS, GAME_PLAYER_E2E } from '@common/localWorld/gameE2e';
import { SHELL_E2E } from '@common/localWorld/shellE2e';

export interface SeedUser {
  account: string | null;
  /** Raw password; the client sends SHA-256 hex of it. */
  password: string | null;
  name: string;
  email: string;
  phone: string;
  adminCategory: number;
  wallet: AccountName | null;
}

const SEED_PASSWORD = 'Passw0rd!';

export const SEED_USERS: readonly SeedUser[] = [
  { account: 'tester01', password: SEED_PASSWORD, name: 'Test User', email: 'tester01@example.com', phone: '01012345678', adminCategory: 0, wallet: null },
  { account: 'admin01', password: SEED_PASSWORD, name: 'Admin User', email: 'admin01@example.com', phone: '01087654321', adminCategory: 1, wallet: null },
  { account: 'alice01', password: SEED_PASSWORD, name: 'Alice', email: 'alice@example.com', phone: '01011112222', adminCategory: 0, wallet: 'alice' },
  { account: null, password: null, name: 'Bob', email: 'bob@example.com', phone: '', adminCategory: 0, wallet: 'bob' },
  { account: null, password: null, name: 'Carol', email: 'carol@example.com', phone: '', adminCategory: 0, wallet: 'carol' },
  { account: null, password: null, name: 'Dave', email: 'dave@example.com', phone: '', adminCategory: 0, wallet: 'dave' },
  { account: null, password: null, name: 'Erin', email: 'erin@example.com', phone: '', adminCategory: 0, wallet: 'erin' },
  // The shell's session-expiry e2e account (SHELL_E2E in common/localWorld/shellE2e.ts).
  { ...SHELL_E2E.sessionExpiry, adminCategory: 0, wallet: null },
  // The market e2e accounts (MARKET_E2E in common/localWorld/market.ts); heidi can also sign in with ID and password.
  { account: 'heidi01', password: SEED_PASSWORD, name: 'Heidi', email: 'heidi@example.com', phone: '01033334444', adminCategory: 0, wallet: 'heidi' },
  ...(
    [
      'frank',
      'grace',
      'ivan',
      'judy',
      'karl',
      'leo',
      'mia',
      'nina',
      'olivia',
      'paul',
      'quinn',
      'rosa',
      'sam',
      'tina',
      'uma',
      'victor',
      'wendy',
      'vera',
      'xena',
      // The DAO detail e2e accounts (tests/e2e/dao/detail.spec.ts).
      'abel',
      'bea',
      'cody',
      'dina',
      // The DAO insights e2e account that signs in (tests/e2e/daoInsights/).
      'zelda',
      'daoAuthor',
      'daoVisitor',
      'daoNoPower',
      // Issue 23's e2e accounts: the mystery-box gas shortage and the market buy pressed during a reload.
      'gil',
      'ruby',
      // The accessibility spec's signed-in account (tests/e2e/shell/accessibility.spec.ts).
      'ally',
    ] as const
  ).map((n): SeedUser => ({
    account: null,
    password: null,
    name: n[0]!.toUpperCase() + n.slice(1),
    email: `${n}@example.com`,
    phone: '',
    adminCategory: 0,
    wallet: n,
  })),
  // The game start and download e2e accounts (GAME_E2E in common/localWorld/gameE2e.ts).
  ...GAME_E2E_USERS.map((u): SeedUser => ({ ...u, adminCategory: 0, wallet: null })),
  // Issue 22's e2e accounts: Binance-withdrawn LAND (BINANCE_E2E) and my page's game player (GAME_PLAYER_E2E).
  { ...BINANCE_E2E.user, name: 'Hugo', email: 'hugo@example.com', phone: '01055550011', adminCategory: 0 },
  {
    account: GAME_PLAYER_E2E.account,
    password: GAME_PLAYER_E2E.password,
    name: GAME_PLAYER_E2E.nickname,
    email: 'iris@example.com',
    phone: '01055550012',
    adminCategory: 0,
    wallet: GAME_PLAYER_E2E.wallet,
  },
];

export const walletOf = (u: SeedUser) => (u.wallet ? account(u.wallet).address : null);
