// Seeds one chain's game items (common/localWorld/items.ts): mints the stock and pieces, lists in the declared order
// (after the LAND listings), then makes the declared purchases and unlistings; leaves no standing approval behind.
import { JsonRpcProvider, NonceManager, Wallet, ZeroAddress, parseUnits } from 'ethers';
import { account, type AccountName } from '@common/localWorld/accounts';
import type { ChainItems } from '@common/localWorld/items';
import { connectWorld, type WorldContracts } from '../../src/services/chain/contracts';
import type { ContractAddresses } from '../../contracts/deployments';
import { TX } from './txOverrides';

export interface ItemSeedContext {
  provider: JsonRpcProvider;
  admin: NonceManager;
  addresses: ContractAddresses;
  items: ChainItems;
  /** Dates the next block at least this many seconds after the previous market action (seed.ts marketClock). */
  tick: (seconds: number) => Promise<void>;
}

/** Hardhat mines each transaction on submission and refuses a failing one at estimation: awaiting the send is enough. */
export async function seedItems(ctx: ItemSeedContext): Promise<void> {
  const { items, addresses } = ctx;
  const admin = connectWorld(addresses, ctx.admin);
  for (const s of items.stock1155) {
    const ids = Object.keys(s.items).map(Number);
    await admin.items1155.mintBatch(
      account(s.owner).address,
      ids,
      ids.map((id) => s.items[id] ?? 0),
      TX,
    );
  }
  for (const p of items.pieces721) await admin.items721.batchMint(account(p.owner).address, [...p.tokenIds], TX);

  // One signer per account for the whole run, so nonces stay in order across its listings and purchases.
  const signers = new Map<AccountName, WorldContracts>();
  const as = (name: AccountName): WorldContracts => {
    let c = signers.get(name);
    if (!c) {
      c = connectWorld(addresses, new NonceManager(new Wallet(account(name).privateKey, ctx.provider)));
      signers.set(name, c);
    }
    return c;
  };
  // Each seller approves (and later revokes) only the collections it lists from: fewer seed transactions.
  const approvals = [...new Set(items.listings.map((l) => `${l.seller}:${l.standard}`))].map((k) => {
    const [seller, standard] = k.split(':') as [AccountName, string];
    return (approved: boolean) => as(seller)[standard === '721' ? 'items721' : 'items1155'].setApprovalForAll(addresses.market, approved, TX);
  });
  for (const approve of approvals) await approve(true);

  const first = Number(await admin.market.itemCount()) + 1;
  for (const l of items.listings) {
    const nft = l.standard === 721 ? addresses.items721 : addresses.items1155;
    const currency = l.currency === 'native' ? ZeroAddress : addresses.token;
    await ctx.tick(3600);
    await as(l.seller).market.Sell_Item(nft, l.tokenId, l.sellAmount, parseUnits(l.price, 18), currency, TX);
  }
  for (const [i, l] of items.listings.entries()) {
    const itemId = first + i;
    for (const b of l.buys) {
      const buyer = as(b.buyer);
      const total = parseUnits(l.price, 18) * BigInt(b.amount);
      await ctx.tick(600);
      if (l.currency === 'native') {
        await buyer.market.Transaction_Item(itemId, b.amount, { ...TX, value: total });
      } else {
        // Exactly the price, as the app does: the allowance is back to zero after the trade.
        await buyer.token.approve(addresses.market, total, TX);
        await buyer.market.Transaction_Item_WithToken(itemId, b.amount, TX);
      }
    }
    if (l.unlisted) {
      await ctx.tick(600);
      await as(l.seller).market.cancelSell(itemId, TX);
    }
  }

  // No standing approval: the list flow's approve step must be testable.
  for (const approve of approvals) await approve(false);
}
