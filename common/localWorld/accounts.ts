// The local world's test accounts: Hardhat's public default keys, known to everyone, never to hold real funds.
// They live in common/ because the chain seeder, the API (claim signer, seeded users, platform seller), the dev
// wallet of the front end and the tests all need the same ones; nothing here is a secret.

/** Hardhat's public default mnemonic. These keys are known to everyone: never send real funds to them. */
export const HARDHAT_MNEMONIC = 'test test test test test test test test test test test junk';

export type AccountName =
  | 'deployer'
  | 'signer'
  | 'alice'
  | 'bob'
  | 'carol'
  | 'dave'
  | 'erin'
  // The market's end-to-end accounts (MARKET_E2E in common/localWorld/market.ts): one scenario each, so specs never collide.
  | 'frank'
  | 'grace'
  | 'heidi'
  | 'ivan'
  | 'judy'
  | 'karl'
  | 'leo'
  | 'mia'
  | 'nina'
  | 'olivia'
  // The LAND map's end-to-end accounts (LAND_E2E in common/localWorld/landE2e.ts).
  | 'paul'
  | 'quinn'
  | 'rosa'
  // The approvals page's end-to-end account (tests/e2e/approvals/): derived at index 30, funded by its spec.
  | 'xena'
  // The mystery-box sale's end-to-end accounts (MYSTERY_BOX_E2E in common/localWorld/mysteryBoxE2e.ts); past Hardhat's
  // 20 funded accounts, so the seed gives them native coin (world.ts nativeBalances).
  | 'sam'
  | 'tina'
  | 'uma'
  | 'victor'
  | 'wendy'
  // The sale's delivery without help (MYSTERY_BOX_E2E.delivered, issue 23), index 58: the keeper reveals her purchase.
  | 'vera'
  // The DAO detail page's end-to-end accounts (tests/e2e/dao/detail.spec.ts): a poll's author, two voters whose LAND on
  // BSC gives them different voting power (world.ts), and one with none.
  | 'abel'
  | 'bea'
  | 'cody'
  | 'dina'
  // The DAO treasury (transparency page): funded with platform token and native coin on each chain by the seed.
  | 'treasury'
  // The DAO insights e2e accounts (tests/e2e/daoInsights/): yusuf holds nothing, zelda holds LAND and token.
  | 'yusuf'
  | 'zelda'
  // The create-proposal end-to-end accounts (tests/e2e/dao/create.spec.ts), indices 45-47: an author with voting power,
  // a visitor who logs in from the form, an account with none.
  | 'daoAuthor'
  | 'daoVisitor'
  | 'daoNoPower'
  // Issue 23's e2e accounts, indices 50 and 51: gil holds the platform token but almost no native coin (the mystery-box
  // sale's gas shortage); ruby buys on the market while her wallet reconnects after a reload.
  | 'gil'
  | 'ruby'
  | 'hugo'
  | 'iris'
  // The accessibility and screenshot specs' signed-in account (tests/e2e/shell/accessibility.spec.ts,
  // screenshotsSignedIn.spec.ts): only reads its pages, so my page's shots stay the same whatever ran before.
  | 'ally';
