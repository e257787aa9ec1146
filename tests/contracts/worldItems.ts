// Checks of a seeded chain against common/localWorld (items.ts, market.ts): listings, item holdings, approvals, token balances.
import { ZeroAddress, parseUnits } from 'ethers';
import { expect } from 'vitest';
import type { ContractAddresses } from '../../contracts/deployments';
import type { ChainKey } from '@common/domain/chains';
import { ACCOUNTS, account, type AccountName } from '@common/localWorld/accounts';
import { itemOfPiece } from '@common/domain/items';
import { heldAfterSeed } from '@common/localWorld/items';
import { seededListings } from '@common/localWorld/market';
import { WORLD } from '@common/localWorld/world';
import type { WorldContracts } from '../../src/services/chain/contracts';
import { allPages } from './fixtures';

/** Every seeded listing (LAND and items) is on chain under its index, open, sold out or unlisted as declared. */
export async function expectSeededItems(key: ChainKey, c: WorldContracts, addresses: ContractAddresses): Promise<void> {
  const listings = seededListings(key);
  expect(await c.market.itemCount()).toBe(BigInt(listings.length));
  for (const l of listings) {
    const onChain = await c.market.getItem(l.index);
    expect(
      [onChain.nft, onChain.tokenId, onChain.seller, onChain.price, onChain.currency, onChain.sellAmount, onChain.forSale, onChain.isErc1155],
      `listing ${l.key}`,
    ).toEqual([
      addresses[l.nft],
      BigInt(l.tokenId),
      account(l.seller).address,
      parseUnits(l.price, 18),
      l.currency === 'native' ? ZeroAddress : addresses.token,
      BigInt(l.remaining),
      l.state === 'open',
      l.nft.endsWith('1155'),
    ]);
  }
  const selling = await allPages((o, l) => c.market.Get_SellingItems(o, l), 7n);
  expect(selling.map((i) => Number(i.itemId))).toEqual(listings.filter((l) => l.state === 'open').map((l) => l.index));

  const items = WORLD[key].items;
  const players = ACCOUNTS.filter((a) => a.role === 'player' || a.role === 'e2e').map((a) => a.name);
  const ids1155 = [...new Set(items.stock1155.flatMap((s) => Object.keys(s.items).map(Number)))];
  for (const id of ids1155) {
    const balances = await c.items1155.balanceOfBatch(
      players.map((n) => account(n).address),
      players.map(() => id),
    );
    expect(balances, `ERC-1155 item ${id}`).toEqual(players.map((n) => BigInt(heldAfterSeed(items, n, 1155, id))));
  }
  for (const tokenId of items.pieces721.flatMap((p) => p.tokenIds)) {
    const holder = players.find((n) => heldAfterSeed(items, n, 721, tokenId) === 1);
    expect(await c.items721.ownerOf(tokenId), `piece ${tokenId}`).toBe(holder ? account(holder).address : addresses.market);
    expect(await c.items721.itemOf(tokenId)).toBe(BigInt(itemOfPiece(tokenId)));
  }
  for (const seller of new Set(items.listings.map((l) => l.seller))) {
    expect(await c.items1155.isApprovedForAll(account(seller).address, addresses.market)).toBe(false);
    expect(await c.items721.isApprovedForAll(account(seller).address, addresses.market)).toBe(false);
  }
  expect(await c.items1155.uri(204)).toBe(`http://127.0.0.1:8787/nft/${key}/items1155/{id}.json`);
  expect(await c.items721.tokenURI(101011)).toBe(`http://127.0.0.1:8787/nft/${key}/items721/101011`);
}

/** Token balances: the grant, less the item purchases paid in token, plus token sales less the market fee; no allowance left. */
export async function expectTokenBalances(key: ChainKey, c: WorldContracts): Promise<void> {
  const fee = await c.market.percentageFee();
  const expected = new Map<AccountName, bigint>();
  const add = (n: AccountName, v: bigint) => expected.set(n, (expected.get(n) ?? 0n) + v);
  for (const [n, amount] of Object.entries(WORLD[key].tokenGrants)) add(n as AccountName, parseUnits(amount, 18));
  for (const l of seededListings(key).filter((x) => x.currency === 'token')) {
    for (const b of l.buys) {
      const total = parseUnits(l.price, 18) * BigInt(b.amount);
      add(b.buyer, -total);
      add(l.seller, total - (total * fee) / 100n);
    }
  }
  const market = await c.market.getAddress();
  for (const a of ACCOUNTS.filter((x) => x.role === 'player' || x.role === 'e2e')) {
    expect(await c.token.balanceOf(a.address), a.name).toBe(expected.get(a.name) ?? 0n);
    expect(await c.token.allowance(a.address, market), a.name).toBe(0n);
  }
}
