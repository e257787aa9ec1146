// dao-detail/{itemId} end to end on the production build and the local world, signed in for real with the test wallet:
// polls created in the setup through the API (signed by abel's key), a visitor's view with the login prompt (logging
// in on the page reloads it), votes from bea (2000 VP) and cody (4000 VP) whose tallies equal their voting power, each
// signature verified in the browser; comment, report (spec 5 and 8) and the author's delete; hostile markdown bodies
// and comments render inert (no dialog, no request to an outside host, no attribute injection).
import type { Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { LOCAL_CHAINS } from '@common/domain/chains';
import { DAO_SPACE } from '@common/domain/dao';
import { canonicalJson, proposalTypedData } from '@common/domain/daoSigning';
import { account, type AccountName } from '@common/localWorld/accounts';
import { connectTestWallet, openLogin } from '../support/login';
import { expect, test } from '../wallet/fixtures';

const DAO_API = 'http://127.0.0.1:8787/dao/api';
const HOSTILE = [
  '# Hostile body',
  '<script>alert("script")</script>',
  '<img src=x onerror=alert("img")>',
  '[js link](javascript:alert("js"))',
  '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![tracker](https://evil.example/pixel.png)',
  '<a href="https://evil.example/a" onclick="alert(\'a\')">raw anchor</a>',
  '"><svg onload=alert("svg")>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '[a safe link](https://example.org/docs)',
].join('\n\n');

/** Signs a poll with the author's key (EIP-712, as the create page's wallet does) and posts it; returns its id. */
async function createPoll(author: AccountName, title: string, body: string, choices: string[]): Promise<number> {
  const key = new Wallet(account(author).privateKey);
  const now = Math.floor(Date.now() / 1000);
  const fields = {
    from: key.address,
    timestamp: now,
    chainId: LOCAL_CHAINS.bsc.chainId,
    category: 'poll',
    title,
    body,
    choices,
    voteType: 'single',
    start: now - 60,
    end: now + 2 * 86_400,
    data: canonicalJson({}),
  };
  const t = proposalTypedData(fields);
  const types = { Proposal: t.types.Proposal.map((f) => ({ ...f })) };
  const signature = await key.signTypedData(t.domain, types, t.message);
  const res = await fetch(`${DAO_API}/proposals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: { ...fields, space: DAO_SPACE }, signature }),
  });
  const answer = (await res.json()) as { data?: { id: number }; message?: string };
  if (!res.ok || !answer.data) throw new Error(`creating the poll failed: ${res.status} ${JSON.stringify(answer)}`);
  return answer.data.id;
}

/** Fails the test on any dialog and records every request to a host other than the local world's. */
function watchInert(page: Page): { outside: string[]; dialogs: string[] } {
  const seen = { outside: [] as string[], dialogs: [] as string[] };
  page.on('dialog', (d) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    if (host === 'evil.example' || host === 'example.org') seen.outside.push(r.url());
  });
  return seen;
}

/** Nothing a user wrote carries a handler, a script, a frame, a javascript:/data: link or an outside picture. */
async function expectInert(page: Page, scope: string): Promise<void> {
  const found = await page.locator(scope).evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll('*')].flatMap((el) => {
        const bad: string[] = [];
        for (const attr of el.getAttributeNames()) if (attr.toLowerCase().startsWith('on')) bad.push(`${el.tagName}[${attr}]`);
        if (['SCRIPT', 'IFRAME', 'SVG', 'OBJECT', 'EMBED'].includes(el.tagName.toUpperCase())) bad.push(el.tagName);
        const href = el.getAttribute('href') ?? '';
        if (/^\s*(javascript|data):/i.test(href)) bad.push(`href=${href}`);
        if (el.tagName === 'IMG' && /evil\.example/.test(el.getAttribute('src') ?? '')) bad.push('outside img');
        return bad;
      }),
    ),
  );
  expect(found).toEqual([]);
}

/**
 * Signs in on this page with the test wallet; a login on Dao-Detail reloads the page (spec 4), which also takes away
 * the 4th LAND sale popup the login may have opened.
 */
async function signInHere(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await openLogin(page);
  await connectTestWallet(page);
  await reloaded;
  await expect(page.getByText('My account')).toBeVisible();
}

const box = (page: Page) => page.getByRole('region', { name: 'Cast your vote' });
const score = (page: Page, index: number) => page.getByTestId(`dao-result-${index}`).getByTestId('dao-score');

let pollId = 0;
let hostileId = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  pollId = await createPoll('abel', 'Paint the Berlin plaza', 'Which colour should the **plaza** be?\n\n- Red\n- Blue\n- Green', ['Red', 'Blue', 'Green']);
  hostileId = await createPoll('abel', 'A hostile body', HOSTILE, ['Keep', 'Drop']);
});

test.describe('bea (2x1 LAND: 2000 VP)', () => {
  test.use({ walletConfig: { privateKeys: [account('bea').privateKey] } });

  test('@spec a visitor sees the poll and a login prompt; logging in reloads the page; the vote counts 2000 VP, verified', async ({ page, wallet }) => {
    void wallet;
    await page.goto(`/en/dao-detail/${pollId}`);
    await expect(page.getByRole('heading', { name: 'Paint the Berlin plaza' })).toBeVisible();
    await expect(page.locator('.dao-body strong')).toHaveText('plaza');
    await expect(page.getByTestId('dao-snapshot')).toHaveText(/^\d+$/);
    await expect(page.getByText('BSC Local')).toBeVisible();
    await expect(box(page).getByRole('button', { name: 'Log in to vote' })).toBeVisible();
    await expect(score(page, 1)).toHaveText('0');

    await signInHere(page);
    await expect(box(page).getByTestId('dao-vp')).toContainText('2,000 VP');

    // Nothing chosen: the box says so instead of signing.
    await box(page).getByRole('button', { name: 'Vote' }).click();
    await expect(box(page).getByRole('alert')).toHaveText('Choose an option first.');

    // A refusal in the wallet keeps the choice and the reason for another try.
    await box(page).getByRole('radio', { name: 'Blue' }).check();
    await box(page).getByLabel('Reason (optional)').fill('Blue is calm');
    await wallet.failNext('eth_signTypedData_v4', 'reject');
    await box(page).getByRole('button', { name: 'Vote' }).click();
    await expect(box(page).getByRole('alert')).toHaveText('User rejected the transaction');
    await expect(box(page).getByRole('radio', { name: 'Blue' })).toBeChecked();
    await expect(box(page).getByLabel('Reason (optional)')).toHaveValue('Blue is calm');

    await box(page).getByRole('button', { name: 'Vote' }).click();
    await expect(page.getByText('Your vote was counted.')).toBeVisible();
    await expect(score(page, 2)).toHaveText('2,000');
    await expect(box(page).getByRole('status')).toContainText('You have already voted on this proposal.');
    const voter = page.getByTestId('dao-voter');
    await expect(voter).toHaveCount(1);
    await expect(voter).toContainText('Blue');
    await expect(voter).toContainText('2,000 VP');
    await expect(voter).toContainText('Verified');
  });
});

test.describe('cody (2x2 LAND: 4000 VP)', () => {
  test.use({ walletConfig: { privateKeys: [account('cody').privateKey] } });

  test('votes Red: the tallies are 4000 and 2000, each voter verified', async ({ page, wallet }) => {
    void wallet;
    await page.goto(`/en/dao-detail/${pollId}`);
    await signInHere(page);
    await expect(box(page).getByTestId('dao-vp')).toContainText('4,000 VP');
    await box(page).getByRole('radio', { name: 'Red' }).check();
    await box(page).getByRole('button', { name: 'Vote' }).click();
    await expect(page.getByText('Your vote was counted.')).toBeVisible();
    await expect(score(page, 1)).toHaveText('4,000');
    await expect(score(page, 2)).toHaveText('2,000');
    await expect(score(page, 3)).toHaveText('0');
    await expect(page.getByText('Total: 6,000 VP')).toBeVisible();
    await expect(page.getByTestId('dao-voter')).toHaveCount(2);
    await expect(page.getByTestId('dao-voter').filter({ hasText: 'Verified' })).toHaveCount(2);
  });
});

test.describe('dina (no LAND, no token: 0 VP)', () => {
  test.use({ walletConfig: { privateKeys: [account('dina').privateKey] } });

  test('is told she has no voting power at the snapshot block, with no vote form', async ({ page, wallet }) => {
    void wallet;
    await page.goto(`/en/dao-detail/${pollId}`);
    await signInHere(page);
    const block = await page.getByTestId('dao-snapshot').textContent();
    await expect(box(page).getByRole('status')).toHaveText(`No voting power: no LAND or token at block ${block}.`);
    await expect(box(page).getByRole('button', { name: 'Vote' })).toHaveCount(0);
  });
});

test.describe('abel, the author', () => {
  test.use({ walletConfig: { privateKeys: [account('abel').privateKey] } });

  test('a hostile body and comment render inert; a comment, a report (spec 5) and the delete after a confirm', async ({ page, wallet }) => {
    void wallet;
    const seen = watchInert(page);
    await page.goto(`/en/dao-detail/${hostileId}`);
    await expect(page.getByRole('heading', { name: 'A hostile body' })).toBeVisible();
    // Raw HTML stays visible text; the safe link opens in a new tab without a handle on this page.
    await expect(page.locator('.dao-body')).toContainText('<script>alert("script")</script>');
    await expect(page.locator('.dao-body a[href="https://example.org/docs"]')).toHaveAttribute('rel', /noopener/);
    await expectInert(page, '.dao-body');

    await signInHere(page);
    const comment = page.getByRole('region', { name: /Comments/ });
    await comment.getByLabel('Your comment').fill('<img src=x onerror=alert("c")> [x](javascript:alert(1)) ![t](https://evil.example/c.png) **fine**');
    await comment.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByTestId('dao-comment')).toHaveCount(1);
    await expect(page.getByTestId('dao-comment').locator('strong')).toHaveText('fine');
    await expectInert(page, '.dao-comment-body');
    // Loaded again from the API, the comment is as inert.
    await page.reload();
    await expect(page.getByTestId('dao-comment')).toHaveCount(1);
    await expectInert(page, '.dao-comment-body, .dao-body');

    // The report popup: submit disabled while empty; a leading space stripped, double spaces collapsed; 500 at most.
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const report = page.getByRole('dialog', { name: 'Report' });
    await expect(report.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await report.getByRole('textbox').fill(' spam  and   scam');
    await expect(report.getByRole('textbox')).toHaveValue('spam and scam');
    await expect(report.getByRole('textbox')).toHaveAttribute('maxlength', '500');
    await report.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Report success!')).toBeVisible();
    await expect(report).toBeHidden();
    // Spec 8's user message stays beside the Report button once the toast is gone.
    await expect(page.getByRole('status').filter({ hasText: 'report uploaded' })).toBeVisible();

    // Delete: asked first; Cancel keeps it, OK deletes it.
    await page.getByRole('button', { name: 'Delete proposal' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete proposal' });
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'A hostile body' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete proposal' }).click();
    await page.getByRole('dialog', { name: 'Delete proposal' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The proposal was deleted.')).toBeVisible();
    expect((await fetch(`${DAO_API}/proposals/${hostileId}`)).status).toBe(404);

    expect(seen.dialogs).toEqual([]);
    expect(seen.outside).toEqual([]);
  });

  test('the author sees Delete on an open poll, and their own voting power (1x1 LAND: 1000 VP)', async ({ page, wallet }) => {
    void wallet;
    await page.goto(`/en/dao-detail/${pollId}`);
    await signInHere(page);
    await expect(page.getByRole('button', { name: 'Delete proposal' })).toBeVisible();
    await expect(box(page).getByTestId('dao-vp')).toContainText('1,000 VP');
  });
});
