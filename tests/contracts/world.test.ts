// The seeded local world: startChains brings up three chains whose on-chain state matches common/localWorld/world.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HDNodeWallet, JsonRpcProvider, Mnemonic, NonceManager, Wallet, parseEther, parseUnits } from 'ethers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readDeployments } from '../../contracts/deployments';
import { CHAIN_KEYS, LOCAL_CHAINS, type ChainKey } from '@common/domain/chains';
import { landSize, mapOf } from '@common/domain/land';
import { ACCOUNTS, HARDHAT_MNEMONIC, account } from '@common/localWorld/accounts';
import { WORLD, custodyOf } from '@common/localWorld/world';
import { expectSeededItems, expectTokenBalances } from './worldItems';
import { connectWorld, type WorldContracts } from '../../src/services/chain/contracts';
import { chainTime, evmIncreaseTime, startChains, type LocalWorld } from '../../scripts/chains/index';

let world: LocalWorld;
let dataDir: string;
const providers: JsonRpcProvider[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-world-'));
  const ports = { eth: 0, bsc: 0, pol: 0 };
  world = await startChains({ dataDir, ports, quiet: true });
});
afterAll(async () => {
  providers.forEach((p) => p.destroy());
  await world?.stop();
});

function contracts(key: ChainKey): WorldContracts {
  const d = world.deployments[key];
  const provider = new JsonRpcProvider(d.rpcUrl, d.chainId, { staticNetwork: true, cacheTimeout: -1 });
  providers.push(provider);
  return connectWorld(d.contracts, provider);
}

it("derives every test account from Hardhat's public mnemonic", () => {
  const m = Mnemonic.fromPhrase(HARDHAT_MNEMONIC);
  for (const a of ACCOUNTS) {
    const w = HDNodeWallet.fromMnemonic(m, `m/44'/60'/0'/0/${a.index}`);
    expect([w.address, w.privateKey]).toEqual([a.address, a.privateKey]);
  }
});

it('writes deployments.json that readDeployments accepts, with the local chain ids', () => {
  const read = readDeployments(join(dataDir, 'deployments.json'));
  expect(read).toEqual(world.deployments);
  expect(CHAIN_KEYS.map((k) => read[k].chainId)).toEqual([31337, 31338, 31339]);
  expect(CHAIN_KEYS.map((k) => LOCAL_CHAINS[k].chainId)).toEqual([31337, 31338, 31339]);
});

