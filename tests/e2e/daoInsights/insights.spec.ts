// The DAO insights pages against the local world: voting-power/{address} for an address with nothing (each network explains
// its zero with the block) and for a seeded holder (zelda: DVI and two Seoul LAND on BSC-local); transparency shows the
// treasury's balances as the chains hold them and the proposal counts the list call gives; activity, signed in as zelda,
// lists the comment and the signed vote she made. Accounts: yusuf and zelda (reserved for this spec).
import type { Page } from '@playwright/test';
import { JsonRpcProvider, Wallet, parseEther, toQuantity } from 'ethers';
import { account } from '@common/localWorld/accounts';
import { TREASURY_FUNDS } from '@common/localWorld/world';
import { PROPOSAL_STATUSES } from '@common/domain/dao';
import { voteOn } from '@common/domain/daoSigning';
import { keysOf, rpc, world } from '../staking/helpers';
import { signInWithTestWallet } from '../support/login';
import { expect, test } from '../wallet/fixtures';

const API = process.env.E2E_API_URL ?? 'http://127.0.0.1:8787';
const yusuf = account('yusuf').address;
const zelda = account('zelda').address;
const treasury = account('treasury').address;

const blockOf = async (chain: 'eth' | 'bsc' | 'pol') => {
  const d = world(chain);
  const provider = new JsonRpcProvider(d.rpcUrl, d.chainId, { staticNetwork: true });
  try {
    return await provider.getBlockNumber();
  } finally {
    provider.destroy();
  }
};

