// Chromium check of the injected test wallet: web3-onboard's injected-wallets module detects it over EIP-6963,
// connects it, reads a platform-token balance on a local chain, sends a transfer, and sees MetaMask-style events and failures.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonRpcProvider, formatUnits, getAddress, parseUnits } from 'ethers';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { account } from '@common/localWorld/accounts';
import { connectToken } from '../../../src/services/chain/contracts';
import { startChains, type LocalWorld } from '../../../scripts/chains/index';
import { launchChromium } from './browser';
import { METAMASK_LIKE, TestWalletController, testWalletConfig, type TestWalletConfig } from './controller';
import { servePage } from './pageServer';
import type { PageConfig } from './page/main';

let world: LocalWorld;
let site: { url: string; close(): Promise<void> };
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const ports = { eth: 0, bsc: 0, pol: 0 };
  [world, site, browser] = await Promise.all([
    startChains({ dataDir: mkdtempSync(join(tmpdir(), 'wallet-e2e-')), ports, quiet: true }),
    servePage(),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await world?.stop();
});
beforeEach(async () => {
  context = await browser.newContext();
});
afterEach(async () => {
  await context?.close();
});

const hex = (id: number) => `0x${id.toString(16)}`;

/** Opens the page with the wallet installed; the wallet knows BSC- and POL-local, the page (onboard) all three chains. */
async function open(overrides: Partial<TestWalletConfig> | null = {}, networkSet = 'local'): Promise<TestWalletController> {
  const d = world.deployments;
  if (overrides) {
    await TestWalletController.install(
      context,
      testWalletConfig({
        chains: [d.bsc, d.pol].map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
        chainId: d.bsc.chainId,
        ...overrides,
      }),
    );
  }
  const pageConfig: PageConfig = {
    // BSC-local first: the chain the wallets start on.
    chains: (['bsc', 'pol', 'eth'] as const).map((k) => ({ id: hex(d[k].chainId), token: k.toUpperCase(), label: `${k}-local`, rpcUrl: d[k].rpcUrl })),
    tokenAddress: d.bsc.contracts.token,
    networkSet,
  };
  await context.addInitScript((cfg) => {
    (window as unknown as { __pageConfig: unknown }).__pageConfig = cfg;
  }, pageConfig);
  page = await context.newPage();
  await page.goto(site.url);
  return TestWalletController.of(page);
}

async function connectThroughModal(label: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByText(label, { exact: true }).first().click();
  await expect.poll(() => page.locator('#address').textContent(), { timeout: 20_000 }).not.toBe('');
}

const text = (id: string) => page.locator(id).textContent();

/** The platform-token balance on BSC-local as the page prints it, read straight from the chain (the seed trades move it). */
async function chainBalance(name: Parameters<typeof account>[0]): Promise<string> {
  const d = world.deployments.bsc;
  const token = connectToken(d.contracts.token, new JsonRpcProvider(d.rpcUrl, d.chainId, { staticNetwork: true }));
  return formatUnits(await token.balanceOf(account(name).address), 18);
}