describe.each(CHAIN_KEYS)('%s chain', (key) => {
  it('runs at wall-clock time and on its own chain id', async () => {
    const d = world.deployments[key];
    const net = await new JsonRpcProvider(d.rpcUrl).getNetwork();
    expect(Number(net.chainId)).toBe(LOCAL_CHAINS[key].chainId);
    expect(Math.abs((await chainTime(d.rpcUrl)) - Date.now() / 1000)).toBeLessThan(120);
  });

  it('holds the seeded ERC-721 LAND with its coordinates where the seed says', async () => {
    const c = contracts(key);
    for (const l of WORLD[key].lands721) {
      const custody = custodyOf(key, 721, l.tokenId, l.owner);
      const expected = { wallet: account(l.owner).address, staking: await c.staking.getAddress(), market: await c.market.getAddress() }[custody];
      expect(await c.land721.ownerOf(l.tokenId)).toBe(expected);
      const onChain = await c.land721.landOf(l.tokenId);
      expect(landSize({ x1: Number(onChain.x1), y1: Number(onChain.y1), x2: Number(onChain.x2), y2: Number(onChain.y2), premium: onChain.premium })).toBe(
        landSize(l),
      );
      expect(Number(onChain.mapId)).toBe(mapOf(l.city).mapId);
    }
  });

  it('gives ERC-1155 LAND quantities less what is staked or listed', async () => {
    const c = contracts(key);
    const w = WORLD[key];
    for (const l of w.lands1155) {
      for (const h of l.holdings) {
        const staked = w.stakes.filter((s) => s.standard === 1155 && s.tokenId === l.tokenId && s.owner === h.owner).reduce((n, s) => n + s.amount, 0);
        const listed = w.listings.filter((s) => s.standard === 1155 && s.tokenId === l.tokenId && s.seller === h.owner).reduce((n, s) => n + s.sellAmount, 0);
        expect(await c.land1155.balanceOf(account(h.owner).address, l.tokenId)).toBe(BigInt(h.quantity - staked - listed));
      }
    }
  });

  it('has campaigns that are ended, ongoing and upcoming as seeded, with the stakes recorded', async () => {
    const c = contracts(key);
    const statusOf = { ended: 1n, upcoming: 2n, ongoing: 3n };
    for (const seed of WORLD[key].campaigns) {
      expect(await c.staking.campaignStatus(seed.id)).toBe(statusOf[seed.phase]);
      const deployed = world.deployments[key].campaigns.find((x) => x.id === seed.id);
      const onChain = await c.staking.campaigns(seed.id);
      expect([onChain.start, onChain.end]).toEqual([BigInt(deployed?.start ?? 0), BigInt(deployed?.end ?? 0)]);
    }
    for (const s of WORLD[key].stakes) {
      const token = s.standard === 721 ? world.deployments[key].contracts.land721 : world.deployments[key].contracts.land1155;
      expect(await c.staking.balances(s.campaignId, account(s.owner).address, token, s.tokenId)).toBe(BigInt(s.amount));
    }
    expect(await c.staking.withdrawEnabled()).toBe(true);
  });

  it('lists, sells and unlists the seeded LAND and items as declared, and stocks the mystery box', async () => {
    const c = contracts(key);
    await expectSeededItems(key, c, world.deployments[key].contracts);
    for (const p of WORLD[key].mysteryBox?.products ?? []) {
      const index = WORLD[key].mysteryBox?.index ?? 0;
      expect(await c.mysteryBox.getTotalLandTokensCount(index, p.tokenId)).toBe(BigInt(p.stock.length));
      expect(await c.mysteryBox.price(index, p.tokenId)).toBe(parseUnits(p.price, 18));
    }
  });

  it('dates the listings in the hours before start-up, each later than the one before', async () => {
    const c = contracts(key);
    const provider = c.market.runner?.provider;
    const listed = await c.market.queryFilter(c.market.filters.Listed());
    const times = await Promise.all(listed.map(async (e) => (await provider?.getBlock(e.blockNumber))?.timestamp ?? 0));
    expect(listed.map((e) => Number(e.args.itemId))).toEqual(listed.map((_, i) => i + 1));
    expect(times.every((t, i) => i === 0 || t > (times[i - 1] ?? 0))).toBe(true);
    expect((times.at(-1) ?? 0) < world.deployments[key].anchorTime).toBe(true);
    expect((times[0] ?? 0) > world.deployments[key].anchorTime - 2 * 86_400).toBe(true);
  });

  it('funds players with platform tokens (less what they bought, plus their sales) and leaves erin nearly broke', async () => {
    const c = contracts(key);
    await expectTokenBalances(key, c);
    expect(await c.token.balanceOf(account('alice').address)).toBe(parseUnits('10000', 18));
    expect(await c.token.balanceOf(account('erin').address)).toBe(0n);
    expect(await c.token.balanceOf(account('judy').address)).toBe(0n);
    const provider = c.token.runner?.provider;
    expect(await provider?.getBalance(account('erin').address)).toBe(parseEther(WORLD[key].nativeBalances.erin ?? ''));
  });
});

it('lets a test move a chain forward to end an ongoing campaign', async () => {
  const c = contracts('bsc');
  const ongoing = WORLD.bsc.campaigns.find((x) => x.phase === 'ongoing' && x.poolId === 1);
  expect(await c.staking.campaignStatus(ongoing?.id ?? 0)).toBe(3n);
  await evmIncreaseTime(world.deployments.bsc.rpcUrl, 31 * 86_400);
  expect(await c.staking.campaignStatus(ongoing?.id ?? 0)).toBe(1n);
});

it('delivers a mystery box by itself: the keeper fulfils the mock coordinator, no test help', async () => {
  const d = world.deployments.bsc;
  const provider = new JsonRpcProvider(d.rpcUrl, d.chainId, { staticNetwork: true, pollingInterval: 100, cacheTimeout: -1 });
  providers.push(provider);
  const as = (name: 'deployer' | 'dave') => connectWorld(d.contracts, new NonceManager(new Wallet(account(name).privateKey, provider)));
  const sale = WORLD.bsc.mysteryBox!;
  const product = sale.products[0]!;
  const price = parseUnits(product.price, 18);
  await (await as('deployer').token.mint(account('dave').address, price)).wait();
  const dave = as('dave');
  await (await dave.token.approve(d.contracts.mysteryBox, price)).wait();
  await (await dave.mysteryBox.buyToken(sale.index, product.tokenId, 1, price)).wait();
  const id = await dave.mysteryBox.commitCount();
  // The keeper polls every second; wait for its delivery as a user would (the test's own timeout bounds it).
  await vi.waitFor(async () => expect((await dave.mysteryBox.commitment(id)).revealed).toBe(true), { timeout: 30_000, interval: 250 });
  const [land] = await dave.mysteryBox.lastReceiveToken(account('dave').address);
  expect(await dave.land721.ownerOf(land!)).toBe(account('dave').address);
  expect(await dave.mysteryBox.pendingCount(account('dave').address)).toBe(0n);
});
