// LAND (ERC-721 and ERC-1155), reward boxes and the platform token: minting, coordinates and who may mint.
import { parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import { account } from '../../common/localWorld/accounts';
import { expectRevert, land, testChainForFile } from './fixture';

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