describe('test wallet through web3-onboard', () => {
  it('is detected over EIP-6963 alone, connects, and shows the platform-token balance read through it', async () => {
    await open();
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);
    await connectThroughModal('Test Wallet');
    expect(await page.evaluate(() => (window as never as { __page: { labels(): string[] } }).__page.labels())).toContain('Test Wallet');
    expect(getAddress((await text('#address')) ?? '')).toBe(account('alice').address);
    expect(await text('#wallet-label')).toBe('Test Wallet');
    expect(await text('#chain')).toBe(hex(world.deployments.bsc.chainId));
    await expect.poll(() => text('#token-balance'), { timeout: 20_000 }).toBe(await chainBalance('alice'));
  });

  it('signs and sends a token transfer on the local chain, and fails like MetaMask when told to', async () => {
    const wallet = await open();
    await connectThroughModal('Test Wallet');
    const d = world.deployments.bsc;
    const chainToken = connectToken(d.contracts.token, new JsonRpcProvider(d.rpcUrl, d.chainId, { staticNetwork: true }));
    const before = await chainToken.balanceOf(account('erin').address);
    const send = (amount: string) =>
      page.evaluate(([to, a]) => (window as never as { __page: { sendToken(t: string, a: string): Promise<string> } }).__page.sendToken(to, a), [
        account('erin').address,
        amount,
      ] as const);

    expect(await send('5')).toMatch(/^sent 0x[0-9a-f]{64}$/);
    expect(await chainToken.balanceOf(account('erin').address)).toBe(before + parseUnits('5', 18));

    await wallet.failNext('eth_sendTransaction', 'reject');
    expect(await send('1')).toBe('failed ACTION_REJECTED 4001');
    await wallet.failNext('eth_sendTransaction', 'insufficientFunds');
    expect(await send('1')).toMatch(/^failed INSUFFICIENT_FUNDS/);
    expect(await chainToken.balanceOf(account('erin').address)).toBe(before + parseUnits('5', 18));
  });

  it('runs out of native coin for real as a poor account', async () => {
    const erinKey = account('erin').privateKey;
    await open({ privateKeys: [erinKey] });
    await connectThroughModal('Test Wallet');
    const result = await page.evaluate(() =>
      (window as never as { __page: { sendToken(t: string, a: string): Promise<string> } }).__page.sendToken('0x0000000000000000000000000000000000000001', '0'),
    );
    // erin holds less native coin than any transaction's gas costs.
    expect(result).toMatch(/^failed INSUFFICIENT_FUNDS/);
  });

  it('reports chain and account changes made in the wallet, and adds a chain it did not know (4902) when the app switches', async () => {
    const wallet = await open();
    await connectThroughModal('Test Wallet');
    const d = world.deployments;
    await wallet.switchChain(d.pol.chainId);
    await expect.poll(() => text('#chain'), { timeout: 10_000 }).toBe(hex(d.pol.chainId));
    // web3-onboard may still be settling the chain change (its own eth_accounts round trip) and can overwrite an
    // account change that lands in the middle; a user who picks the account again sees it, so the test does too.
    await expect
      .poll(
        async () => {
          await wallet.selectAccount(1);
          return getAddress((await text('#address')) ?? '');
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(account('bob').address);

    const switched = await page.evaluate(
      (id) => (window as never as { __page: { setChain(c: string): Promise<boolean> } }).__page.setChain(id),
      hex(d.eth.chainId),
    );
    expect(switched).toBe(true);
    await expect.poll(() => text('#chain'), { timeout: 10_000 }).toBe(hex(d.eth.chainId));
    const methods = (await wallet.requests()).map((r) => r.method);
    expect(methods).toContain('wallet_addEthereumChain');
    expect((await wallet.state()).chainId).toBe(d.eth.chainId);
  });

  it('acts like MetaMask when told to: listed as MetaMask, window.ethereum.isMetaMask, -32002 while a request is pending', async () => {
    const wallet = await open(METAMASK_LIKE);
    expect(await page.evaluate(() => (window as never as { ethereum: { isMetaMask: boolean } }).ethereum.isMetaMask)).toBe(true);
    await wallet.failNext('eth_requestAccounts', 'pending');
    const code = await page.evaluate(() =>
      (window as never as { ethereum: { request(a: { method: string }): Promise<unknown> } }).ethereum.request({ method: 'eth_requestAccounts' }).then(
        () => 0,
        (e: { code: number }) => e.code,
      ),
    );
    expect(code).toBe(-32002);
    await connectThroughModal('MetaMask');
    expect(await text('#wallet-label')).toBe('MetaMask');
  });
});

describe('dev wallet through web3-onboard', () => {
  it('is offered on the local network set and connects as the chosen seeded account without any injected wallet', async () => {
    await open(null);
    await connectThroughModal('Dev wallet (dave)');
    expect(getAddress((await text('#address')) ?? '')).toBe(account('dave').address);
    expect(await text('#chain')).toBe(hex(world.deployments.bsc.chainId));
    await expect.poll(() => text('#token-balance'), { timeout: 20_000 }).toBe(await chainBalance('dave'));
  });

  it('is not offered outside the local network set', async () => {
    await open({}, 'mainnet');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as never as { __page: { labels(): string[] } }).__page.labels()), { timeout: 10_000 })
      .toContain('Test Wallet');
    const labels = await page.evaluate(() => (window as never as { __page: { labels(): string[] } }).__page.labels());
    expect(labels.filter((l) => l.startsWith('Dev wallet'))).toEqual([]);
  });
});
