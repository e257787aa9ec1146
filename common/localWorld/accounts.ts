// The local world's test accounts: Hardhat's public default keys, known to everyone, never to hold real funds.
// They live in common/ because the chain seeder, the API (claim signer, seeded users, platform seller), the dev
// wallet of the front end and the tests all need the same ones; nothing here is a secret.

/** Hardhat's public default mnemonic. These keys are known to everyone: never send real funds to them. */
export const HARDHAT_MNEMONIC = 'test test test test test test test test test test test junk';

export type AccountName = 'deployer' | 'signer' | 'alice' | 'bob' | 'carol' | 'dave' | 'erin';
export type AccountRole = 'deployer' | 'signer' | 'player';

export interface TestAccount {
  index: number;
  name: AccountName;
  role: AccountRole;
  address: string;
  privateKey: string;
  description: string;
}

export const ACCOUNTS: readonly TestAccount[] = [
  {
    index: 0,
    name: 'deployer',
    role: 'deployer',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    description: 'Deploys every contract; default admin and manager of all of them; receives market and mystery-box payments.',
  },
  {
    index: 1,
    name: 'signer',
    role: 'signer',
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    description: "The executor's listed signer: the reference API signs claim-reward payloads with this key in DEV (never in PROD).",
  },
  {
    index: 2,
    name: 'alice',
    role: 'player',
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
    description: 'Player with LAND in every city, stakes in ended and ongoing campaigns (rewards to claim).',
  },
  {
    index: 3,
    name: 'bob',
    role: 'player',
    address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
    description: 'Player with LAND and a native-coin market listing.',
  },
  {
    index: 4,
    name: 'carol',
    role: 'player',
    address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
    description: 'Player with LAND and platform-token market listings (ERC-721 and ERC-1155).',
  },
  {
    index: 5,
    name: 'dave',
    role: 'player',
    address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
    privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
    description: 'Player with LAND and tokens but nothing staked or listed: a clean buyer.',
  },
  {
    index: 6,
    name: 'erin',
    role: 'player',
    address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    privateKey: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
    description: 'Poor player: no LAND, no platform token and almost no native coin (for insufficient-funds flows).',
  },
];

export function account(name: AccountName): TestAccount {
  const found = ACCOUNTS.find((a) => a.name === name);
  if (!found) throw new Error(`unknown test account ${name}`);
  return found;
}

/** The platform account: deploys the contracts and sells the unsold LAND and the mystery-box stock. */
export const PLATFORM_SELLER: AccountName = 'deployer';
/** The executor's listed signer in the local world: the API signs claim-reward payloads with its key in DEV only (PROD takes CLAIM_SIGNER_KEY and refuses this one). */
export const CLAIM_SIGNER: AccountName = 'signer';
