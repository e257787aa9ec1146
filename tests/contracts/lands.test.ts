// LAND (ERC-721 and ERC-1155), reward boxes and the platform token: minting, coordinates and who may mint.
import { parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import { account } from '@common/localWorld/accounts';
import { expectRevert, land, testChainForFile } from './fixtures';

const chain = testChainForFile();

const alice = () => account('alice').address;

describe('Land721', () => {
  it("mints parcels with their block coordinates and lists an owner's tokens", async () => {
    const admin = chain.as('deployer');
    await admin.land721.batchMint(alice(), [5, 6], [land(1, 2, 3, 4, true, 2), land(7, 7, 7, 7)]);
    const l = await admin.land721.landOf(5);
    expect([l.mapId, l.x1, l.y1, l.x2, l.y2, l.premium]).toEqual([2n, 1n, 2n, 3n, 4n, true]);
    expect(await admin.land721.tokensOfOwner(alice())).toEqual([5n, 6n]);
    expect(await admin.land721.tokenURI(5)).toBe('http://127.0.0.1:8787/nft/test/land721/5');
  });

  it('refuses reversed coordinates, unknown tokens and minting by a non-minter', async () => {
    const admin = chain.as('deployer');
    await expectRevert(admin.land721.mint(alice(), 1, land(3, 1, 2, 1)), 'InvalidCoordinates');
    await expectRevert(admin.land721.landOf(77), 'ERC721NonexistentToken');
    await expectRevert(chain.as('alice').land721.mint(alice(), 1, land(1, 1, 1, 1)), 'AccessControlUnauthorizedAccount');
  });

  it('refuses a second token for the same parcel, premium or not, one at a time or in a batch', async () => {
    const admin = chain.as('deployer');
    await admin.land721.mint(alice(), 8, land(4, 4, 5, 5, false, 3));
    expect(await admin.land721.tokenOfParcel(3, 4, 4, 5, 5)).toEqual([true, 8n]);
    expect(await admin.land721.tokenOfParcel(3, 4, 4, 4, 4)).toEqual([false, 0n]);
    expect(await expectRevert(admin.land721.mint(alice(), 9, land(4, 4, 5, 5, true, 3)), 'DuplicateParcel')).toEqual([8n]);
    await expectRevert(admin.land721.mint(alice(), 8, land(6, 6, 6, 6, false, 3)), 'ERC721InvalidSender'); // the same id again
    await expectRevert(admin.land721.batchMint(alice(), [10, 11], [land(7, 7, 7, 7), land(7, 7, 7, 7)]), 'DuplicateParcel');
    // The same coordinates on another map are another parcel.
    await admin.land721.mint(alice(), 12, land(4, 4, 5, 5, false, 4));
    expect(await admin.land721.balanceOf(alice())).toBe(2n);
  });
});

describe('Land1155', () => {
  it('mints quantities of a parcel and keeps its coordinates fixed', async () => {
    const admin = chain.as('deployer');
    await admin.land1155.mint(alice(), 3, 4, land(1, 1, 2, 1));
    await admin.land1155.mint(account('bob').address, 3, 2, land(1, 1, 2, 1));
    expect(await admin.land1155.balanceOf(alice(), 3)).toBe(4n);
    expect(await admin.land1155.balanceOf(account('bob').address, 3)).toBe(2n);
    expect((await admin.land1155.landOf(3)).x2).toBe(2n);
    await expectRevert(admin.land1155.mint(alice(), 3, 1, land(9, 9, 9, 9)), 'LandMismatch');
    await expectRevert(admin.land1155.landOf(4), 'UnknownLand');
  });

  it('refuses another id for a parcel that already has one', async () => {
    const admin = chain.as('deployer');
    await admin.land1155.mint(alice(), 3, 4, land(1, 1, 2, 1));
    expect(await expectRevert(admin.land1155.mint(alice(), 5, 1, land(1, 1, 2, 1, true)), 'DuplicateParcel')).toEqual([3n]);
    await admin.land1155.mint(alice(), 3, 1, land(1, 1, 2, 1)); // more of the same id is fine
    expect(await admin.land1155.balanceOf(alice(), 3)).toBe(5n);
    expect(await admin.land1155.exists(5)).toBe(false);
  });
});

describe('RewardBox and PlatformToken', () => {
  it('mints box types 1 to 9 only, and only for minters', async () => {
    const admin = chain.as('deployer');
    // After deploy only LandStaking mints (tests/contracts/executor.test.ts); the admin may still name a minter.
    await admin.rewardBox.grantRole(await admin.rewardBox.MINTER_ROLE(), account('deployer').address);
    await admin.rewardBox.mint(alice(), 9, 1);
    expect(await admin.rewardBox.balanceOf(alice(), 9)).toBe(1n);
    await expectRevert(admin.rewardBox.mint(alice(), 0, 1), 'InvalidBoxType');
    await expectRevert(chain.as('alice').rewardBox.mint(alice(), 1, 1), 'AccessControlUnauthorizedAccount');
  });

  it('is an 18-decimal ERC-20 that only minters can mint', async () => {
    const admin = chain.as('deployer');
    expect(await admin.token.decimals()).toBe(18n);
    await admin.token.mint(alice(), parseUnits('5', 18));
    expect(await admin.token.balanceOf(alice())).toBe(parseUnits('5', 18));
    await expectRevert(chain.as('alice').token.mint(alice(), 1), 'AccessControlUnauthorizedAccount');
  });
});