/** 'e2e': an account of the market e2e specs only (the dev wallet and the test wallet's defaults offer the players). */
export type AccountRole = 'deployer' | 'signer' | 'player' | 'e2e';

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
    description:
      'Player with LAND in every city, stakes in ended and ongoing campaigns (rewards to claim); items, native-coin item listings only (her DVI never moves).',
  },
  {
    index: 3,
    name: 'bob',
    role: 'player',
    address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
    description: 'Player with LAND and a native-coin market listing; items, item listings and item purchases.',
  },
  {
    index: 4,
    name: 'carol',
    role: 'player',
    address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
    description: 'Player with LAND and platform-token market listings (ERC-721 and ERC-1155); items, item listings and purchases.',
  },
  {
    index: 5,
    name: 'dave',
    role: 'player',
    address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
    privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
    description: 'Player with LAND and tokens, no LAND staked or listed: a clean buyer; items, item listings and purchases.',
  },
  {
    index: 6,
    name: 'erin',
    role: 'player',
    address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    privateKey: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
    description: 'Poor player: no LAND, no platform token and almost no native coin (for insufficient-funds flows; MARKET_E2E.notEnoughNative).',
  },
  {
    index: 7,
    name: 'frank',
    role: 'e2e',
    address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
    privateKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
    description: 'Market e2e: the platform-token buyer (10,000 DVI); buys from the reserved token listing (MARKET_E2E.tokenBuy).',
  },
  {
    index: 8,
    name: 'grace',
    role: 'e2e',
    address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
    privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
    description: 'Market e2e: the native-coin buyer; buys the reserved ERC-721 piece listed for native coin (MARKET_E2E.nativeBuy).',
  },
  {
    index: 9,
    name: 'heidi',
    role: 'e2e',
    address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
    description:
      'Market e2e: the seller; an unlisted ERC-721 piece and ERC-1155 stack to list, unlist and relist, an open listing to unlist and one to view as ' +
      'its own seller (MARKET_E2E.list, unlist, ownListing). ID login heidi01.',
  },
  {
    index: 10,
    name: 'ivan',
    role: 'e2e',
    address: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
    privateKey: '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897',
    description: 'Market e2e: the second buyer of the sold-meanwhile race; buys the race listing from the spec, on chain, first (MARKET_E2E.race).',
  },
  {
    index: 11,
    name: 'judy',
    role: 'e2e',
    address: '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
    privateKey: '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82',
    description: 'Market e2e: ZERO platform token (native coin only): a token purchase fails for lack of token (MARKET_E2E.notEnoughToken).',
  },
  {
    index: 12,
    name: 'karl',
    role: 'e2e',
    address: '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a',
    privateKey: '0xa267530f49f8280200edf313ee7af6b827f2a8bce2897751d06a843f644967b1',
    description: 'Market e2e: the shop; seller of the listings reserved for the buy scenarios. Never signs in a spec.',
  },
  {
    index: 13,
    name: 'leo',
    role: 'e2e',
    address: '0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec',
    privateKey: '0x47c99abed3324a2707c28affff1267e45918ec8c3f20b8aa892e8b065d2942dd',
    description: 'Market e2e: buys with native coin and reloads while the trade is pending (MARKET_E2E.pendingReload).',
  },
  {
    index: 14,
    name: 'mia',
    role: 'e2e',
    address: '0xdF3e18d64BC6A983f673Ab319CCaE4f1a57C7097',
    privateKey: '0xc526ee95bf44d8fc405a158bb884d9d1238d99f0612e9f33d006bb0789009aaa',
    description: 'Market e2e: the buyer who is still deciding when ivan buys the race listing (MARKET_E2E.race).',
  },
  {
    index: 15,
    name: 'nina',
    role: 'e2e',
    address: '0xcd3B766CCDd6AE721141F452C550Ca635964ce71',
    privateKey: '0x8166f546bab6da521a8369cab06c5d2b9e46670292d85c875ee9ec20e84ffb61',
    description:
      'Market e2e: failures that buy nothing: rejected approval and trade, missing or too high quantity, wrong network (MARKET_E2E.failures, wrongNetwork).',
  },
  {
    index: 16,
    name: 'olivia',
    role: 'e2e',
    address: '0x2546BcD3c84621e976D8185a91A922aE77ECEc30',
    privateKey: '0xea6c44ac03bff858b476bba40716402b03e41b8e97e276d1baec7c37d42484a0',
    description:
      'Market e2e: the inventory viewer (read only): 15 item entries in the wallet (two pages of 12), one open, one sold-out and one unlisted listing ' +
      '(MARKET_E2E.inventory).',
  },
  {
    index: 17,
    name: 'paul',
    role: 'e2e',
    address: '0xbDA5747bFD65F08deb54cb465eB87D40e51B197E',
    privateKey: '0x689af8efa8c651a91ad287602527f3af2fe9f6501a7ac4b061667b5a93e037fd',
    description:
      'LAND e2e: the buyer (10,000 DVI); buys the reserved LAND listings on the map, lists and unlists what he bought, and owns an unlisted Seoul LAND ' +
      'to list (LAND_E2E).',
  },
  {
    index: 18,
    name: 'quinn',
    role: 'e2e',
    address: '0xdD2FD4581271e230360230F9337D5c0430Bf44C0',
    privateKey: '0xde9be858da4a475276426320d5e9262ecfc3ba460bfac56360bfa6c4c28b4ee0',
    description: 'LAND e2e: the seller of the reserved Seoul LAND listings (platform token and native coin). Never signs in a spec (LAND_E2E).',
  },
  {
    index: 19,
    name: 'rosa',
    role: 'e2e',
    address: '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199',
    privateKey: '0xdf57089febbacf7ba0bc227dafbffa9fc08a93fdc68e1e42411a14efcf23656e',
    description:
      'LAND e2e: the staker; a Seoul LAND staked in an ongoing campaign, so it stays staked (LAND_E2E.staked). The spec-profile LAND spec has her buy ' +
      "carol's Seoul LAND 10012 (250 DVI), list and unlist it (tests/e2e/land/specProfile.spec.ts).",
  },
  {
    // Beyond the 20 accounts a Hardhat node funds: the approvals spec gives it gas money with hardhat_setBalance.
    index: 30,
    name: 'xena',
    role: 'e2e',
    address: '0x1BcB8e569EedAb4668e55145Cfeaf190902d3CF2',
    privateKey: '0x85a74ca11529e215137ccffd9c95b2c72c5fb0295c973eb21032e823329b3d2d',
    description: 'Approvals e2e: no tokens or NFTs; gives allowances and approvals-for-all in the spec, sees them listed and revokes them.',
  },
  {
    index: 20,
    name: 'sam',
    role: 'e2e',
    address: '0x09DB0a93B389bEF724429898f539AEB7ac2Dd55f',
    privateKey: '0xeaa861a9a01391ed3d587d8a5a84ca56ee277629a8b02c22093a419bf240e65d',
    description: 'Mystery-box e2e: only 50 DVI, less than one box costs: not enough token (MYSTERY_BOX_E2E.notEnoughToken).',
  },
  {
    index: 21,
    name: 'tina',
    role: 'e2e',
    address: '0x02484cb50AAC86Eae85610D6f4Bf026f30f6627D',
    privateKey: '0xc511b2aa70776d4ff1d376e8537903dae36896132c90b91d52c1dfbae267cd8b',
    description: 'Mystery-box e2e: her wallet moves to another network while the sale is open (MYSTERY_BOX_E2E.wrongNetwork).',
  },
  {
    index: 22,
    name: 'uma',
    role: 'e2e',
    address: '0x08135Da0A343E492FA2d4282F2AE34c6c5CC1BbE',
    privateKey: '0x224b7eb7449992aac96d631d9677f7bf5888245eef6d6eeda31e62d2f29a83e4',
    description: 'Mystery-box e2e: decides on the reserved box 3 while victor buys its whole stock (MYSTERY_BOX_E2E.soldOut).',
  },
  {
    index: 23,
    name: 'victor',
    role: 'e2e',
    address: '0x5E661B79FE2D3F6cE70F5AAC07d8Cd9abb2743F1',
    privateKey: '0x4624e0802698b9769f5bdb260a3777fbd4941ad2901f5966b854f953497eec1b',
    description: 'Mystery-box e2e: buys the whole stock of the reserved box 3 on chain, from the spec. Never signs in (MYSTERY_BOX_E2E.soldOut).',
  },
  {
    index: 24,
    name: 'wendy',
    role: 'e2e',
    address: '0x61097BA76cD906d2ba4FD106E757f7Eb455fc295',
    privateKey: '0x375ad145df13ed97f8ca8e27bb21ebf2a3819e9e0a06509a812db377e533def7',
    description: 'Mystery-box e2e: buys a box and reloads before its reveal (MYSTERY_BOX_E2E.pendingReload).',
  },
  {
    // Beyond the 20 accounts a Hardhat node funds: signing votes and proposals (EIP-712) and SIWE need no gas.
    index: 40,
    name: 'abel',
    role: 'e2e',
    address: '0x9eF6c02FB2ECc446146E05F1fF687a788a8BF76d',
    privateKey: '0xc95eaed402c8bd203ba04d81b35509f17d0719e3f71f40061a2ec2889bc4caa7',
    description: 'DAO detail e2e: a 1x1 LAND in Berlin on BSC (1000 VP); signs the polls the spec creates, comments, deletes.',
  },
  {
    index: 41,
    name: 'bea',
    role: 'e2e',
    address: '0x08A2DE6F3528319123b25935C92888B16db8913E',
    privateKey: '0x55afe0ab59c1f7bbd00d5531ddb834c3c0d289a4ff8f318e498cb3f004db0b53',
    description: 'DAO detail e2e: a 2x1 LAND in Berlin on BSC (2000 VP); votes in the browser, reports.',
  },
  {
    index: 42,
    name: 'cody',
    role: 'e2e',
    address: '0xe141C82D99D85098e03E1a1cC1CdE676556fDdE0',
    privateKey: '0xc3f9b30f83d660231203f8395762fa4257fa7db32039f739630f87b8836552cc',
    description: 'DAO detail e2e: a 2x2 LAND in Berlin on BSC (4000 VP); votes in the browser.',
  },
  {
    index: 43,
    name: 'dina',
    role: 'e2e',
    address: '0x4b23D303D9e3719D6CDf8d172Ea030F80509ea15',
    privateKey: '0x3db34a7bcc6424e7eadb8e290ce6b3e1423c6e3ef482dd890a812cd3c12bbede',
    description: 'DAO detail e2e: no LAND and no token anywhere (0 VP); told so, with the snapshot block, instead of a vote form.',
  },
  {
    index: 39,
    name: 'treasury',
    role: 'e2e',
    address: '0x7D86687F980A56b832e9378952B738b614A99dc6',
    privateKey: '0xb68ac4aa2137dd31fd0732436d8e59e959bb62b4db2e6107b15f594caf0f405f',
    description:
      'The DAO treasury: holds the platform token and native coin the transparency page reads from each chain (TREASURY_FUNDS in world.ts). Never signs.',
  },
  {
    index: 48,
    name: 'yusuf',
    role: 'e2e',
    address: '0x35304262b9E87C00c430149f28dD154995d01207',
    privateKey: '0x755e273950f5ae64f02096ae99fe7d4f478a28afd39ef2422068ee7304c636c0',
    description: 'DAO insights e2e: no LAND and no platform token on any chain (the voting-power page explains his zero). Never signs.',
  },
  {
    index: 49,
    name: 'zelda',
    role: 'e2e',
    address: '0xD4A1E660C916855229e1712090CcfD8a424A2E33',
    privateKey: '0xaf6ecabcdbbfb2aefa8248b19d811234cd95caa51b8e59b6ffd3d4bbc2a6be4c',
    description: 'DAO insights e2e: 2,500 DVI and two Seoul LAND (2x2, 1x1) on BSC-local; her voting power breakdown, and her activity after sign-in.',
  },
  {
    index: 45,
    name: 'daoAuthor',
    role: 'e2e',
    address: '0x5eb15C0992734B5e77c888D713b4FC67b3D679A2',
    privateKey: '0x5ea5c783b615eb12be1afd2bdd9d96fae56dda0efe894da77286501fd56bac64',
    description: 'Create-proposal e2e: 5000 DVI on every network (5000 VP), signs and creates a poll.',
  },
  {
    index: 46,
    name: 'daoVisitor',
    role: 'e2e',
    address: '0x7Ebb637fd68c523613bE51aad27C35C4DB199B9c',
    privateKey: '0xf702e0ff916a5a76aaf953de7583d128c013e7f13ecee5d701b49917361c5e90',
    description: 'Create-proposal e2e: types a draft as a visitor, logs in from the form and finds the draft kept.',
  },
  {
    index: 47,
    name: 'daoNoPower',
    role: 'e2e',
    address: '0x3c3E2E178C69D4baD964568415a0f0c84fd6320A',
    privateKey: '0x7ec49efc632757533404c2139a55b4d60d565105ca930a58709a1c52d86cf5d3',
    description: 'Create-proposal e2e: no LAND and no token (0 VP); told how much voting power a proposal needs.',
  },
  {
    index: 50,
    name: 'gil',
    role: 'e2e',
    address: '0xEe7f6A930B29d7350498Af97f0F9672EaecbeeFf',
    privateKey: '0x70c2bd1b41084c2e2238551eace483321f8c1a413a471c3b49c8a5d1d6b3d0c4',
    description: "Mystery-box e2e: 10,000 DVI but almost no native coin; told 'not enough native coins' before the wallet opens.",
  },
  {
    index: 51,
    name: 'ruby',
    role: 'e2e',
    address: '0x145e2dc5C8238d1bE628F87076A37d4a26a78544',
    privateKey: '0xcb8e373c93609268cdcec93450f3578b92bb20c3ac2e77968d106025005f97b5',
    description: 'Market e2e: presses Buy right after a reload, while her wallet reconnects; the native-coin purchase completes.',
  },
  {
    index: 52,
    name: 'hugo',
    role: 'e2e',
    address: '0xD6A098EbCc5f8Bd4e174D915C54486B077a34A51',
    privateKey: '0x6f29f6e0b750bcdd31c3403f48f11d72215990375b6d23380b39c9bbf854a7d3',
    description: 'Binance e2e: two Seoul LAND withdrawn to Binance in the API (BINANCE_E2E); claims one (lock, then transfer to his wallet).',
  },
  {
    index: 53,
    name: 'iris',
    role: 'e2e',
    address: '0x042a63149117602129B6922ecFe3111168C2C323',
    privateKey: '0xff249f7eba6d8d3a65794995d724400a23d3b0bd1714265c965870ef47808be8',
    description: 'Game-asset e2e: no player yet; creates it on my page and links her wallet as its Enjin wallet (GAME_E2E.player).',
  },
  {
    index: 54,
    name: 'ally',
    role: 'e2e',
    address: '0xa0EC9eE47802CeB56eb58ce80F3E41630B771b04',
    privateKey: '0x5599a7be5589682da3e0094806840e8510dae6493665a701b06c59cbe9d97968',
    description:
      "Accessibility and screenshot e2e: holds nothing; signs in and opens the sale popup, my page's four tabs and the " +
      'approvals page for axe and the shots, never sends.',
  },
  {
    index: 58,
    name: 'vera',
    role: 'e2e',
    address: '0x1c87Bb9234aeC6aDc580EaE6C8B59558A4502220',
    privateKey: '0x4ae4408221b5042c0ee36f6e9e6b586a00d0452aa89df2e7f4f5aec42152ec43',
    description: "Mystery-box e2e: buys a box 2 the keeper reveals by itself; the top bar's DVI follows (MYSTERY_BOX_E2E.delivered).",
  },
];

export function account(name: AccountName): TestAccount {
  const found = ACCOUNTS.find((a) => a.name === name);
  if (!found) throw new Error(`unknown test account ${name}`);
  return found;
}

/**
 * The executor's listed signer in the local world: the API signs claim-reward payloads with its key in DEV only (PROD
 * takes CLAIM_SIGNER_KEY and refuses this one).
 */
export const CLAIM_SIGNER: AccountName = 'signer';
/** The DAO treasury whose balances the transparency page reads from each local chain. */
export const DAO_TREASURY: AccountName = 'treasury';
