// The dao, catalyst and submit pages end to end on the production build and the local world's seeded proposals (a
// visitor, read-only, so no accounts): status tabs, category, search, paging, reload and back, links to dao-detail,
// the current result, a failed load with Retry, in English and Korean.
import { expect, test, type Page } from '@playwright/test';
import type { Proposal } from '@common/api/dao';
import { LOCAL_CHAINS } from '@common/domain/chains';
import { PROPOSAL_STATUSES, type ProposalStatus } from '@common/domain/dao';
import { PROPOSAL_PAGE_SIZE } from '@machines/dao/list/proposalListQuery';
import { currentResult } from '@machines/dao/list/proposalListRules';

const API = process.env.E2E_API_URL ?? 'http://127.0.0.1:8787';
/** A visitor's list shows the first configured network: ETH Local. */
const CHAIN = LOCAL_CHAINS.eth.chainId;
const PAGE_SIZE = PROPOSAL_PAGE_SIZE;

/** What the API answers for a query: the truth the page must show. */
async function apiList(page: Page, q: Record<string, string | number> = {}): Promise<{ rows: Proposal[]; total: number }> {
  const params = new URLSearchParams(Object.entries({ chainId: CHAIN, count: PAGE_SIZE, ...q }).map(([k, v]) => [k, String(v)]));
  const res = await page.request.get(`${API}/dao/api/proposals?${params.toString()}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { rows: Proposal[]; total: number } }).data;
}

const rows = (page: Page, name: string | RegExp = 'Proposals') => page.getByRole('list', { name, exact: true }).getByRole('listitem');
/** Waits until the list shows exactly these titles, in order (a new URL first shows the old rows for a moment). */
const expectTitles = (page: Page, titles: string[], name?: string | RegExp) => expect(rows(page, name).locator('.dao-row-title')).toHaveText(titles);

/**
 * The list shows what the API answers for the same query. Other specs (dao detail and create) add polls on this network
 * while this one runs, so a list older than the answer is reloaded and compared again; returns the answer compared.
 */
async function expectApiList(page: Page, q: Record<string, string | number>, name?: string | RegExp) {
  let answer = await apiList(page, q);
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) {
      await page.reload();
      answer = await apiList(page, q);
    }
    const titles = answer.rows.map((p) => p.title);
    await expect(rows(page, name).locator('.dao-row-title')).toHaveText(titles, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return answer;
}
const pager = (page: Page, name = 'Proposal pages') => page.getByRole('navigation', { name });

const STATUS_EN: Record<ProposalStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  finished: 'Finished',
  passed: 'Passed',
  rejected: 'Rejected',
  enacted: 'Enacted',
};

function resultText(p: Proposal): string {
  const r = currentResult(p);
  const vp = (n: number) => n.toLocaleString('en-US');
  if (r.kind === 'noVotes') return 'No votes yet';
  if (r.kind === 'quorumNotReached') return `Quorum not reached (${vp(r.total)} of ${vp(r.quorum)} VP)`;
  if (r.kind === 'tie') return `Tie: ${r.choices.join(', ')} (${r.share}% each)`;
  return `Leading: ${r.choice} (${r.share}%)`;
}

test('@spec dao: every proposal of the network, newest first, each row a link to its detail with author, category, end and result', async ({ page }) => {
  await page.goto('/en/dao');
  await expect(page.getByRole('heading', { name: 'DAO', level: 1 })).toBeVisible();
  await expect(page.getByText('Proposals on ETH Local')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Proposal status' }).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  const all = await expectApiList(page, {});
  expect(all.total).toBeGreaterThan(PAGE_SIZE);
  await expect(page.getByText(`${all.total} proposals`)).toBeVisible();
  await expect(rows(page)).toHaveCount(PAGE_SIZE);
  for (const [i, p] of all.rows.entries()) {
    const row = rows(page).nth(i);
    await expect(row.getByRole('link')).toHaveAttribute('href', `/en/dao-detail/${p.id}`);
    await expect(row).toContainText(STATUS_EN[p.status]);
    await expect(row).toContainText(`by ${p.author.slice(0, 6)}…${p.author.slice(-4)}`);
    await expect(row).toContainText(/End(s|ed) /);
    await expect(row).toContainText(resultText(p));
  }

  // A row is a real link: it opens the proposal's detail page.
  await rows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(`/en/dao-detail/${all.rows[0]!.id}`);
  await page.goBack();
  await expect(page).toHaveURL('/en/dao');
  await expect(rows(page)).toHaveCount(PAGE_SIZE);
});

test('dao: a visitor chooses another network; its proposals show, and the choice stays in the URL with the filters', async ({ page }) => {
  await page.goto('/en/dao?status=active');
  const networks = page.getByRole('navigation', { name: 'Network' });
  await expect(networks.getByRole('link', { name: 'ETH Local' })).toHaveAttribute('aria-current', 'page');
  await networks.getByRole('link', { name: 'BSC Local' }).click();
  const bsc = LOCAL_CHAINS.bsc.chainId;
  await expect(page).toHaveURL(`/en/dao?chain=${bsc}&status=active`);
  await expect(page.getByText('Proposals on BSC Local')).toBeVisible();
  await expect(networks.getByRole('link', { name: 'BSC Local' })).toHaveAttribute('aria-current', 'page');
  await expectApiList(page, { chainId: bsc, status: 'active' });
  // The status tabs keep the chosen network.
  await page.getByRole('navigation', { name: 'Proposal status' }).getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(`/en/dao?chain=${bsc}`);
  await expectApiList(page, { chainId: bsc });
});

test('dao: status tabs show only their status and keep it in the URL', async ({ page }) => {
  await page.goto('/en/dao');
  const tabs = page.getByRole('navigation', { name: 'Proposal status' });
  for (const status of PROPOSAL_STATUSES) {
    await tabs.getByRole('link', { name: STATUS_EN[status], exact: true }).click();
    await expect(page).toHaveURL(`/en/dao?status=${status}`);
    await expect(tabs.getByRole('link', { name: STATUS_EN[status], exact: true })).toHaveAttribute('aria-current', 'page');
    const answer = await expectApiList(page, { status });
    expect(answer.total, `seeded ${status} proposals`).toBeGreaterThan(0);
    await expect(rows(page)).toHaveCount(Math.min(answer.total, PAGE_SIZE));
    for (const text of await rows(page).locator('.dao-status').allInnerTexts()) expect(text).toBe(STATUS_EN[status]);
  }
});

test('dao: category filter, search, paging; reload and back show the same list', async ({ page }) => {
  await page.goto('/en/dao?status=active');
  const categories = page.getByRole('navigation', { name: 'Proposal categories' });
  await categories.getByRole('link', { name: 'Point of interest', exact: true }).click();
  // The category keeps the status tab and starts again at page 1.
  await expect(page).toHaveURL('/en/dao?status=active&category=poi');
  await expect(categories.getByRole('link', { name: 'Point of interest', exact: true })).toHaveAttribute('aria-current', 'page');
  const places = await apiList(page, { status: 'active', category: 'poi' });
  expect(places.total).toBeGreaterThan(0);
  await expectTitles(
    page,
    places.rows.map((p) => p.title),
  );
  for (const text of await rows(page).locator('.dao-category').allInnerTexts()) expect(text).toBe('Point of interest');
  // A category with no active proposal says so and offers every proposal.
  await categories.getByRole('link', { name: 'Grant', exact: true }).click();
  await expect(page).toHaveURL('/en/dao?status=active&category=grant');
  expect((await apiList(page, { status: 'active', category: 'grant' })).total).toBe(0);
  await expect(page.getByRole('heading', { name: 'No proposals found.' })).toBeVisible();
  await expect(page.getByText('Try another status, category or search.')).toBeVisible();
  await page.getByRole('link', { name: 'Show all proposals' }).click();
  await expect(page).toHaveURL('/en/dao');
  await expect(rows(page)).toHaveCount(PAGE_SIZE);

  // Search: a word of a seeded title (a point of interest: the other specs add only polls), across every status and category.
  await page.goto('/en/dao');
  await expectApiList(page, {});
  const seeded = await apiList(page, { category: 'poi' });
  const word = seeded.rows[0]!.title.split(/\s+/).find((w) => w.length >= 4)!;
  const found = await apiList(page, { search: word });
  await page.getByRole('searchbox', { name: 'Search proposals' }).fill(`  ${word} `);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/en/dao?search=${encodeURIComponent(word)}`);
  await expect(rows(page)).toHaveCount(Math.min(found.total, PAGE_SIZE));
  await expectTitles(
    page,
    found.rows.map((p) => p.title),
  );
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search proposals' })).toHaveValue(word);
  await expectTitles(
    page,
    found.rows.map((p) => p.title),
  );

  // Nothing found: the empty state offers every proposal.
  await page.getByRole('searchbox', { name: 'Search proposals' }).fill('zzqx-no-such-proposal');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'No proposals found.' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`/en/dao?search=${encodeURIComponent(word)}`);
  await expectTitles(
    page,
    found.rows.map((p) => p.title),
  );

  // Paging: page 2 holds the next proposals, without overlap; reload and back keep the page.
  await page.goto('/en/dao');
  const first = await expectApiList(page, {});
  await pager(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/en/dao?page=2');
  await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const page2 = await expectApiList(page, { page: 2 });
  expect(page2.rows.length).toBeGreaterThan(0);
  expect(page2.rows.filter((p) => first.rows.some((q) => q.id === p.id))).toEqual([]);
  await page.reload();
  await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expectApiList(page, { page: 2 });
  await page.goBack();
  await expect(page).toHaveURL('/en/dao');
  await expectApiList(page, {});
});