async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(`${API}/dao${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** A JSON call from the page, with the browser's session cookie (the user signed in for real). */
async function pageCall(page: Page, method: 'POST', url: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, url, body }) => (await fetch(url, { method, credentials: 'include', headers: { 'content-type': 'application/json' }, body })).status,
    { method, url, body: JSON.stringify(body) },
  );
}

test.describe('voting power page', () => {
  test('an address with no LAND and no token: 0 VP, and each network says so at its block', async ({ page }) => {
    const before = { eth: await blockOf('eth'), bsc: await blockOf('bsc'), pol: await blockOf('pol') };
    await page.goto(`/en/voting-power/${yusuf}`);
    await expect(page.getByRole('heading', { name: 'Voting power' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Total voting power 0 VP');
    for (const [name, chain] of [
      ['ETH Local', 'eth'],
      ['BSC Local', 'bsc'],
      ['POL Local', 'pol'],
    ] as const) {
      const section = page.getByRole('region', { name });
      await expect(section).toContainText(/0 VP: no LAND or token at block \d+\./);
      const block = Number(/at block (\d+)/.exec((await section.textContent()) ?? '')![1]);
      // The latest block of that chain when the page read it.
      expect(block).toBeGreaterThanOrEqual(before[chain]);
      expect(block).toBeLessThanOrEqual(await blockOf(chain));
    }
  });

  test('a seeded holder: her total, and on BSC-local her token and each LAND size with its VP', async ({ page }) => {
    await page.goto(`/en/voting-power/${zelda}`);
    await expect(page.getByRole('main')).toContainText('Total voting power 7,500 VP');
    const bsc = page.getByRole('region', { name: 'BSC Local', exact: true });
    await expect(bsc).toContainText(/7,500 VP at block \d+/);
    await expect(bsc.getByRole('row', { name: /^DVI/ })).toContainText('2,500');
    await expect(bsc.getByRole('row', { name: /LAND 2x2/ }).getByRole('cell')).toHaveText(['1', '0', '4,000']);
    await expect(bsc.getByRole('row', { name: /LAND 1x1/ }).getByRole('cell')).toHaveText(['1', '0', '1,000']);
    // Her LAND and token are on BSC-local only: the other networks explain their zero.
    await expect(page.getByRole('region', { name: 'ETH Local', exact: true })).toContainText(/no LAND or token at block \d+/);
    await expect(page.getByRole('region', { name: 'POL Local', exact: true })).toContainText(/no LAND or token at block \d+/);
  });
});

test('transparency: the treasury as each chain holds it, proposals by status as the list gives them, funded grants', async ({ page }) => {
  // A native balance only this spec sets: the page must read the chain, not the seed's numbers.
  await rpc(world('pol').rpcUrl, 'hardhat_setBalance', [treasury, toQuantity(parseEther('9876.5'))]);
  // Every status's count is the sum of the list call's totals on the three networks. Other specs create proposals
  // meanwhile (dao/create): the page shows the totals of some moment between the reads before and after its load.
  const chains = [world('eth').chainId, world('bsc').chainId, world('pol').chainId];
  const total = async (q: string) => {
    let n = 0;
    for (const chainId of chains) n += (await apiGet<{ total: number }>(`/api/proposals?chainId=${chainId}&${q}`)).total;
    return n;
  };
  const before = new Map<string, number>();
  for (const status of PROPOSAL_STATUSES) before.set(status, await total(`status=${status}`));
  await page.goto('/en/transparency');
  await expect(page.getByRole('main')).toContainText(treasury.slice(0, 6));
  const row = (name: string) => page.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row('ETH Local')).toContainText(`${Number(TREASURY_FUNDS.eth.token).toLocaleString('en')} DVI`);
  await expect(row('ETH Local')).toContainText(`${TREASURY_FUNDS.eth.native} ETH`);
  await expect(row('BSC Local')).toContainText(`${Number(TREASURY_FUNDS.bsc.token).toLocaleString('en')} DVI`);
  await expect(row('BSC Local')).toContainText(`${TREASURY_FUNDS.bsc.native} BNB`);
  await expect(row('POL Local')).toContainText('9,876.5 POL');

  const counts = page.getByRole('region', { name: 'Proposals by status' });
  await expect(counts.getByRole('definition').first()).toHaveText(/^\d+$/);
  for (const status of PROPOSAL_STATUSES) {
    const label = status[0]!.toUpperCase() + status.slice(1);
    const count = counts.locator('div', { has: page.locator(`dt:text-is("${label}")`) }).getByRole('definition');
    const [low, high] = [before.get(status)!, await total(`status=${status}`)].sort((x, y) => x - y);
    const shown = Number(await count.textContent());
    expect(shown, `${status}: between ${low} and ${high}`).toBeGreaterThanOrEqual(low!);
    expect(shown, `${status}: between ${low} and ${high}`).toBeLessThanOrEqual(high!);
  }
  const funded = (await total('category=grant&status=passed')) + (await total('category=grant&status=enacted'));
  const grants = page.getByRole('region', { name: 'Funded grants' });
  if (funded === 0) await expect(grants).toContainText('No grant has been funded yet.');
  else await expect(grants.getByRole('row')).toHaveCount(funded + 1);
});

test.describe('activity page', () => {
  test.use({ walletConfig: { privateKeys: keysOf('zelda') } });

  test("a visitor is asked to log in; signed in, zelda's wallet lists her comment and her signed vote", async ({ page, wallet }) => {
    void wallet;
    await page.goto('/en/activity');
    await expect(page.getByRole('heading', { name: 'Log in to see your activity' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.goto('/en/home');
    await signInWithTestWallet(page);
    await page.goto('/en/activity');
    await expect(page.getByRole('region', { name: `Wallet ${zelda}` })).toContainText('No comments yet.');

    // An active proposal on BSC-local, where zelda has voting power at every seeded snapshot block.
    const bsc = world('bsc').chainId;
    const active = (
      await apiGet<{ rows: { id: number; title: string; chainId: number; choices: string[]; digest?: string; space?: string }[] }>(
        `/api/proposals?chainId=${bsc}&status=active`,
      )
    ).rows[0]!;
    const comment = `Insights e2e ${Date.now()}`;
    expect(await pageCall(page, 'POST', `${API}/dao/api/comments`, { proposalId: active.id, author: zelda, content: comment })).toBe(200);
    const timestamp = Math.floor(Date.now() / 1000);
    const t = voteOn(active, { from: zelda, timestamp, choice: [1], reason: '' });
    const signature = await new Wallet(account('zelda').privateKey).signTypedData(t.domain, { Vote: [...t.types.Vote] }, t.message);
    const voted = await pageCall(page, 'POST', `${API}/dao/api/votes?proposalId=${active.id}&userId=${zelda}&score=1`, {
      choice: [1],
      reason: '',
      timestamp,
      signature,
    });
    expect(voted).toBe(200);

    await page.goto('/en/activity');
    const mine = page.getByRole('region', { name: `Wallet ${zelda}` });
    await expect(mine.getByRole('list', { name: 'Comments' })).toContainText(comment);
    await expect(mine.getByRole('list', { name: 'Comments' }).getByRole('link', { name: active.title })).toHaveAttribute('href', `/en/dao-detail/${active.id}`);
    await expect(mine.getByRole('list', { name: 'Votes' })).toContainText(`${active.title} choice 1, 7,500 VP`);
    await expect(mine).toContainText('No proposals yet.');
    await mine.getByRole('link', { name: 'See its voting power' }).click();
    await expect(page).toHaveURL(`/en/voting-power/${zelda}`);
  });
});
