// Reads a wallet's game items from the chain: ERC-1155 balances of the catalog's ids, and the ERC-721 pieces it holds.
import { Contract } from 'ethers';
import { ITEM_CATALOG } from '@common/domain/items';
import { onChain, type ChainTarget } from './marketReader';

// Minimal human-readable fragments: GameItems1155 is an ERC-1155, GameItems721 an ERC721Enumerable.
const ERC1155 = ['function balanceOfBatch(address[] accounts, uint256[] ids) view returns (uint256[])'];
const ERC721_ENUMERABLE = [
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
];
/** Pieces read per wallet at most (a page of the inventory is 12). */
const MAX_PIECES = 500;

export interface ItemHoldings {
  /** ERC-1155 catalog id -> units held. */
  units: Map<number, bigint>;
  /** ERC-721 piece token ids held, ascending. */
  pieces: bigint[];
}

/** Throws ChainUnavailable when the chain does not answer (or the collections are not the contracts we know). */
export async function itemHoldingsOf(t: ChainTarget & { items1155: string; items721: string }, owner: string): Promise<ItemHoldings> {
  const ids = ITEM_CATALOG.filter((i) => i.standard === 1155).map((i) => BigInt(i.id));
  return onChain(t, async (p) => {
    const c1155 = new Contract(t.items1155, ERC1155, p);
    const c721 = new Contract(t.items721, ERC721_ENUMERABLE, p);
    const [balances, count] = (await Promise.all([
      c1155.getFunction('balanceOfBatch')(
        ids.map(() => owner),
        ids,
      ),
      c721.getFunction('balanceOf')(owner),
    ])) as [bigint[], bigint];
    const n = Number(count > BigInt(MAX_PIECES) ? BigInt(MAX_PIECES) : count);
    const pieces = (await Promise.all(Array.from({ length: n }, (_, i) => c721.getFunction('tokenOfOwnerByIndex')(owner, i) as Promise<bigint>))).sort(
      (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    );
    return { units: new Map(ids.map((id, i) => [Number(id), balances[i] ?? 0n])), pieces };
  });
}