test('dao in Korean: tabs, rows and paging in Korean', async ({ page }) => {
  await page.goto('/ko/dao?status=active');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DAO');
  const tabs = page.getByRole('navigation', { name: '제안 상태' });
  await expect(tabs.getByRole('link', { name: '진행 중' })).toHaveAttribute('aria-current', 'page');
  const active = await expectApiList(page, { status: 'active' }, '제안');
  await expect(page.getByText(`제안 ${active.total}개`)).toBeVisible();
  await expect(rows(page, '제안')).toHaveCount(Math.min(active.total, PAGE_SIZE));
  for (const text of await rows(page, '제안').locator('.dao-status').allInnerTexts()) expect(text).toBe('진행 중');
  await expect(rows(page, '제안').first().getByRole('link')).toHaveAttribute('href', `/ko/dao-detail/${active.rows[0]!.id}`);
  await expect(rows(page, '제안').first()).toContainText(/종료/);
  await page.getByRole('navigation', { name: '제안 카테고리' }).getByRole('link', { name: '설문', exact: true }).click();
  await expect(page).toHaveURL('/ko/dao?status=active&category=poll');
  await expectApiList(page, { status: 'active', category: 'poll' }, '제안');
  for (const text of await rows(page, '제안').locator('.dao-category').allInnerTexts()) expect(text).toBe('설문');

  // Paging in Korean: the pager's own names, page 2 in the URL.
  await page.goto('/ko/dao');
  await pager(page, '제안 페이지').getByRole('link', { name: '2 페이지' }).click();
  await expect(page).toHaveURL('/ko/dao?page=2');
  await expectApiList(page, { page: 2 }, '제안');
});

