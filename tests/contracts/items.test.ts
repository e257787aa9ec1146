// The game-item collections: GameItems1155 (catalog ids in quantities) and GameItems721 (enumerable pieces, itemOf).
import { expect, describe, it } from 'vitest';
import { account } from '@common/localWorld/accounts';
import { pieceTokenId } from '@common/domain/items';
import { expectRevert, testChainForFile } from './fixtures';

const chain = testChainForFile();

const addr = (n: 'alice' | 'bob' | 'carol' | 'deployer') => account(n).address;

describe('GameItems1155', () => {
  it('mints catalog items in quantities, singly and in batches, only for minters', async () => {
    const admin = chain.as('deployer');
    await admin.items1155.mint(addr('alice'), 204, 3);
    await admin.items1155.mintBatch(addr('bob'), [201, 204], [5, 1]);
    expect(await admin.items1155.balanceOfBatch([addr('alice'), addr('bob'), addr('bob')], [204, 201, 204])).toEqual([3n, 5n, 1n]);

    const bob = chain.as('bob');
    const [who, role] = await expectRevert(bob.items1155.mint(addr('bob'), 204, 1), 'AccessControlUnauthorizedAccount');
    expect([who, role]).toEqual([addr('bob'), await bob.items1155.MINTER_ROLE()]);
    await expectRevert(bob.items1155.mintBatch(addr('bob'), [204], [1]), 'AccessControlUnauthorizedAccount');
    await admin.items1155.grantRole(await admin.items1155.MINTER_ROLE(), addr('bob'));
    await bob.items1155.mint(addr('carol'), 801, 2);
    expect(await bob.items1155.balanceOf(addr('carol'), 801)).toBe(2n);
  });

  it('names its metadata by catalog id, and only the admin changes the URL', async () => {
    const admin = chain.as('deployer');
    expect(await admin.items1155.uri(204)).toBe('http://127.0.0.1:8787/nft/test/items1155/{id}.json');
    expect([await admin.items1155.name(), await admin.items1155.symbol()]).toEqual(['MetaWorld Items', 'ITEM']);
    await expectRevert(chain.as('bob').items1155.setURI('https://evil.example/{id}'), 'AccessControlUnauthorizedAccount');
    await admin.items1155.setURI('https://api.example/items1155/{id}.json');
    expect(await admin.items1155.uri(1)).toBe('https://api.example/items1155/{id}.json');
  });

  it('answers ERC-1155 and AccessControl in supportsInterface (the market lists it as ERC-1155)', async () => {
    const c = chain.as('deployer');
    expect(await c.items1155.supportsInterface('0xd9b67a26')).toBe(true);
    expect(await c.items1155.supportsInterface('0x7965db0b')).toBe(true);
    expect(await c.items1155.supportsInterface('0x80ac58cd')).toBe(false);
  });

  it('moves items with approval only', async () => {
    await chain.as('deployer').items1155.mint(addr('alice'), 204, 3);
    const bob = chain.as('bob');
    await expectRevert(bob.items1155.safeTransferFrom(addr('alice'), addr('bob'), 204, 1, '0x'), 'ERC1155MissingApprovalForAll');
    await chain.as('alice').items1155.setApprovalForAll(addr('bob'), true);
    await bob.items1155.safeTransferFrom(addr('alice'), addr('bob'), 204, 2, '0x');
    await expectRevert(bob.items1155.safeTransferFrom(addr('alice'), addr('bob'), 204, 2, '0x'), 'ERC1155InsufficientBalance');
    expect(await bob.items1155.balanceOf(addr('bob'), 204)).toBe(2n);
  });
});

describe('GameItems721', () => {
  const aria1 = pieceTokenId(101, 1);
  const aria2 = pieceTokenId(101, 2);
  const tower1 = pieceTokenId(604, 1);

  it('mints pieces whose token id names the item, and refuses ids that name no piece', async () => {
    const admin = chain.as('deployer');
    await admin.items721.mint(addr('alice'), aria1);
    await admin.items721.batchMint(addr('bob'), [aria2, tower1]);
    expect(await admin.items721.ownerOf(aria2)).toBe(addr('bob'));
    expect(await admin.items721.itemOf(aria1)).toBe(101n);
    expect(await admin.items721.itemOf(tower1)).toBe(604n);
    expect(await admin.items721.PIECES_PER_ITEM()).toBe(1000n);
    for (const bad of [101_000, 5, 0]) {
      expect(await expectRevert(admin.items721.mint(addr('alice'), bad), 'InvalidPieceId')).toEqual([BigInt(bad)]);
    }
    await expectRevert(admin.items721.mint(addr('carol'), aria1), 'ERC721InvalidSender');
    await expectRevert(admin.items721.itemOf(pieceTokenId(102, 9)), 'ERC721NonexistentToken');
  });

  it('mints only for minters and changes its base URL only for the admin', async () => {
    const bob = chain.as('bob');
    await expectRevert(bob.items721.mint(addr('bob'), aria1), 'AccessControlUnauthorizedAccount');
    await expectRevert(bob.items721.batchMint(addr('bob'), [aria1]), 'AccessControlUnauthorizedAccount');
    await expectRevert(bob.items721.setBaseURI('https://evil.example/'), 'AccessControlUnauthorizedAccount');
    const admin = chain.as('deployer');
    await admin.items721.mint(addr('bob'), aria1);
    expect(await admin.items721.tokenURI(aria1)).toBe('http://127.0.0.1:8787/nft/test/items721/101001');
    await admin.items721.setBaseURI('https://api.example/items721/');
    expect(await admin.items721.tokenURI(aria1)).toBe('https://api.example/items721/101001');
    expect([await admin.items721.name(), await admin.items721.symbol()]).toEqual(['MetaWorld Item Pieces', 'PIECE']);
  });

  it("enumerates an owner's pieces (tokenOfOwnerByIndex, tokensOfOwner) as they move", async () => {
    const admin = chain.as('deployer');
    await admin.items721.batchMint(addr('alice'), [aria1, aria2, tower1]);
    expect(await admin.items721.totalSupply()).toBe(3n);
    expect(await admin.items721.tokensOfOwner(addr('alice'))).toEqual([BigInt(aria1), BigInt(aria2), BigInt(tower1)]);
    await chain.as('alice').items721.transferFrom(addr('alice'), addr('bob'), aria1);
    expect(await admin.items721.balanceOf(addr('alice'))).toBe(2n);
    const alices = [await admin.items721.tokenOfOwnerByIndex(addr('alice'), 0), await admin.items721.tokenOfOwnerByIndex(addr('alice'), 1)];
    expect(alices.sort()).toEqual([BigInt(aria2), BigInt(tower1)].sort());
    expect(await admin.items721.tokensOfOwner(addr('bob'))).toEqual([BigInt(aria1)]);
    expect(await admin.items721.tokenByIndex(2)).toBe(BigInt(tower1));
    await expectRevert(admin.items721.tokenOfOwnerByIndex(addr('bob'), 1), 'ERC721OutOfBoundsIndex');
  });

  it('answers ERC-721, enumerable and AccessControl in supportsInterface, not ERC-1155', async () => {
    const c = chain.as('deployer');
    for (const id of ['0x80ac58cd', '0x780e9d63', '0x7965db0b']) expect(await c.items721.supportsInterface(id), id).toBe(true);
    expect(await c.items721.supportsInterface('0xd9b67a26')).toBe(false);
  });
});
