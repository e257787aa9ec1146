// Seeds one deployed chain with the world in common/localWorld/world.ts: tokens, LAND, campaigns, stakes, the market
// (LAND listings, game items and their listings: seedItems.ts), box stock.
import { JsonRpcProvider, NonceManager, Wallet, parseEther, parseUnits, toQuantity } from 'ethers';
import type { DeployedCampaign } from '../../contracts/deployments';
import { mapOf } from '@common/domain/land';
import { account, type AccountName } from '@common/localWorld/accounts';
import { campaignTimes, type ChainWorld, type Parcel } from '@common/localWorld/world';
import { connectWorld } from '../../src/services/chain/contracts';
import type { ContractAddresses } from '../../contracts/deployments';
import { seedItems } from './seedItems';
import { chainTime, rpc } from './time';
import { TX } from './txOverrides';

export function landStruct(p: Parcel) {
  return { mapId: mapOf(p.city).mapId, x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2, premium: p.premium };
}

export interface SeedContext {
  provider: JsonRpcProvider;
  rpcUrl: string;
  admin: NonceManager;
  addresses: ContractAddresses;
  world: ChainWorld;
  /** Unix seconds the campaign times are relative to. */
  anchorTime: number;
}

function walletOf(name: AccountName, provider: JsonRpcProvider): NonceManager {
  return new NonceManager(new Wallet(account(name).privateKey, provider));
}

// Hardhat automines each transaction when it is submitted and a failing one is refused at gas estimation,
// so awaiting the submission is enough; waiting for receipts would only add polling delays.

/**
 * Runs while the chain clock is still before every campaign start (the node's genesis is set early),
 * so stakes can be deposited into campaigns that are ongoing or ended by the anchor time.
 */
export async function seedBeforeAnchor(ctx: SeedContext): Promise<DeployedCampaign[]> {
  const { world } = ctx;
  const c = connectWorld(ctx.addresses, ctx.admin);

  for (const [name, amount] of Object.entries(world.tokenGrants)) {
    await c.token.mint(account(name as AccountName).address, parseUnits(amount, 18), TX);
  }
  for (const land of world.lands721) {
    await c.land721.mint(account(land.owner).address, land.tokenId, landStruct(land), TX);
  }
  for (const land of world.lands1155) {
    for (const h of land.holdings) {
      await c.land1155.mint(account(h.owner).address, land.tokenId, h.quantity, landStruct(land), TX);
    }
  }
  const campaigns: DeployedCampaign[] = [];
  for (const seed of world.campaigns) {
    const { start, end } = campaignTimes(seed, ctx.anchorTime);
    await c.staking.setupCampaign(seed.poolId, start, TX);
    await c.staking.launchCampaign(seed.id, TX);
    campaigns.push({ id: seed.id, poolId: seed.poolId, start, end });
  }
  await c.staking.setWithdrawEnabled(true, TX);
  if (Number(await c.staking.campaignCount()) !== world.campaigns.length) {
    throw new Error('campaign ids on chain do not match common/localWorld/world.ts');
  }

  await stakeAll(ctx);
  for (const [name, amount] of Object.entries(world.nativeBalances)) {
    await rpc(ctx.rpcUrl, 'hardhat_setBalance', [account(name as AccountName).address, toQuantity(parseEther(amount))]);
  }
  return campaigns;
}

async function stakeAll(ctx: SeedContext): Promise<void> {
  const owners = [...new Set(ctx.world.stakes.map((s) => s.owner))];
  for (const owner of owners) {
    const c = connectWorld(ctx.addresses, walletOf(owner, ctx.provider));
    await c.land721.setApprovalForAll(ctx.addresses.staking, true, TX);
    await c.land1155.setApprovalForAll(ctx.addresses.staking, true, TX);
    for (const s of ctx.world.stakes.filter((x) => x.owner === owner)) {
      if (s.standard === 721) await c.staking.depositERC721(s.campaignId, ctx.addresses.land721, [s.tokenId], TX);
      else await c.staking.depositERC1155(s.campaignId, ctx.addresses.land1155, [s.tokenId], [s.amount], TX);
    }
    // Leave no standing approval behind: the staking popup's first step (approve) must be testable.
    await c.land721.setApprovalForAll(ctx.addresses.staking, false, TX);
    await c.land1155.setApprovalForAll(ctx.addresses.staking, false, TX);
  }
}

/** The market's listings are dated from this long before the anchor time, one hour apart. */
const MARKET_LEAD_SECONDS = 36 * 3600;

/**
 * Stamps the next block at least `seconds` after the previous stamp. Hardhat gives each block at least its parent's
 * time + 1 s, so a hundred market transactions seeded at "now" would leave the chain clock minutes ahead of the wall
 * clock; dated in the past instead, listings also get distinct, realistic dates (the 'newest' order shows them).
 */
function marketClock(rpcUrl: string, start: number): (seconds: number) => Promise<void> {
  let t = start;
  return async (seconds) => {
    const latest = await chainTime(rpcUrl);
    t = Math.max(t + seconds, latest + 1);
    await rpc(rpcUrl, 'evm_setNextBlockTimestamp', [t]);
  };
}

/**
 * Runs after the stakes and before the jump to the anchor time: LAND listings, then game items, their listings,
 * purchases and unlistings (seedItems.ts), dated in the 36 hours before the anchor.
 */
export async function seedMarket(ctx: SeedContext): Promise<void> {
  const { world } = ctx;
  const tick = marketClock(ctx.rpcUrl, ctx.anchorTime - MARKET_LEAD_SECONDS);
  // Listed in the declared order, whoever sells: LandMarket's item ids are 1..n in world.listings order (market.ts).
  const sellers = new Map([...new Set(world.listings.map((l) => l.seller))].map((s) => [s, connectWorld(ctx.addresses, walletOf(s, ctx.provider))]));
  for (const c of sellers.values()) {
    await c.land721.setApprovalForAll(ctx.addresses.market, true, TX);
    await c.land1155.setApprovalForAll(ctx.addresses.market, true, TX);
  }
  for (const l of world.listings) {
    const nft = l.standard === 721 ? ctx.addresses.land721 : ctx.addresses.land1155;
    const currency = l.currency === 'native' ? '0x0000000000000000000000000000000000000000' : ctx.addresses.token;
    await tick(3600);
    await sellers.get(l.seller)!.market.Sell_Item(nft, l.tokenId, l.sellAmount, parseUnits(l.price, 18), currency, TX);
  }
  for (const c of sellers.values()) {
    await c.land721.setApprovalForAll(ctx.addresses.market, false, TX);
    await c.land1155.setApprovalForAll(ctx.addresses.market, false, TX);
  }
  await seedItems({ provider: ctx.provider, admin: ctx.admin, addresses: ctx.addresses, items: world.items, tick });
}

/** Runs at the anchor time: mystery-box stock. */
export async function seedAfterAnchor(ctx: SeedContext): Promise<void> {
  const { world } = ctx;
  const admin = connectWorld(ctx.addresses, ctx.admin);
  if (world.mysteryBox) {
    const { index, products } = world.mysteryBox;
    for (const p of products) {
      await admin.mysteryBox.setPrice(index, p.tokenId, parseUnits(p.price, 18), TX);
      await admin.mysteryBox.batchMintSelf(
        index,
        p.tokenId,
        p.stock.map((s) => s.tokenId),
        p.stock.map(landStruct),
        TX,
      );
    }
  }
}