test('dao: a failed load shows an alert with Retry, which loads the list', async ({ page }) => {
  await page.route('**/dao/api/proposals?**', (route) => route.abort());
  await page.goto('/en/dao?status=passed');
  const alert = page.getByRole('alert').filter({ hasText: 'The proposals could not be loaded.' });
  await expect(alert).toBeVisible();
  await page.unroute('**/dao/api/proposals?**');
  await alert.getByRole('button', { name: 'Retry' }).click();
  const passed = await apiList(page, { status: 'passed' });
  await expect(rows(page)).toHaveCount(Math.min(passed.total, PAGE_SIZE));
});

test('catalyst: the catalyst proposals and the way to propose one; submit: every category links to its form', async ({ page }) => {
  const catalyst = await apiList(page, { category: 'catalyst' });
  expect(catalyst.total).toBeGreaterThan(0);
  await page.goto('/en/catalyst');
  await expect(page.getByRole('heading', { name: 'Catalyst', level: 1 })).toBeVisible();
  await expect(rows(page)).toHaveCount(Math.min(catalyst.total, PAGE_SIZE));
  await expectTitles(
    page,
    catalyst.rows.map((p) => p.title),
  );
  for (const text of await rows(page).locator('.dao-category').allInnerTexts()) expect(text).toBe('Catalyst');
  await page.getByRole('link', { name: 'Propose a Catalyst node' }).click();
  await expect(page).toHaveURL('/en/create-proposal/catalyst');

  await page.goto('/ko/submit');
  const cards = page.getByRole('list', { name: '제안 카테고리' }).getByRole('link');
  await expect(cards).toHaveCount(5);
  expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    ['poll', 'catalyst', 'grant', 'ban_name', 'poi'].map((c) => `/ko/create-proposal/${c}`),
  );
  await expect(cards.nth(2)).toContainText('투표권 2,000 이상 필요');
  await page.goto('/en/submit');
  await page.getByRole('link', { name: /Ban name/ }).click();
  await expect(page).toHaveURL('/en/create-proposal/ban_name');
});
